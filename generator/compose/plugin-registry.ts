import type { PluginId, ServiceEndpoints } from '../../runtime/config/index.ts'

/** A plugin the generated entry may import: `import <binding> from '<module>'` (its default export). */
export interface PluginImport {
  module: string
  binding: string
  /** The services the plugin's `apis` declares; a test keeps this list equal to the plugin's own. */
  apis: readonly (keyof ServiceEndpoints)[]
}

/** Where each plugin of PLUGIN_IDS lives: `plugins/<id>/index.ts`, published as `portkit/plugins/<id>`. */
export const PLUGINS: Record<PluginId, PluginImport> = {
  receive: { module: 'portkit/plugins/receive', binding: 'receivePlugin', apis: [] },
}
