export { AUTH_CONNECTOR_ID, authConnector, authOf } from './auth-connector.ts'
export type { AuthProviderHooks } from './auth-provider.ts'
export { FrameTimeoutError } from './frame-client.ts'
export { FRAME_SOCIAL_RESULT } from './frame-protocol.ts'
