export { AUTH_CONNECTOR_ID, authConnector, authOf } from './auth-connector.ts'
export type { AuthProviderHooks } from './auth-provider.ts'
