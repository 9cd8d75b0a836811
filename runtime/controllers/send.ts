import { computed, signal } from '@preact/signals-core'
import { formatUnits } from 'viem'
import {
  InvalidBitcoinTransferError,
  InvalidSolanaTransferError,
  TOASTS,
  TransactionRevertedError,
} from '../core/errors.ts'
import { DEBOUNCE_MS } from '../core/constants.ts'
import type { ChainNamespace } from '../core/types.ts'
import { looksLikeName } from '../core/validation/name-shape.ts'
import type { ResolvedName } from '../services/name-lookup.ts'
import type { BalanceService } from '../services/balance-service.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { EventsController } from './events.ts'
import type { Notifications } from './notifications.ts'
import type { Router } from './router.ts'
import {
  amountUnits,
  checkSendForm,
  EMPTY_SEND_FORM,
  SEND_LABELS,
  SEND_RULES,
  isErc20,
  tokenContract,
  type SendCheck,
  type SendForm,
} from './send-form.ts'
import type { PendingTransactionsController } from './pending-transactions.ts'
import type { TokenBalance, TokensController } from './tokens.ts'
import type { ChainAdapter, Transfer } from './types.ts'

interface Deps {
  state: PortkitState
  router: Pick<Router, 'reset'>
  notifications: Pick<Notifications, 'loading' | 'success' | 'error'>
  events?: Pick<EventsController, 'sendEvent'>
  tokens: Pick<TokensController, 'tokenBalances' | 'refresh'>
  balances: Pick<BalanceService, 'forget'>
  /** The active namespace's adapter does the chain work: estimate, send, receipt. */
  adapterFor: (
    namespace: ChainNamespace,
  ) => Pick<ChainAdapter, 'isAddress' | 'estimateTransferFee' | 'sendTransfer' | 'waitForReceipt'>
  /** Re-reads the native balance after a send (the account controller). */
  refreshBalance(): Promise<void>
  /** The pending-transaction watcher: the sent transfer is handed to it (it ignores it while off). */
  pendingTransactions?: Pick<PendingTransactionsController, 'track'>
  /** Forward name resolution on an EVM chain (the data API's); without it a receiver is an address only. */
  resolveName?: (name: string, chainId: number) => Promise<ResolvedName | undefined>
}

/**
 * Send (spec sections 4 and 5): native and token transfers on each chain family in SEND_RULES: the form, its validation, the gas estimate in
 * USD, and the send itself, which the active chain's adapter carries out through the connector's wallet.
 */
