import { useState } from 'react'
import { truncateAddress } from '../../core/format.ts'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { errorMessage } from '../../core/i18n/shown-message.ts'
import type { ChainNamespace, WalletAccount } from '../../core/types.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { ErrorText } from './error-text.tsx'
import { onListKeyDown } from './list-keys.ts'

/**
 * The accounts a wallet granted at once (a Polkadot extension grants several), each under the name the
 * visitor gave it there, shown as text: picking one makes it the connected account. Nothing for a single one.
 */
export function WalletAccounts({
  portkit,
  namespace,
  accounts,
  connected,
}: {
  portkit: Portkit
  namespace: ChainNamespace
  accounts: WalletAccount[]
  connected: string
}) {
  const t = useStrings(portkit)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<ShownMessage>()
  if (accounts.length < 2) return null

  const choose = (address: string) => {
    setPending(address)
    setError(undefined)
    portkit.connection
      .selectAccount(namespace, address)
      .catch((e: unknown) => setError(errorMessage(e, 'SOMETHING_WENT_WRONG')))
      .finally(() => setPending(undefined))
  }

  return (
    <>
      <ul className="list" aria-label={t('walletAccounts')} onKeyDown={onListKeyDown}>
        {accounts.map((account) => (
          <li key={account.address}>
            <button
              type="button"
              className="row"
              aria-current={account.address === connected}
              disabled={pending !== undefined}
              title={account.address}
              onClick={() => choose(account.address)}
            >
              {account.name ? (
                <span className="name" dir="auto">
                  {account.name}
                </span>
              ) : null}
              <span className={account.name ? 'tag' : 'name'}>{truncateAddress(account.address)}</span>
            </button>
          </li>
        ))}
      </ul>
      <ErrorText message={error} />
    </>
  )
}
