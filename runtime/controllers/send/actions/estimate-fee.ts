import { formatUnits } from 'viem'
import { keyed } from '../../../core/i18n/shown-message.ts'
import { checkSendForm } from '../../send-form.ts'
import { connected, nativeToken, rulesOf, transferOf } from '../reads.ts'
import type { SendHost } from './context.ts'
import { updateForm } from './update-form.ts'

/** Gas units and price for the current form, and the fee in USD (prices from the balance API). */
export async function estimateFee(host: SendHost): Promise<void> {
  const { deps, state } = host
  const run = ++state.runs.estimate
  const account = connected(deps)
  const current = state.form.value
  // Only a form that is ready but for its fee is estimated.
  const draft = checkSendForm(
    { ...current, gasPrice: 0n, fee: 0n, gasPriceInUSD: 0, networkBalanceInUSD: 1 },
    { isSmartAccount: true, ...rulesOf(deps) },
  )
  const transfer = account && draft.ready ? transferOf(current, account.address) : undefined
  if (!account || !transfer) return
  try {
    const { gasPrice, fee } = await deps
      .adapterFor(account.namespace)
      .estimateTransferFee(account.network, transfer)
    if (run !== state.runs.estimate) return
    // Spec section 5: gas-cost amounts use the native token's decimals.
    const cost = Number(formatUnits(fee, account.network.nativeCurrency.decimals))
    state.gasError.value = undefined
    updateForm(host, { gasPrice, fee, gasPriceInUSD: cost * (nativeToken(deps)?.price ?? 0) })
  } catch {
    if (run === state.runs.estimate) state.gasError.value = keyed('ESTIMATE_GAS_FAILED')
  }
}
