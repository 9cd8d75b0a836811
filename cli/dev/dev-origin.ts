/**
 * Where `portkit dev` serves the app unless told otherwise, and so the `metadata.url` that `portkit create`
 * writes: WalletConnect wallets compare the page's origin with it, and localhost is not 127.0.0.1.
 */
export const DEV_HOST = '127.0.0.1'
export const DEV_PORT = 5173
export const DEV_ORIGIN = `http://${DEV_HOST}:${DEV_PORT}`
