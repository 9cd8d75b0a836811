import type { IdentityController } from '../../controllers/identity.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    identity: IdentityController
  }
}

/**
 * Name and avatar of the connected account (spec sections 1, 3 and 9; `features.identity`, on by default):
 * the data API's identity lookup, then the adapter's profile and the provider's user name (spec section 8,
 * Fallbacks). Without it the account shows its address only. The controller and its lookups load with the
 * first `resolve`, after the visitor connects: none of it is in the initial JS.
 */
export default definePlugin({
  id: 'identity',
  strings: {},
  setup: ({ portkit }) => {
    let controller: IdentityController | undefined
    return {
      async resolve() {
        // Two first calls may each make one: it keeps no state of its own (the lookups' cache is the instance's).
        controller ??= (await import('./identity-controller.ts')).identityController(portkit)
        return controller.resolve()
      },
    }
  },
  resolveProfile: ({ portkit }) => portkit.feature('identity').resolve(),
})
