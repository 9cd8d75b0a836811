import {
  formatUnits,
  sendTransaction,
  keyed,
  outsideText,
  TransactionRevertedError,
  UserRejectedError,
  waitForReceipt,
  type Address,
  type Hex,
} from '../../../runtime/plugins/index.ts'
import { networkFailure, swapFailure } from '../networks.ts'
import type { SwapHost } from './context.ts'
import { loadBalances } from './load-balances.ts'
import { prepareSwap, type PreparedSwap } from './prepare-swap.ts'

/**
 * The swap: fresh quote when stale, allowance and approval, build with the spec's slippage, funds
 * checks, then the wallet (approval first), receipts, balances refreshed and a toast. Never throws.
 */
export async function approveAndSwap(host: SwapHost): Promise<void> {
  const { state } = host
  if (!host.check.value.ready || state.sending.value) return
  state.sending.value = true
  state.error.value = undefined
  let prepared: PreparedSwap | undefined
  try {
    prepared = await prepareSwap(host)
  } catch (failure) {
    state.error.value = swapFailure(networkFailure(failure))
    state.sending.value = false
    return
  }
  if (!prepared) {
    state.sending.value = false
    return
  }
  await sendSwap(host, prepared)
}

/** The wallet's part: the approval first when one is needed, then the swap, each to its receipt. */
async function sendSwap(host: SwapHost, { approval, swapTx, current }: PreparedSwap): Promise<void> {
  const { state, context } = host
  const { portkit, t } = context
  portkit.notifications.loading(keyed('TRANSACTION_STARTED'))
  try {
    if (approval) {
      await send(portkit, {
        to: approval.to,
        data: approval.data,
        value: BigInt(approval.value),
        gas: BigInt(approval.eip155.gas),
      })
    }
    await send(portkit, {
      to: swapTx.to,
      data: swapTx.data,
      value: BigInt(swapTx.amount),
      gas: BigInt(swapTx.eip155.gas),
    })
    const sold = state.fromToken.value
    const bought = state.toToken.value
    portkit.notifications.success(
      sold && bought
        ? t('swappedAmounts', {
            sold: `${formatUnits(current.amount, sold.decimals)} ${sold.symbol}`,
            bought: `${formatUnits(current.toAmount, bought.decimals)} ${bought.symbol}`,
          })
        : t('swapped'),
    )
    state.amount.value = ''
    state.quote.value = undefined
    portkit.router.reset({ name: 'Account' })
  } catch (failure) {
    portkit.notifications.error(
      failure instanceof TransactionRevertedError
        ? outsideText(failure.shortMessage)
        : failure instanceof UserRejectedError
          ? keyed('SIGNATURE_DECLINED')
          : keyed('SOMETHING_WENT_WRONG'),
    )
  } finally {
    state.sending.value = false
    refreshBalances(host)
  }
}

async function send(
  portkit: SwapHost['context']['portkit'],
  tx: { to: string; data: string; value: bigint; gas: bigint },
): Promise<void> {
  const hash = await sendTransaction(portkit, {
    to: tx.to as Address,
    data: tx.data as Hex,
    value: tx.value,
    gas: tx.gas,
  })
  await waitForReceipt(portkit, { hash })
}

/** Mined or not, gas may have been paid: every cached balance is wrong from now on. */
function refreshBalances(host: SwapHost): void {
  const portkit = host.context.portkit
  portkit.services.balances.forget()
  const namespace = portkit.state.activeChain.value
  void Promise.all([
    loadBalances(host),
    namespace ? portkit.account.refreshBalance(namespace) : undefined,
    // The Tokens tab, when that feature is built in, shows the new balances too.
    portkit.plugins.has('tokens')
      ? (portkit.plugins.feature('tokens') as { refresh(): Promise<unknown> }).refresh()
      : undefined,
  ]).catch(() => undefined)
}
