import type { PluginViewName } from '../../runtime/plugins/index.ts'

/** The plugin's view names on the stack (`<plugin id>/<view key>`): the spec's two views of section 2. */
export const REGISTER_VIEW: PluginViewName = 'names/RegisterAccountName'
export const SUCCESS_VIEW: PluginViewName = 'names/RegisterAccountNameSuccess'
