import { isSolanaAddress } from '../../core/address.ts'
import { parseCaipAddress, type ParsedCaipAddress } from '../../core/caip.ts'
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

/** The solana accounts a session grants (`session.namespaces`): with a Solana address (spec 5). */
export const solanaAccountsOf = (namespaces: unknown) =>
  sessionAccountsOf(namespaces, 'solana', isSolanaAddress)

/**
 * The accounts a session grants in one of its namespaces, in the wallet's order and once each: its CAIP-10
 * account ids (spec 5) of that namespace whose address `isAddress` takes for the account's chain. The SDK
 * checks no more than three parts with an address: another namespace's account or an address of another
 * kind is not granted, and a session without the namespace (as its own key) grants none.
 */
export function sessionAccountsOf(
  namespaces: unknown,
  namespace: string,
  isAddress: (address: string, reference: string) => boolean,
): ParsedCaipAddress[] {
  const granted =
    isObject(namespaces) && Object.hasOwn(namespaces, namespace) ? namespaces[namespace] : undefined
  const accounts = isObject(granted) ? granted.accounts : undefined
  const seen = new Set<string>()
  const found: ParsedCaipAddress[] = []
  for (const account of Array.isArray(accounts) ? (accounts as unknown[]) : []) {
    if (typeof account !== 'string' || seen.has(account)) continue
    seen.add(account)
    const parsed = caip10(account)
    if (parsed?.namespace === namespace && isAddress(parsed.address, parsed.reference)) found.push(parsed)
  }
  return found
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function caip10(account: string): ParsedCaipAddress | undefined {
  try {
    return parseCaipAddress(account)
  } catch {
    return undefined
  }
}
