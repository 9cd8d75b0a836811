/**
 * `portkit/siwx-server`: the server side of sign-in-with-X for host backends (Node only; never imported by
 * the browser plugin). Nonce issue, verification (viem for eip155, ed25519 for solana), sessions in a store, a signed session cookie.
 */
export { createSiwxServer, DEFAULT_SIWX_COOKIE } from './create-siwx-server.ts'
export type { SiwxServer, SiwxServerOptions } from './create-siwx-server.ts'
export {
  accountKey,
  createSiwxService,
  memorySiwxStore,
  NONCE_TTL_MS,
  SiwxSessionNotFoundError,
  SiwxWrongTokenError,
} from './siwx-service.ts'
export type {
  SiwxService,
  SiwxServiceOptions,
  SiwxServiceSession,
  SiwxStore,
  StoredSiwxSession,
} from './siwx-service.ts'
export { SiwxRefusedError, verifySiwxMessage } from './verify-message.ts'
export type { SiwxRefusal, VerifySiwxOptions } from './verify-message.ts'
export type { SiwxCacao, SiwxMessageData, SiwxSession } from '../types.ts'
