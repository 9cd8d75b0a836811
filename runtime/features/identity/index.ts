import { createIdentityController, type IdentityController } from '../../controllers/identity.ts'
import { identityFallbacks } from '../../controllers/identity-fallbacks.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    identity: IdentityController
  }
}

/**
 * Name and avatar of the connected account (spec sections 1, 3 and 9; `features.identity`, on by default):
 * the data API's identity lookup, then the adapter's profile and the provider's user name (spec section 8,
 * Fallbacks). Without it the account shows its address only.
 */
export default definePlugin({
  id: 'identity',
  strings: {},
  setup: ({ portkit }) =>
    createIdentityController({
      state: portkit.state,
      dataApi: portkit.services.dataApi,
      cache: portkit.services.cache,
      fallbacks: identityFallbacks(portkit.state, portkit.adapterFor, portkit.services.cache),
    }),
  resolveProfile: ({ portkit }) => portkit.feature('identity').resolve(),
})
