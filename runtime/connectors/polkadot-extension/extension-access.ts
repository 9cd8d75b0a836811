import { web3Accounts, web3Enable, web3FromSource } from '@polkadot/extension-dapp'
import { UserRejectedError } from '../../core/errors.ts'
import type { PolkadotAccount } from './polkadot-extension-provider.ts'

/**
 * The part of the Polkadot provider that needs @polkadot/extension-dapp (and the crypto it loads): a
 * chunk of its own, loaded when the visitor picks a Polkadot extension, never for discovery.
 */

/**
 * Access to the extension `source` for the app `appName` (web3Enable asks every injected extension, as
 * the library does; an extension that declines or fails is left out, which here is a refusal).
 */
export async function enableExtension(appName: string, source: string) {
  await web3Enable(appName)
  try {
    return await web3FromSource(source)
  } catch (cause) {
    throw new UserRejectedError({ cause })
  }
}

/** The extension's substrate accounts (no Ethereum-style ones), encoded in the chain's SS58 format. */
export async function extensionAccounts(source: string, ss58Format: number): Promise<PolkadotAccount[]> {
  const accounts = await web3Accounts({
    extensions: [source],
    ss58Format,
    accountType: ['sr25519', 'ed25519', 'ecdsa'],
  })
  return accounts.map(({ address, meta }) => ({ address, ...(meta.name ? { name: meta.name } : {}) }))
}
