import { PortkitError } from './errors.ts'

/** `wc:<64 hex topic>@2?...symKey=<64 hex>...`: the WalletConnect v2 pairing URI (EIP-1328). */
const PAIRING_URI = /^wc:[0-9a-f]{64}@2\?(?=.*\brelay-protocol=[a-z]+)(?=.*\bsymKey=[0-9a-f]{64}\b).+$/i

export class InvalidPairingUriError extends PortkitError {
  override name = 'InvalidPairingUriError'
  constructor(uri: string) {
    super(`Invalid WalletConnect pairing URI: ${uri.length > 80 ? `${uri.slice(0, 80)}…` : uri}`)
  }
}

export function isPairingUri(uri: unknown): uri is string {
  return typeof uri === 'string' && PAIRING_URI.test(uri)
}

export function assertPairingUri(uri: unknown): string {
  if (!isPairingUri(uri)) throw new InvalidPairingUriError(String(uri))
  return uri
}
