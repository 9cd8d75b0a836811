import { describe, expectTypeOf, it } from 'vitest'
import { definePlugin, type PluginViewProps } from '../../../runtime/index.ts'
import type { AnyChainAdapter } from '../../../runtime/controllers/types.ts'

// Enforced by the type checker (`tsc -p tsconfig.json`): an unused `@ts-expect-error` is itself an error,
// so each misuse below breaks the build if it ever type-checks. Each has a correct twin just before it.

const view = { title: 'title', load: () => Promise.resolve({ default: () => null }) } as const

describe('definePlugin (compile-time contract)', () => {
  it('checks menu labels and view titles against the plugin strings', () => {
    definePlugin({
      id: 'ok',
      strings: { title: 'T', label: 'L' },
      views: { Main: view },
      accountMenu: [{ feature: 'receive', label: 'label', view: 'Main' }],
    })
    definePlugin({
      id: 'bad-label',
      strings: { title: 'T', label: 'L' },
      views: { Main: view },
      // @ts-expect-error `labl` is not one of the plugin's strings
      accountMenu: [{ label: 'labl', view: 'Main' }],
    })
    definePlugin({
      id: 'bad-title',
      strings: { label: 'L' },
      // @ts-expect-error the view's title key `title` is not one of the plugin's strings
      views: { Main: view },
    })
  })

  it('checks menu entries against the plugin views and the wallet feature order', () => {
    definePlugin({
      id: 'bad-view',
      strings: { title: 'T', label: 'L' },
      views: { Main: view },
      // @ts-expect-error `Other` is not one of the plugin's views
      accountMenu: [{ label: 'label', view: 'Other' }],
    })
    definePlugin({
      id: 'bad-feature',
      strings: { title: 'T', label: 'L' },
      views: { Main: view },
      // @ts-expect-error `bridge` is not in the wallet feature order (onramp, swaps, receive, send)
      accountMenu: [{ feature: 'bridge', label: 'label', view: 'Main' }],
    })
  })

  it("types a view's `t` by the plugin's own strings and `api` by the declared services", () => {
    const View = ({ t, api }: PluginViewProps<'title' | 'label'>) => {
      t('label')
      // @ts-expect-error `other` is not one of the strings
      t('other')
      void api('dataApi').then((data) => data.GET('/v1/supported-chains'))
      // @ts-expect-error `relay` is not a service with a typed client
      void api('relay')
      return null
    }
    expectTypeOf(View).toBeFunction()
  })

  it("gives a view only the plugin's part of the instance, with any chain adapter", () => {
    const View = ({ portkit }: PluginViewProps) => {
      portkit.walletConnect.watch()
      // @ts-expect-error starting the instance is the host's, not a plugin's
      void portkit.start()
      // @ts-expect-error the wallet list's connectors view is the core's
      void portkit.connectors
      expectTypeOf(portkit.adapterFor('eip155')).toEqualTypeOf<AnyChainAdapter>()
      return null
    }
    expectTypeOf(View).toBeFunction()
  })
})
