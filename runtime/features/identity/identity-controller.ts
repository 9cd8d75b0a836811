import { createIdentityController, type IdentityController } from '../../controllers/identity.ts'
import { identityFallbacks } from '../../controllers/identity-fallbacks.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'

/** The identity feature's controller (index.ts loads this module with the first `resolve`). */
export function identityController(portkit: PluginPortkit): IdentityController {
  return createIdentityController({
    state: portkit.state,
    dataApi: portkit.services.dataApi,
    cache: portkit.services.cache,
    fallbacks: identityFallbacks(portkit.state, portkit.adapterFor, portkit.services.cache),
  })
}
