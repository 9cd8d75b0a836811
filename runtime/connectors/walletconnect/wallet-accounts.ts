import { parseCaipAddress } from '../../core/caip.ts'
import { InvalidCaipAddressError } from '../../core/errors.ts'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The EVM addresses of the accounts a wallet sends in an `accountsChanged` session event, in its order and
 * once each; the event's accounts of other namespaces are checked, not returned. Every account must be a
 * CAIP-10 account id (spec 5), an eip155 one with a 0x-prefixed 40-hex address: otherwise the whole event
 * fails with 'Invalid CAIP-10 address'.
 */
export function evmAddressesOf(accounts: unknown): string[] {
  if (!Array.isArray(accounts)) throw new InvalidCaipAddressError()
  const addresses = new Set<string>()
  for (const account of accounts) {
    if (typeof account !== 'string') throw new InvalidCaipAddressError()
    const { namespace, address } = parseCaipAddress(account)
    if (namespace !== 'eip155') continue
    if (!EVM_ADDRESS.test(address)) throw new InvalidCaipAddressError()
    addresses.add(address)
  }
  return [...addresses]
}
