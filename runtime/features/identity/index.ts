import type { IdentityController } from '../../controllers/identity.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'
import { loadedModule, loadModule } from '../../plugins/loaded-modules.ts'
import { whenIdle } from '../../ui/when-idle.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    identity: IdentityController
  }
}

const loadController = () => import('./identity-controller.ts')

/**
 * Name and avatar of the connected account (spec sections 1, 3 and 9; `features.identity`, on by default):
 * the data API's identity lookup, then the adapter's profile and the provider's user name (spec section 8,
 * Fallbacks). Without it the account shows its address only. The controller and its lookups are a lazy
 * chunk, none of it in the initial JS: fetched once the page is idle (as the modal's code is), so a resolve
 * after connecting finds it loaded and asks at once; a resolve before that waits for it.
 */
export default definePlugin({
  id: 'identity',
  strings: {},
  setup: ({ portkit }) => {
    if (typeof window !== 'undefined') whenIdle(() => void loadModule(loadController).catch(() => undefined))
    let controller: IdentityController | undefined
    return {
      async resolve() {
        // Two first calls may each make one: it keeps no state of its own (the lookups' cache is the instance's).
        controller ??= (
          loadedModule(loadController) ?? (await loadModule(loadController))
        ).identityController(portkit)
        return controller.resolve()
      },
    }
  },
  resolveProfile: ({ portkit }) => portkit.feature('identity').resolve(),
})
