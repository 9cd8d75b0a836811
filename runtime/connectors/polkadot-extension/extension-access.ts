import { web3Enable, web3FromSource } from '@polkadot/extension-dapp'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { InvalidPolkadotAccountError, UserRejectedError } from '../../core/errors.ts'
import type { PolkadotAccount } from './polkadot-extension-provider.ts'
import { isSs58Address } from './ss58-address.ts'

/**
 * The part of the Polkadot provider that needs @polkadot/extension-dapp (and the crypto it loads): a
 * chunk of its own, loaded when the visitor picks a Polkadot extension, never for discovery.
 */

type Extension = Awaited<ReturnType<typeof web3FromSource>>

/** Substrate key types; an extension's Ethereum-style accounts are not Polkadot accounts. */
const SUBSTRATE_KEY_TYPES: readonly unknown[] = ['sr25519', 'ed25519', 'ecdsa']

/**
 * Access to the extension `source` for the app `appName` (web3Enable asks every injected extension, as
 * the library does; an extension that declines or fails is left out, which here is a refusal).
 */
export async function enableExtension(appName: string, source: string): Promise<Extension> {
  await web3Enable(appName)
  try {
    return await web3FromSource(source)
  } catch (cause) {
    throw new UserRejectedError({ cause })
  }
}

/** `address` (any SS58 format) in `ss58Format`; undefined when it is no 32-byte account address. */
function reencode(address: unknown, ss58Format: number): string | undefined {
  if (typeof address !== 'string') return undefined
  try {
    const encoded = encodeAddress(decodeAddress(address), ss58Format)
    return isSs58Address(encoded) ? encoded : undefined
  } catch {
    return undefined
  }
}

/**
 * The extension's substrate accounts (`listed`, outside input), encoded in the chain's SS58 format, with the
 * names the visitor gave them. An account whose address is no Polkadot address is left out (and logged);
 * when that leaves none of several, InvalidPolkadotAccountError says so rather than "no account".
 */
function polkadotAccounts(listed: unknown, ss58Format: number): PolkadotAccount[] {
  const substrate = (Array.isArray(listed) ? listed : []).filter(
    (account: { type?: unknown }) =>
      account?.type === undefined || SUBSTRATE_KEY_TYPES.includes(account.type),
  ) as { address?: unknown; name?: unknown }[]
  const accounts: PolkadotAccount[] = []
  for (const { address, name } of substrate) {
    const encoded = reencode(address, ss58Format)
    if (!encoded) {
      console.warn('[portkit] the Polkadot extension gave an account that is no Polkadot address', address)
      continue
    }
    accounts.push({ address: encoded, ...(typeof name === 'string' && name.trim() ? { name } : {}) })
  }
  if (substrate.length > 0 && accounts.length === 0) throw new InvalidPolkadotAccountError()
  return accounts
}

/** The extension's accounts now, in `ss58Format` (see polkadotAccounts). */
export async function extensionAccounts(
  extension: Extension,
  ss58Format: number,
): Promise<PolkadotAccount[]> {
  return polkadotAccounts(await extension.accounts.get(), ss58Format)
}

/**
 * Follows the accounts the visitor adds, removes or renames in the extension: `onChange` gets each new list
 * in the format `ss58Format()` names then. Returns the unsubscribe function.
 */
export function watchExtensionAccounts(
  extension: Extension,
  ss58Format: () => number,
  onChange: (accounts: PolkadotAccount[]) => void,
): () => void {
  return extension.accounts.subscribe((listed) => {
    try {
      onChange(polkadotAccounts(listed, ss58Format()))
    } catch (error) {
      console.warn('[portkit] the Polkadot extension changed its accounts to none usable', error)
      onChange([])
    }
  })
}
