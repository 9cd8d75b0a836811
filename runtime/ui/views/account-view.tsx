import { useState } from 'react'
import { explorerAddressUrl } from '../../core/explorer-url.ts'
import { truncateAddress } from '../../core/format.ts'
import type { Portkit } from '../../create-portkit.ts'
import type { ChainState } from '../../state/chain-state.ts'
import { PluginAccountMenu } from '../components/plugin-account-menu.tsx'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { formatDecimal } from '../../core/i18n/intl-format.ts'
import { Avatar } from '../components/avatar.tsx'
import { AccountTabs } from '../components/account-tabs.tsx'
import { CopyIcon } from '../components/copy-icon.tsx'
import { NetworkRow } from '../components/network-row.tsx'
import { shownAvatarUrl } from '../components/shown-image-url.ts'
import { ErrorText } from '../components/error-text.tsx'
import { WalletAccounts } from '../components/wallet-accounts.tsx'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { failureMessage } from '../../core/i18n/shown-message.ts'

export function AccountView({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const chain = useSignalValue(portkit.state.activeChainState)
  const [error, setError] = useState<ShownMessage>()
  const address = chain?.address
  if (!address) return <NoAccountHere portkit={portkit} />
  const explorer = chain.caipNetwork?.blockExplorers?.default
  const explorerUrl = explorerAddressUrl(chain.caipNetwork, address)
  const disconnect = () => {
    portkit.startConnection.disconnect(chain.namespace).catch((e: unknown) => setError(failureMessage(e)))
  }
  return (
    <div className="view">
      <AccountSummary portkit={portkit} chain={chain} address={address} />
      {explorer && explorerUrl ? (
        <a className="row" href={explorerUrl} target="_blank" rel="noopener noreferrer">
          <span className="name" dir="auto">
            {t('viewOnExplorer', { explorer: explorer.name })}
          </span>
        </a>
      ) : null}
      <WalletAccounts
        portkit={portkit}
        namespace={chain.namespace}
        accounts={chain.allAccounts}
        connected={address}
      />
      <NetworkRow portkit={portkit} network={chain.caipNetwork} />
      <PluginAccountMenu portkit={portkit} />
      <AccountTabs portkit={portkit} />
      <button type="button" className="row" onClick={disconnect}>
        {/* An email login's embedded wallet is signed out of, not disconnected from. */}
        <span className="name">
          {portkit.state.connectorFor(chain.namespace)?.type === 'AUTH' ? t('signOut') : t('disconnect')}
        </span>
      </button>
      <ErrorText message={error} />
    </div>
  )
}

/** The account at the top: its avatar, name, address (with copy) and balance. */
function AccountSummary({
  portkit,
  chain,
  address,
}: {
  portkit: Portkit
  chain: ChainState
  address: string
}) {
  const t = useStrings(portkit)
  const locale = useSignalValue(portkit.i18n.locale)
  const profileName = useSignalValue(portkit.account.profileName)
  // The safe-image rule for avatars: the catalogue's, data: images, or https from the account's name records.
  const profileImage = shownAvatarUrl(portkit, useSignalValue(portkit.account.profileImage))
  // Without a name from identity, the one the visitor gave the account in the wallet (outside text).
  const name = profileName ?? chain.allAccounts.find((account) => account.address === address)?.name
  return (
    <div className="account">
      {profileImage ? (
        <img className="avatar" src={profileImage} alt="" referrerPolicy="no-referrer" loading="lazy" />
      ) : (
        <Avatar address={address} />
      )}
      {name ? (
        <span className="profile-name" data-testid="account-view-name" dir="auto">
          {name}
        </span>
      ) : null}
      <div className="address">
        <span data-testid="account-view-address" title={address}>
          {truncateAddress(address)}
        </span>
        <CopyAddressButton portkit={portkit} address={address} />
      </div>
      <div className="balance" data-testid="account-view-balance" aria-busy={chain.balanceLoading}>
        {chain.balance
          ? `${formatDecimal(chain.balance.formatted, locale)} ${chain.balance.symbol}`
          : t('loadingBalance')}
      </div>
    </div>
  )
}

function CopyAddressButton({ portkit, address }: { portkit: Portkit; address: string }) {
  const t = useStrings(portkit)
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={copied ? t('addressCopied') : t('copyAddress')}
      onClick={copy}
    >
      <CopyIcon done={copied} />
    </button>
  )
}

/**
 * Account on a network whose namespace has no account (a host switched to Solana while only an EVM wallet
 * is connected): the network, and the way to connect a wallet for it, never an empty dialog. Nothing
 * connected at all (the moment a disconnect closes the modal): nothing to show.
 */
function NoAccountHere({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const network = useSignalValue(portkit.state.activeCaipNetwork)
  const connected = useSignalValue(portkit.connection.status) === 'connected'
  if (!connected) return null
  return (
    <div className="view">
      <NetworkRow portkit={portkit} network={network} />
      <button type="button" className="primary" onClick={() => portkit.router.reset({ name: 'Connect' })}>
        {t('connectWallet')}
      </button>
    </div>
  )
}
