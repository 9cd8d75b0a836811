import { describe, expectTypeOf, it } from 'vitest'
import type { CoreViewName } from '../../../runtime/core/view-types.ts'
import { VIEW_REGISTRY, type ViewRegistry } from '../../../runtime/ui/view-registry.tsx'

// Enforced by the type checker (`tsc -p tsconfig.json`): an unused `@ts-expect-error` is itself an error,
// so each misuse below breaks the build if it ever type-checks.

describe('view registry (compile-time contract)', () => {
  it('has one entry per core view name, no more, no fewer', () => {
    expectTypeOf<keyof typeof VIEW_REGISTRY>().toEqualTypeOf<CoreViewName>()
  })

  it('a core view without a component is a type error', () => {
    const { Networks: _networks, ...withoutNetworks } = VIEW_REGISTRY
    // @ts-expect-error Property 'Networks' is missing: every core view needs its component
    const registry: ViewRegistry = withoutNetworks
    expectTypeOf(registry).toEqualTypeOf<ViewRegistry>()
  })

  it('a component for a name that is not a core view is a type error', () => {
    const registry: ViewRegistry = {
      ...VIEW_REGISTRY,
      // @ts-expect-error Swap is no core view: views of plugins are plugin views (`<plugin>/<View>`)
      Swap: VIEW_REGISTRY.Connect,
    }
    expectTypeOf(registry).toEqualTypeOf<ViewRegistry>()
  })

  it("a component must take its own view's arguments", () => {
    const registry: ViewRegistry = {
      ...VIEW_REGISTRY,
      // @ts-expect-error the ConnectingWalletConnect component reads `view.wallet`, which ConnectingExternal lacks
      ConnectingExternal: VIEW_REGISTRY.ConnectingWalletConnect,
    }
    expectTypeOf(registry).toEqualTypeOf<ViewRegistry>()
  })
})
