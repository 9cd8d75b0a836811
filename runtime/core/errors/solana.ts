import { SOLANA_PREFLIGHT_COMMITMENTS } from '../validation/solana-commitment.ts'
import { PortkitError } from './base.ts'
import { catalogueText } from './catalogue-text.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** Spec section 5: a Solana send without a valid amount or receiver, refused before the wallet is asked. */
export class InvalidSolanaTransferError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'InvalidSolanaTransferError'
  constructor() {
    super(catalogueText('INVALID_AMOUNT_OR_RECEIVER'))
  }
}

/** Spec section 8: a Solana send the wallet or the network did not carry out. */
export class SolanaSendError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'SolanaSendError'
  constructor(options?: { cause?: unknown }) {
    super(catalogueText('SOLANA_SEND_FAILED'), options)
  }
}

/** Spec section 5: signAndSend's preflight commitment is one of the listed values. */
export class InvalidSolanaCommitmentError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'InvalidSolanaCommitmentError'
  constructor(value: unknown) {
    super(
      `Invalid preflight commitment ${JSON.stringify(value)}: use one of ${SOLANA_PREFLIGHT_COMMITMENTS.join(', ')}`,
    )
  }
}

/** An action of another chain family (typed data, contracts, EIP-5792 batches) asked of a Solana account. */
export class SolanaActionUnsupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'SolanaActionUnsupportedError'
  constructor(action: string) {
    super(`${action} is not available on Solana`)
  }
}
