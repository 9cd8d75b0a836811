import { PortkitError } from './base.ts'
import { catalogueText } from './catalogue-text.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** A Bitcoin send without a valid amount or receiver, refused before the wallet is asked (the spec's text). */
export class InvalidBitcoinTransferError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'InvalidBitcoinTransferError'
  constructor(options?: { cause?: unknown }) {
    super(catalogueText('INVALID_AMOUNT_OR_RECEIVER'), options)
  }
}

/** A Bitcoin send the wallet or the network did not carry out (the spec's text for non-EVM sends). */
export class BitcoinSendError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'BitcoinSendError'
  constructor(options?: { cause?: unknown }) {
    super(catalogueText('SOLANA_SEND_FAILED'), options)
  }
}

/** An action of another chain family (typed data, contracts, batches) asked of a Bitcoin account. */
export class BitcoinActionUnsupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'BitcoinActionUnsupportedError'
  constructor(action: string) {
    super(`${action} is not available on Bitcoin`)
  }
}

/** The account's unspent outputs cannot pay the amount and the fee, so no transfer can be built. */
export class InsufficientBitcoinFundsError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'InsufficientBitcoinFundsError'
  constructor() {
    super('The unspent outputs do not cover the amount and the fee')
  }
}
