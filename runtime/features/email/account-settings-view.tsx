import { useEffect } from 'react'
import type { FrameAccountType } from '../../connectors/auth/frame-protocol.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useStyles } from '../../ui/adopt-styles.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import type { EmailAccount } from './email-account.ts'
import { EMAIL_CSS } from './email-styles.ts'
import type { EmailStringKey } from './strings.ts'
import { UPDATE_EMAIL_VIEW } from './view-names.ts'

type T = PluginViewProps<EmailStringKey>['t']

/**
 * Account settings of the embedded wallet: its email (with Update email) and the account type switch. A
 * Farcaster login has no email: neither shows then. The switch is offered only on a network in the eip155
 * state's smartAccountEnabledNetworks; elsewhere a note says why it is missing, rather than a button that
 * would only come back with the EOA. On Solana (the embedded wallet's ed25519 account) there is none.
 */
export default function AccountSettingsView({ portkit, t }: PluginViewProps<EmailStringKey>) {
  useStyles(EMAIL_CSS)
  const account = portkit.feature('email').account
  const busy = useSignalValue(account.busy)
  const error = useSignalValue(account.error)
  const settings = useAccountSettings(portkit, account)
  return (
    <div className="view email-form" aria-label={t('settingsTitle')}>
      <AccountDetails portkit={portkit} t={t} settings={settings} />
      {settings.email ? (
        <button
          type="button"
          className="row"
          disabled={busy}
          onClick={() => portkit.router.push({ name: UPDATE_EMAIL_VIEW })}
        >
          <span className="name">{t('updateEmail')}</span>
        </button>
      ) : null}
      {settings.evmHere ? (
        <AccountTypeSwitch portkit={portkit} t={t} settings={settings} account={account} busy={busy} />
      ) : null}
      <ErrorText message={error} />
    </div>
  )
}

type AccountSettings = ReturnType<typeof useAccountSettings>

/** What the settings show, re-read when the account, the chain or the networks with smart accounts change. */
function useAccountSettings(portkit: PluginPortkit, account: EmailAccount) {
  useSignalValue(account.email)
  const social = useSignalValue(account.social)
  useEffect(() => void account.loadSocial(), [account])
  // Re-rendered when the address changes (a switch): the type shown is the frame's new answer.
  const chain = useSignalValue(portkit.state.activeChainState)
  const evm = useSignalValue(portkit.state.chains).eip155
  // Account types (smart account or EOA) are an EVM matter: on Solana none is shown.
  const evmHere = chain?.namespace === 'eip155'
  const smartAccountsHere =
    evmHere &&
    chain.caipNetwork !== undefined &&
    (evm?.smartAccountEnabledNetworks ?? []).includes(Number(chain.caipNetwork.id))
  return {
    social,
    address: chain?.address,
    evmHere,
    smartAccountsHere,
    type: account.activeType(),
    email: account.userEmail(),
  }
}

/** How the visitor signed in, the wallet's email, and its account type on an EVM network. */
function AccountDetails({
  portkit,
  t,
  settings,
}: {
  portkit: PluginPortkit
  t: T
  settings: AccountSettings
}) {
  const { social, email, evmHere, type, address } = settings
  return (
    <dl className="approve-details">
      {social ? (
        <div>
          <dt>{t('signedInWith')}</dt>
          {/* The social feature's name of the provider (e.g. GitHub), in the active locale. */}
          <dd data-testid="account-settings-social">{portkit.i18n.t('social', social.provider)}</dd>
        </div>
      ) : null}
      {social?.username ? (
        <div>
          <dt>{t('socialUsername')}</dt>
          <dd>{social.username}</dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{t('settingsEmail')}</dt>
          <dd data-testid="account-settings-email">{email}</dd>
        </div>
      ) : null}
      {evmHere ? (
        <div>
          <dt>{t('accountType')}</dt>
          <dd data-testid="account-settings-type" title={address}>
            {type === 'smartAccount' ? t('smartAccountName') : t('eoaName')}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

/** The switch between the EOA and the smart account, or the note saying this network has none. */
function AccountTypeSwitch({
  portkit,
  t,
  settings: { smartAccountsHere, type },
  account,
  busy,
}: {
  portkit: PluginPortkit
  t: T
  settings: AccountSettings
  account: EmailAccount
  busy: boolean
}) {
  const switching = useSignalValue(account.accountTypes.loading)
  if (!smartAccountsHere && type !== 'smartAccount')
    return (
      <p className="note" data-testid="account-settings-no-smart-account">
        {portkit.i18n.t('core', 'SMART_ACCOUNTS_UNSUPPORTED')}
      </p>
    )
  const next: FrameAccountType = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  return (
    <button
      type="button"
      className="row"
      disabled={busy || switching}
      aria-busy={switching}
      onClick={() => void account.switchAccountType(next)}
    >
      <span className="name">
        {switching ? t('switching') : next === 'eoa' ? t('switchToEoa') : t('switchToSmartAccount')}
      </span>
    </button>
  )
}
