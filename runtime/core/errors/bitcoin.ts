import { PortkitError } from './base.ts'
import { TOASTS } from './toasts.ts'

/** A Bitcoin send without a valid amount or receiver, refused before the wallet is asked (the spec's text). */
export class InvalidBitcoinTransferError extends PortkitError {
  override name = 'InvalidBitcoinTransferError'
  constructor(options?: { cause?: unknown }) {
    super(TOASTS.INVALID_AMOUNT_OR_RECEIVER, options)
  }
}

/** A Bitcoin send the wallet or the network did not carry out (the spec's text for non-EVM sends). */
export class BitcoinSendError extends PortkitError {
  override name = 'BitcoinSendError'
  constructor(options?: { cause?: unknown }) {
    super(TOASTS.SOLANA_SEND_FAILED, options)
  }
}

/** An action of another chain family (typed data, contracts, batches) asked of a Bitcoin account. */
export class BitcoinActionUnsupportedError extends PortkitError {
  override name = 'BitcoinActionUnsupportedError'
  constructor(action: string) {
    super(`${action} is not available on Bitcoin`)
  }
}

/** A Bitcoin transfer the sender's unspent outputs cannot pay for (amount plus fee). */
export class BitcoinFundsShortError extends PortkitError {
  override name = 'BitcoinFundsShortError'
  constructor() {
    super('The unspent outputs do not cover the amount and the fee')
  }
}
