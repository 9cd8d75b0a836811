import { describe, expectTypeOf, it } from 'vitest'
import type { SwapArguments } from '../../../plugins/swap/index.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import type { OpenView, View } from '../../../runtime/index.ts'
import type { usePortkit } from '../../../runtime/react/index.ts'

// Spec section 2: "Swap (opened with swap arguments)". The host opens a view through one typed registry:
// core views with their fields, and plugin views with the arguments their plugin declares (the swap plugin
// declares `SwapArguments` for 'swap/Swap'). Enforced by `tsc -p tsconfig.json`: an unused
// `@ts-expect-error` is itself an error, so each misuse below fails the build if it ever type-checks.

declare const portkit: Portkit
declare const host: ReturnType<typeof usePortkit>

describe('open() with a view (compile-time contract)', () => {
  it('takes the swap arguments for swap/Swap, and nothing else there', () => {
    // Type-checked, never run: there is no instance here.
    const opens = () => {
      void host.open({ name: 'swap/Swap', params: { fromToken: 'PUSD', toToken: 'PEUR', amount: '12.5' } })
      void portkit.modal.open({ name: 'swap/Swap', params: { fromToken: 'ETH' } })
      void host.open({ name: 'swap/Swap' })
      // @ts-expect-error the amount is a decimal string, as the visitor would type it
      void host.open({ name: 'swap/Swap', params: { amount: 12.5 } })
      // @ts-expect-error `from` is not a swap argument (it is `fromToken`)
      void host.open({ name: 'swap/Swap', params: { from: 'ETH' } })
      // @ts-expect-error the same rule on the instance's modal
      void portkit.modal.open({ name: 'swap/Swap', params: { toToken: 1 } })
    }
    expectTypeOf(opens).toBeFunction()
    expectTypeOf<OpenView<'swap/Swap'>['params']>().toEqualTypeOf<SwapArguments | undefined>()
  })

  it('keeps core views and plugin views without declared arguments as they were', () => {
    const opens = () => {
      void host.open()
      void host.open({ name: 'Account' })
      void host.open({ name: 'receive/Receive' })
      void host.open({ name: 'names/Register', params: { name: 'alice' } })
      const held: View = { name: 'Connect' }
      void host.open(held)
      // @ts-expect-error ConnectingExternal needs its connector
      void host.open({ name: 'ConnectingExternal' })
      // @ts-expect-error not a view: neither a core view nor `<plugin>/<view>`
      void host.open({ name: 'Nowhere' })
    }
    expectTypeOf(opens).toBeFunction()
  })
})
