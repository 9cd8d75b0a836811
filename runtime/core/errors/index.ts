/**
 * The error catalogue of spec section 8. Every text the runtime throws or shows comes from here, so a
 * test can assert it and a translator can find it. Errors carry a stable `name` and a `shortMessage`
 * (viem's shape); alerts are short/long message pairs; toasts are plain texts.
 */
export * from './base.ts'
export * from './alerts.ts'
export * from './toasts.ts'
export * from './validation.ts'
export * from './wallet.ts'
export * from './chain.ts'
export * from './features.ts'
export * from './rpc.ts'
export * from './http.ts'
export * from './library.ts'
export * from './fallbacks.ts'
export * from './plugins.ts'
export * from './wallet-error-shape.ts'
export * from './solana.ts'
export * from './bitcoin.ts'
export * from './polkadot.ts'
export * from './relay.ts'
export * from './wallet-rpc.ts'
