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
