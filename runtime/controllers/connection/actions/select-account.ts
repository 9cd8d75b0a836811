import { NoActiveCaipAddressError, WalletAccountNotGrantedError } from '../../../core/errors.ts'
import type { ChainNamespace } from '../../../core/types.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import type { ConnectionHost } from './context.ts'

/**
 * Makes another account the wallet granted the connected one (the Account view's picker); refused
 * plainly for an address the wallet did not grant or a wallet that connects one account only.
 */
export async function selectAccount(
  { portkit, storage, adapterFor }: ConnectionHost,
  namespace: ChainNamespace,
  address: string,
): Promise<void> {
  const chain = portkit.chains.value[namespace]
  const connector = portkit.connectorFor(namespace)
  if (chain?.status !== 'connected' || !connector) throw new NoActiveCaipAddressError()
  const adapter = adapterFor(namespace)
  if (!adapter.selectAccount || !chain.allAccounts.some((account) => account.address === address))
    throw new WalletAccountNotGrantedError(address)
  await adapter.selectAccount(connector, address)
  await storage.set(STORAGE_KEYS.selectedAccount(namespace), address)
}
