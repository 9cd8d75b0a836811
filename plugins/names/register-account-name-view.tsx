import { useEffect, useMemo, useRef, useState } from 'react'
import { DEBOUNCE_MS, type NameRecord, type PluginViewProps } from '../../runtime/plugins/index.ts'
import { useSignalValue } from '../../runtime/ui/plugin-ui.ts'
import { NAMES_CSS } from './names-styles.ts'
import { checkAccountName, NAME_ZONE } from './name-rules.ts'
import {
  fetchAccountNames,
  fetchNameSuggestions,
  registerAccountName,
  type NameSuggestion,
} from './register-name.ts'
import type { NamesStringKey } from './strings.ts'
import { REGISTER_VIEW, SUCCESS_VIEW } from './view-names.ts'
import { useStyles } from '../../runtime/ui/plugin-ui.ts'

type Props = PluginViewProps<NamesStringKey>

/**
 * RegisterAccountName (spec sections 2, 4 and 5): the wanted name checked as typed, debounced suggestions
 * with its availability, and registration. Coming back after a failure, it shows the failure's text.
 */
export default function RegisterAccountNameView(props: Props) {
  // A failure replaces this view with one carrying the error: a fresh form, filled with the tried name.
  return <RegisterForm key={typeof props.params?.error === 'string' ? props.params.error : ''} {...props} />
}

type Lookup =
  | { label: string; status: 'loading' }
  | { label: string; status: 'done'; suggestions: NameSuggestion[] }
  | { label: string; status: 'failed'; error: string }

function RegisterForm({ portkit, t, api, params }: Props) {
  useStyles(NAMES_CSS)
  const chain = useSignalValue(portkit.state.activeChainState)
  const [input, setInput] = useState(typeof params?.label === 'string' ? params.label : '')
  const [failure, setFailure] = useState(typeof params?.error === 'string' ? params.error : undefined)
  const [lookup, setLookup] = useState<Lookup>()
  // Set by the first submit: a second one (a double click before the pending view shows) asks nothing.
  const registering = useRef(false)
  const [busy, setBusy] = useState(false)
  const check = useMemo(() => (input.trim() ? checkAccountName(input) : undefined), [input])
  const label = check?.ok ? check.label : undefined
  const name = check?.ok ? check.name : undefined

  // Suggestions (and the wanted name's availability) once typing pauses for the spec's debounce.
  useEffect(() => {
    if (!label) return undefined
    let current = true
    setLookup({ label, status: 'loading' })
    const timer = setTimeout(() => {
      api('dataApi')
        .then((client) => fetchNameSuggestions(client, label))
        .then(
          (suggestions) => current && setLookup({ label, status: 'done', suggestions }),
          (error: Error) => current && setLookup({ label, status: 'failed', error: error.message }),
        )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, label])

  if (chain?.status !== 'connected' || chain.namespace !== 'eip155' || !chain.address) {
    return <p className="muted">{t('notConnected')}</p>
  }

  const shown = lookup && lookup.label === label ? lookup : undefined
  const wanted = shown?.status === 'done' ? shown.suggestions.find((s) => s.name === name) : undefined
  const others =
    shown?.status === 'done' ? shown.suggestions.filter((s) => s.name !== name && !s.registered) : []
  const taken = wanted?.registered === true

  const register = (wantedName: string, typedLabel: string) => {
    if (registering.current) return
    registering.current = true
    setBusy(true)
    const pending = { name: SUCCESS_VIEW, params: { name: wantedName, status: 'pending' } }
    const { router, state } = portkit
    router.push(pending)
    const stillPending = () => state.currentView.value === pending
    api('dataApi')
      .then((client) => registerAccountName(portkit, client, wantedName))
      .then(
        () => {
          if (stillPending()) router.replace({ ...pending, params: { name: wantedName, status: 'success' } })
        },
        (error: Error) => {
          if (!stillPending()) return
          // Failure returns to RegisterAccountName (spec section 4), which shows why.
          const views = state.views.value
          if (views[views.length - 2]?.name === REGISTER_VIEW) router.goBack()
          router.replace({ name: REGISTER_VIEW, params: { label: typedLabel, error: error.message } })
        },
      )
  }

  return (
    <form
      className="view"
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault()
        if (check?.ok && !taken) register(check.name, check.label)
      }}
    >
      <label className="names-field">
        {t('nameLabel')}
        <span className="names-input">
          <input
            value={input}
            data-autofocus=""
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby="pk-names-hint"
            aria-invalid={check?.ok === false}
            onChange={(event) => {
              setInput(event.target.value)
              setFailure(undefined)
            }}
          />
          <span className="names-zone" aria-hidden="true">
            .{NAME_ZONE}
          </span>
        </span>
      </label>
      <p id="pk-names-hint" className="names-hint">
        {t('nameHint')}
      </p>
      {check && !check.ok ? (
        <p className="error" role="alert">
          {check.error.message}
        </p>
      ) : null}
      {failure ? (
        <p className="error" role="alert">
          {failure}
        </p>
      ) : null}
      {check?.ok ? (
        <p className="names-status" role="status" data-testid="name-availability">
          {!shown || shown.status === 'loading'
            ? t('searching')
            : shown.status === 'failed'
              ? ''
              : wanted
                ? `${check.name}: ${taken ? t('registered') : t('available')}`
                : ''}
        </p>
      ) : null}
      {shown?.status === 'failed' ? (
        <p className="error" role="alert">
          {shown.error}
        </p>
      ) : null}
      {others.length > 0 ? (
        <ul className="list" aria-label={t('suggestionsLabel')}>
          {others.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="row"
                onClick={() => {
                  setInput(suggestion.name.slice(0, -(NAME_ZONE.length + 1)))
                  setFailure(undefined)
                }}
              >
                <span className="name" dir="auto">
                  {suggestion.name}
                </span>
                <span className="tag">{t('available')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="primary" disabled={!check?.ok || taken || busy}>
        {t('register')}
      </button>
      <AccountNames address={chain.address} t={t} api={api} />
    </form>
  )
}

type Names =
  { status: 'loading' } | { status: 'done'; names: NameRecord[] } | { status: 'failed'; error: string }

/** The names the account already holds (spec section 7, reverse lookup): registered here, then ENS. */
function AccountNames({ address, t, api }: Pick<Props, 't' | 'api'> & { address: string }) {
  const [names, setNames] = useState<Names>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setNames({ status: 'loading' })
    api('dataApi')
      .then((client) => fetchAccountNames(client, address))
      .then(
        (found) => current && setNames({ status: 'done', names: found }),
        (error: Error) => current && setNames({ status: 'failed', error: error.message }),
      )
    return () => {
      current = false
    }
  }, [api, address])
  if (names.status === 'failed') return <p className="muted">{names.error}</p>
  if (names.status !== 'done' || names.names.length === 0) return null
  return (
    <ul className="list names-owned" aria-label={t('yourNames')}>
      {names.names.map((record) => (
        <li key={record.name} className="row" dir="auto">
          {record.name}
        </li>
      ))}
    </ul>
  )
}
