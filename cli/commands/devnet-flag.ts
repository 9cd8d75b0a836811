/** The option generate, build and doctor share: the only way they use `.portkit/devnet.json`. */
export const DEVNET_FLAG = '--devnet'
export const DEVNET_FLAG_DOC =
  'use the devnet `portkit dev` is running (.portkit/devnet.json): its chains and services, for tests and demos'
