import { parseUnits } from 'viem'
import { InvalidDecimalError } from '../core/errors.ts'
import type { CoreStringKey } from '../core/i18n/core-strings.ts'
import { keyed, outsideText, type ShownMessage } from '../core/i18n/shown-message.ts'
import type { ChainNamespace } from '../core/types.ts'
import { isDecimal } from '../core/validation/decimal.ts'
import type { TokenBalance } from '../services/balance.ts'

/** Spec section 3, Send state: what the visitor filled in and what the runtime worked out for it. */
export interface SendForm {
  token: TokenBalance | undefined
  sendTokenAmount: string
  receiverAddress: string
  /** The name the visitor typed as receiver, once it resolved to `receiverAddress`. */
  receiverProfileName: string | undefined
  /** That name's avatar record, when it has one. */
  receiverProfileImageUrl: string | undefined
  /** Wei per gas unit of the network, once known. */
  gasPrice: bigint | undefined
  /** The transfer's fee in the native token's smallest unit, once estimated. */
  fee: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: number | undefined
}

export const EMPTY_SEND_FORM: SendForm = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  gasPrice: undefined,
  fee: undefined,
  gasPriceInUSD: undefined,
  networkBalanceInUSD: undefined,
}

/** Labels of the send button while the form is not ready (the last one is the ready state). */
export const SEND_LABELS = {
  selectToken: 'Select Token',
  addAmount: 'Add Amount',
  addAddress: 'Add Address',
  invalidAddress: 'Invalid Address',
  insufficientFunds: 'Insufficient Funds',
  insufficientGas: 'Insufficient Gas Funds',
  estimating: 'Estimating gas…',
  send: 'Send',
} as const

/** A send button label's key in the send feature's strings (SEND_LABELS holds their English). */
export type SendLabelKey = keyof typeof SEND_LABELS

export type SendCheck = { ready: true } | { ready: false; label: SendLabelKey; error?: ShownMessage }

/** Spec section 5: ERC20 needs token address, amount and receiver (the token is native without an address). */
export function isErc20(token: TokenBalance | undefined): boolean {
  return token?.address !== undefined
}

/** The plain contract address of a token's CAIP-10 address. */
export function tokenContract(token: TokenBalance): string | undefined {
  return token.address?.split(':')[2]
}

/**
 * Spec section 5, insufficient gas: the native balance in USD is zero, or the gas price in USD is greater
 * than that balance. Smart accounts are never insufficient (their gas is sponsored or bundled).
 */
export function hasInsufficientGas(form: SendForm, isSmartAccount: boolean): boolean {
  if (isSmartAccount) return false
  const balance = form.networkBalanceInUSD ?? 0
  return balance === 0 || (form.gasPriceInUSD ?? 0) > balance
}

/**
 * Insufficient gas where the fee has no USD value (Bitcoin), spec section 5 read in the native token: the
 * amount plus the estimated fee, both in its smallest unit, above the balance.
 */
export function hasInsufficientNativeFunds(form: SendForm, decimals: number): boolean {
  const balance = amountUnits(form.token?.quantity.numeric ?? '0', decimals)
  return amountUnits(form.sendTokenAmount, decimals) + (form.fee ?? 0n) > balance
}

/** What differs between chain families in the send form and its outcome (spec sections 5 and 8). */
interface SendRules {
  /** The message shown with a typed amount or receiver that cannot be sent. */
  invalidInputKey?: CoreStringKey
  /** The toast of a failed send (a revert shows its reason instead). */
  failedKey: CoreStringKey
  /**
   * Whether the fee is checked against the native balance in USD (spec section 5). Bitcoin has no price
   * source (the data API serves eip155 and solana) and no tokens: there, amount plus the adapter's fee
   * (from the account's unspent outputs and the API's fee rate) is checked against the native balance.
   */
  feeInUsd: boolean
}

/** The chain families the send form serves, and their rules. */
export const SEND_RULES: Partial<Record<ChainNamespace, SendRules>> = {
  eip155: { failedKey: 'SOMETHING_WENT_WRONG', feeInUsd: true },
  solana: { invalidInputKey: 'INVALID_AMOUNT_OR_RECEIVER', failedKey: 'SOLANA_SEND_FAILED', feeInUsd: true },
  bip122: { invalidInputKey: 'INVALID_AMOUNT_OR_RECEIVER', failedKey: 'SOLANA_SEND_FAILED', feeInUsd: false },
}

/**
 * Whether the form can be sent, or the label's key (and error message) to show instead. `isReceiver` is the
 * active chain's address rule (its adapter's). Where the chain family has one (Solana, Bitcoin), a typed
 * amount or receiver that cannot be sent also shows its message ('Please enter a valid amount and receiver
 * address').
 */
export function checkSendForm(
  form: SendForm,
  options: { isSmartAccount: boolean; namespace?: ChainNamespace; isReceiver: (address: string) => boolean },
): SendCheck {
  const { token, sendTokenAmount: amount, receiverAddress: receiver } = form
  const rules = SEND_RULES[options.namespace ?? 'eip155']
  const inputError =
    rules?.invalidInputKey &&
    ((amount !== '' && !(isDecimal(amount) && Number(amount) > 0)) ||
      (receiver !== '' && !options.isReceiver(receiver)))
      ? keyed(rules.invalidInputKey)
      : undefined
  if (amount !== '' && !isDecimal(amount))
    return {
      ready: false,
      label: 'addAmount',
      // The error class's own words, shown as before: the catalogue has no key for them yet.
      error: inputError ?? outsideText(new InvalidDecimalError().shortMessage),
    }
  if (!token) return { ready: false, label: 'selectToken', ...error(inputError) }
  if (amount === '' || Number(amount) <= 0) return { ready: false, label: 'addAmount', ...error(inputError) }
  if (receiver === '') return { ready: false, label: 'addAddress' }
  if (!options.isReceiver(receiver)) return { ready: false, label: 'invalidAddress', ...error(inputError) }
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals)) return { ready: false, label: 'selectToken' }
  if (amountUnits(amount, decimals) > amountUnits(token.quantity.numeric, decimals))
    return { ready: false, label: 'insufficientFunds' }
  const feeInUsd = rules?.feeInUsd !== false
  if (
    isErc20(token)
      ? !tokenContract(token)
      : form.gasPrice === undefined || (!feeInUsd && form.fee === undefined)
  )
    return { ready: false, label: 'estimating' }
  if (
    feeInUsd ? hasInsufficientGas(form, options.isSmartAccount) : hasInsufficientNativeFunds(form, decimals)
  )
    return { ready: false, label: 'insufficientGas' }
  return { ready: true }
}

const error = (message: ShownMessage | undefined) => (message ? { error: message } : {})

/** A decimal amount in the token's smallest unit; excess fraction digits are cut, never rounded up. */
export function amountUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.')
  return parseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
}