export function createSendController(deps: Deps) {
  const { state } = deps
  const form = signal<SendForm>(EMPTY_SEND_FORM)
  const loading = signal(false)
  const gasError = signal<string | undefined>(undefined)
  // Smart accounts are never short of gas (spec section 5): their calls are sponsored.
  const isSmartAccount = () => state.activeConnector.value?.accountType?.() === 'smartAccount'
  // A failed estimate blocks the send: the wallet would be asked for a transaction that cannot go through.
  /** The active chain's family and its adapter's address rule, for the form's checks. */
  function rulesOf(chain = state.activeChainState.value) {
    const network = chain?.caipNetwork
    return {
      namespace: chain?.namespace,
      isReceiver: (address: string) =>
        !!chain && !!network && deps.adapterFor(chain.namespace).isAddress(address, network),
    }
  }
  const check = computed((): SendCheck => {
    const formCheck = checkSendForm(form.value, { isSmartAccount: isSmartAccount(), ...rulesOf() })
    const estimateError = gasError.value
    return formCheck.ready && estimateError
      ? { ready: false, label: SEND_LABELS.send, error: estimateError }
      : formCheck
  })
  let estimateRun = 0

  function nativeToken(): TokenBalance | undefined {
    return deps.tokens.tokenBalances.value.find((token) => token.address === undefined)
  }

  function connected() {
    const chain = state.activeChainState.value
    const connector = state.activeConnector.value
    if (!chain?.address || !chain.caipNetwork || !connector) return undefined
    return { address: chain.address, network: chain.caipNetwork, connector, namespace: chain.namespace }
  }

  function transferOf(current: SendForm, from: string): Transfer | undefined {
    const { token } = current
    if (!token) return undefined
    const decimals = Number(token.quantity.decimals)
    return {
      from,
      to: current.receiverAddress,
      amount: amountUnits(current.sendTokenAmount, decimals),
      token: isErc20(token) ? tokenContract(token) : undefined,
    }
  }

  function update(patch: Partial<SendForm>): void {
    const native = nativeToken()
    form.value = {
      ...form.value,
      ...patch,
      networkBalanceInUSD: native ? (native.value ?? Number(native.quantity.numeric) * native.price) : 0,
    }
  }

  /** Gas units and price for the current form, and the fee in USD (prices from the balance API). */
  async function estimate(): Promise<void> {
    const run = ++estimateRun
    const account = connected()
    const current = form.value
    const draft = checkSendForm(
      { ...current, gasPrice: 0n, fee: 0n, gasPriceInUSD: 0, networkBalanceInUSD: 1 },
      { isSmartAccount: true, ...rulesOf() },
    )
    if (!account || !draft.ready) return
    const transfer = transferOf(current, account.address)
    if (!transfer) return
    try {
      const { gasPrice, fee } = await deps
        .adapterFor(account.namespace)
        .estimateTransferFee(account.network, transfer)
      if (run !== estimateRun) return
      const native = nativeToken()
      // Spec section 5: gas-cost amounts use the native token's decimals.
      const cost = Number(formatUnits(fee, account.network.nativeCurrency.decimals))
      gasError.value = undefined
      update({ gasPrice, fee, gasPriceInUSD: cost * (native?.price ?? 0) })
    } catch {
      if (run === estimateRun) gasError.value = TOASTS.ESTIMATE_GAS_FAILED
    }
  }

  let nameRun = 0
  let nameTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * A typed name becomes the receiver's address once the visitor pauses (spec section 3, Send state: the
   * receiver's profile name and image). Name resolution errors leave no address (spec section 8): the
   * form keeps the name, which the address check refuses.
   */
  function resolveReceiver(text: string): void {
    const run = ++nameRun
    clearTimeout(nameTimer)
    const chain = state.activeChainState.value
    const resolve = deps.resolveName
    if (!resolve || chain?.namespace !== 'eip155' || !chain.caipNetwork || !looksLikeName(text)) return
    const chainId = Number(chain.caipNetwork.id)
    nameTimer = setTimeout(() => {
      void resolve(text, chainId)
        .catch((error: unknown) => {
          console.warn('[portkit] receiver name not resolved', error)
          return undefined
        })
        .then((resolved) => {
          if (run !== nameRun || !resolved) return
          update({
            receiverAddress: resolved.address,
            receiverProfileName: resolved.name,
            receiverProfileImageUrl: resolved.avatar,
          })
          void estimate()
        })
    }, DEBOUNCE_MS)
  }

  function reset(): void {
    nameRun++
    clearTimeout(nameTimer)
    estimateRun++
    gasError.value = undefined
    form.value = EMPTY_SEND_FORM
  }

  return {
    form,
    loading,
    gasError,
    check,

    setToken(token: TokenBalance | undefined): void {
      update({ token, gasPrice: undefined, fee: undefined, gasPriceInUSD: undefined })
      void estimate()
    },
    setAmount(sendTokenAmount: string): void {
      update({ sendTokenAmount })
      void estimate()
    },
    /** The receiver as typed: an address, or a name resolved to one after a pause. */
    setReceiver(typed: string): void {
      const text = typed.trim()
      update({ receiverAddress: text, receiverProfileName: undefined, receiverProfileImageUrl: undefined })
      void estimate()
      resolveReceiver(text)
    },
    /** Spec section 4: switching the active network resets the send form (the send feature's hook). */
    reset,

    /**
     * Spec section 4, Send: initiated, transaction sent, Account with back disabled, success toast; success
     * resets the form, failure shows the error toast. Never throws.
     */
    async send(): Promise<void> {
      const account = connected()
      const current = form.value
      const transfer = account && check.value.ready ? transferOf(current, account.address) : undefined
      if (!account || !transfer || loading.value) return
      const properties = {
        isSmartAccount: isSmartAccount(),
        token: current.token?.symbol,
        amount: current.sendTokenAmount,
        network: account.network.caipNetworkId,
      }
      deps.events?.sendEvent({ type: 'track', event: 'SEND_INITIATED', properties })
      deps.notifications.loading(TOASTS.TRANSACTION_STARTED)
      deps.router.reset({ name: 'Account' }, { backDisabled: true })
      loading.value = true
      try {
        const adapter = deps.adapterFor(account.namespace)
        const hash = await adapter.sendTransfer(account.connector, account.network, transfer)
        deps.pendingTransactions?.track({
          hash,
          caipNetworkId: account.network.caipNetworkId,
          from: account.address,
        })
        // Sent means mined with success: a reverted transfer throws its reason (or 'unknown reason').
        try {
          await adapter.waitForReceipt(account.network, hash)
        } finally {
          // Mined either way (gas was paid): the cached balances are wrong from now on.
          deps.balances.forget()
          void Promise.all([deps.refreshBalance(), deps.tokens.refresh()])
        }
        deps.events?.sendEvent({ type: 'track', event: 'SEND_SUCCESS', properties: { ...properties, hash } })
        deps.notifications.success(TOASTS.TRANSACTION_SENT)
        reset()
      } catch (error) {
        deps.events?.sendEvent({
          type: 'track',
          event: 'SEND_ERROR',
          properties: { ...properties, message: (error as Error | undefined)?.message ?? '' },
        })
        deps.notifications.error(failureText(error, account.namespace))
      } finally {
        loading.value = false
      }
    },
  }
}

export type SendController = ReturnType<typeof createSendController>

/**
 * Spec section 8: a revert's reason, or the refused input's text; otherwise the chain family's send
 * failure ('Something went wrong' on EVM, 'Failed to send transaction. Please try again.' elsewhere).
 */
function failureText(error: unknown, namespace: ChainNamespace): string {
  if (
    error instanceof TransactionRevertedError ||
    error instanceof InvalidSolanaTransferError ||
    error instanceof InvalidBitcoinTransferError
  )
    return error.shortMessage
  return (SEND_RULES[namespace] ?? SEND_RULES.eip155!).failedText
}
