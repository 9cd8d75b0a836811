import { useEffect } from 'react'
import { formatTokenQuantity, truncateAddress } from '../../core/format.ts'
import { formatDecimal, formatUsd } from '../../core/i18n/intl-format.ts'
import type { ChainNamespace } from '../../core/types.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import type { SendForm } from '../../controllers/send-form.ts'
import { Avatar } from '../../ui/components/avatar.tsx'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { shownAvatarUrl } from '../../ui/components/shown-image-url.ts'
import { SEND_CSS } from './send-styles.ts'
import type { SendStringKey } from './strings.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** Send (spec sections 4 and 5): token picker from the token balances, amount, receiver, gas in USD. */
export default function SendView({ portkit, t }: PluginViewProps<SendStringKey>) {
  useStyles(SEND_CSS)
  const locale = portkit.i18n.locale.value
  const send = portkit.feature('send')
  const tokens = portkit.feature('tokens')
  const tokenBalances = useSignalValue(tokens.tokenBalances)
  const form = useSignalValue(send.form)
  const check = useSignalValue(send.check)
  const loading = useSignalValue(send.loading)
  const namespace = useSignalValue(portkit.state.activeChain)
  useEffect(() => {
    if (tokens.tokenBalances.value.length === 0) void tokens.refresh()
  }, [tokens])

  const selected = form.token ? tokenKey(form.token) : ''
  return (
    <form
      className="view"
      aria-label={t('formLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        void send.send()
      }}
    >
      <label className="field">
        {t('token')}
        <select
          value={selected}
          data-autofocus=""
          onChange={(event) =>
            send.setToken(tokenBalances.find((token) => tokenKey(token) === event.target.value))
          }
        >
          <option value="">{t('selectTokenOption')}</option>
          {tokenBalances.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {token.symbol} ({formatDecimal(formatTokenQuantity(token.quantity.numeric), locale)})
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('amount')}
        <input
          inputMode="decimal"
          autoComplete="off"
          value={form.sendTokenAmount}
          onChange={(event) => send.setAmount(event.target.value)}
        />
      </label>
      <label className="field">
        {t('receiver')}
        <input
          autoComplete="off"
          spellCheck={false}
          placeholder={t(RECEIVER_PLACEHOLDERS[namespace ?? 'eip155'] ?? 'receiverPlaceholderEip155')}
          value={form.receiverProfileName ?? form.receiverAddress}
          onChange={(event) => send.setReceiver(event.target.value)}
        />
      </label>
      {form.receiverProfileName ? <ResolvedReceiver portkit={portkit} form={form} /> : null}
      {form.gasPriceInUSD !== undefined ? (
        <p className="muted" data-testid="send-gas">
          {t('networkFee', { fee: formatUsd(form.gasPriceInUSD.toFixed(4), locale) })}
        </p>
      ) : null}
      <ErrorText message={!check.ready && check.error} />
      <button type="submit" className="primary" disabled={!check.ready || loading}>
        {t(check.ready ? 'send' : check.label)}
      </button>
    </form>
  )
}

/** The address a typed name resolved to, with the name's avatar (the one safe-image rule decides). */
function ResolvedReceiver({ portkit, form }: { portkit: PluginViewProps['portkit']; form: SendForm }) {
  const image = shownAvatarUrl(portkit, form.receiverProfileImageUrl)
  return (
    <p className="send-receiver" data-testid="send-receiver">
      {image ? (
        <img className="avatar" src={image} alt="" referrerPolicy="no-referrer" />
      ) : (
        <Avatar address={form.receiverAddress} />
      )}
      <span title={form.receiverAddress}>{truncateAddress(form.receiverAddress)}</span>
    </p>
  )
}

/** What the receiver field shows per chain family: the shape of its addresses. */
const RECEIVER_PLACEHOLDERS: Partial<Record<ChainNamespace, SendStringKey>> = {
  eip155: 'receiverPlaceholderEip155',
  solana: 'receiverPlaceholderSolana',
  bip122: 'receiverPlaceholderBip122',
}

function tokenKey(token: { address?: string; symbol: string }): string {
  return token.address ?? `native:${token.symbol}`
}
