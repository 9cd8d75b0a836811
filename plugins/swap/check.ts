import {
  formatUnits,
  InvalidDecimalError,
  isDecimal,
  keyed,
  outsideText,
  SwapNetworkNotSupportedError,
} from '../../runtime/plugins/index.ts'
import { isNative, nativeTokenAddress, sameAddress } from './addresses.ts'
import { balanceOf, priceOf, type SwapMessage, type SwapState } from './state.ts'
import type { SwapStringKey } from './strings.ts'

/** Whether the button may swap, or the label (and error) to show instead. */
export type SwapCheck =
  { ready: true; label: SwapStringKey } | { ready: false; label: SwapStringKey; error?: SwapMessage }

/** The button's state for the form as it stands (the controller's `check` signal computes it). */
export function swapCheck(state: SwapState): SwapCheck {
  if (!state.supported.value)
    return {
      ready: false,
      label: 'swap',
      error: outsideText(new SwapNetworkNotSupportedError().shortMessage),
    }
  if (state.sending.value) return { ready: false, label: 'swapping' }
  const text = state.amount.value.trim()
  if (text !== '' && !isDecimal(text))
    return { ready: false, label: 'enterAmount', error: outsideText(new InvalidDecimalError().shortMessage) }
  if (!state.fromToken.value || !state.toToken.value) return { ready: false, label: 'selectToken' }
  if (sameAddress(state.from.value, state.to.value))
    return { ready: false, label: 'selectToken', error: keyed('sameToken') }
  const units = state.amountUnits.value
  if (units === undefined) return { ready: false, label: 'enterAmount' }
  const problem = fundsProblem(state, units, state.feePreview.value ?? 0n)
  if (problem) return { ready: false, label: problem }
  if (state.quoteError.value) return { ready: false, label: 'swap', error: state.quoteError.value }
  const current = state.quote.value
  if (state.quoting.value || !current || current.amount !== units || current.from !== state.from.value)
    return { ready: false, label: 'gettingQuote' }
  if (current.toAmount === 0n) return { ready: false, label: 'noQuote' }
  if (state.error.value) return { ready: false, label: 'swap', error: state.error.value }
  return { ready: true, label: 'swap' }
}

/** Spec section 5: insufficient balance, then insufficient gas, before the wallet is ever asked. */
export function fundsProblem(state: SwapState, units: bigint, fee: bigint): SwapStringKey | undefined {
  const sold = state.from.value
  const held = balanceOf(state, sold)
  if (held !== undefined && units > held) return 'insufficientBalance'
  if (insufficientGas(state, fee)) return 'insufficientGas'
  // Selling the native currency: the amount and the fee come out of the same balance.
  if (sold && isNative(sold) && held !== undefined && units + fee > held) return 'insufficientGas'
  return undefined
}

/**
 * Spec section 5, insufficient gas: the native balance in USD is zero, or the gas cost in USD is greater
 * than it (the connectors give EOAs; smart accounts would never be insufficient).
 */
function insufficientGas(state: SwapState, fee: bigint): boolean {
  const net = state.network.value
  if (!net) return true
  const native = nativeTokenAddress(net)
  const decimals = net.nativeCurrency.decimals
  const nativeBalance = balanceOf(state, native) ?? 0n
  const price = priceOf(state, native)
  const balanceUsd = Number(formatUnits(nativeBalance, decimals)) * price
  const feeUsd = Number(formatUnits(fee, decimals)) * price
  // Without a price the USD rule cannot be applied: compare the native amounts themselves.
  if (price === 0) return nativeBalance === 0n || fee > nativeBalance
  return balanceUsd === 0 || feeUsd > balanceUsd
}
