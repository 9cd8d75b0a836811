/**
 * An EIP-1193 error as a dapp expects it: an Error with the wallet's numeric code and its own words. Not a
 * PortkitError on purpose: it carries no catalogue text (no `shortMessage`), so what the visitor reads for
 * it is the failing flow's own catalogue fallback, as for any wallet's error.
 */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/**
 * A wallet request that failed without an EIP-1193 code (the WalletConnect SDK rejecting with something
 * that is not an Error): its words, or 'The wallet request failed'. Like WalletRpcError, no catalogue text.
 */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
}
