import type { PluginViewName } from '../../runtime/plugins/index.ts'

/** The plugin's view names on the stack: SIWXSignMessage, and ConnectingSiwe for the siweConfig form. */
export const SIGN_VIEW: PluginViewName = 'siwx/SIWXSignMessage'
export const SIWE_VIEW: PluginViewName = 'siwx/ConnectingSiwe'
