import { getBalance } from '../../../runtime/plugins/index.ts'
import { isNative, nativeTokenAddress } from '../addresses.ts'
import type { SwapHost } from './context.ts'

/** The on-chain balances the checks need: the sold token and the native currency. */
export async function loadBalances(host: SwapHost): Promise<void> {
  const { state } = host
  const net = state.network.value
  if (!net || !state.address.value) return
  const wanted = new Set([nativeTokenAddress(net), ...(state.from.value ? [state.from.value] : [])])
  const read = await Promise.all(
    [...wanted].map(async (caip) => {
      const token = isNative(caip) ? undefined : caip.split(':')[2]
      const balance = await getBalance(host.context.portkit, { token }).catch(() => undefined)
      return [caip.toLowerCase(), balance?.value] as const
    }),
  )
  const next = { ...state.balances.value }
  for (const [caip, value] of read) if (value !== undefined) next[caip] = value
  state.balances.value = next
}
