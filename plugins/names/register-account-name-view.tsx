import { useEffect, useMemo, useRef, useState } from 'react'
import { DEBOUNCE_MS, type NameRecord, type PluginViewProps } from '../../runtime/plugins/index.ts'
import { useSignalValue, useStyles } from '../../runtime/ui/plugin-ui.ts'
import { NAMES_CSS } from './names-styles.ts'
import { checkAccountName, NAME_ZONE, type NameCheck } from './name-rules.ts'
import {
  fetchAccountNames,
  fetchNameSuggestions,
  registerAccountName,
  type NameSuggestion,
} from './register-name.ts'
import type { NamesStringKey } from './strings.ts'
import { REGISTER_VIEW, SUCCESS_VIEW } from './view-names.ts'

type Props = PluginViewProps<NamesStringKey>
type T = Props['t']
type Api = Props['api']
type Portkit = Props['portkit']

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
  const check = useMemo(() => (input.trim() ? checkAccountName(input) : undefined), [input])
  const label = check?.ok ? check.label : undefined
  const name = check?.ok ? check.name : undefined
  const lookup = useNameLookup(api, label)
  const { busy, register } = useRegister(portkit, api)
  if (chain?.status !== 'connected' || chain.namespace !== 'eip155' || !chain.address) {
    return <p className="muted">{t('notConnected')}</p>
  }
  const suggestions = lookup?.status === 'done' ? lookup.suggestions : []
  const wanted = suggestions.find((s) => s.name === name)
  const taken = wanted?.registered === true
  const type = (text: string) => {
    setInput(text)
    setFailure(undefined)
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
      <NameInput t={t} input={input} invalid={check?.ok === false} onInput={type} />
      {check && !check.ok ? <ErrorLine text={check.error.message} /> : null}
      {failure ? <ErrorLine text={failure} /> : null}
      <Availability t={t} check={check} lookup={lookup} wanted={wanted} />
      {lookup?.status === 'failed' ? <ErrorLine text={lookup.error} /> : null}
      <Suggestions
        t={t}
        suggestions={suggestions.filter((s) => s.name !== name && !s.registered)}
        onPick={type}
      />
      <button type="submit" className="primary" disabled={!check?.ok || taken || busy}>
        {t('register')}
      </button>
      <AccountNames address={chain.address} t={t} api={api} />
    </form>
  )
}

/**
 * Suggestions (and the wanted name's availability) once typing pauses for the spec's debounce; only the
 * lookup of the label typed now, undefined until one starts.
 */
function useNameLookup(api: Api, label: string | undefined): Lookup | undefined {
  const [lookup, setLookup] = useState<Lookup>()
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
  return lookup && lookup.label === label ? lookup : undefined
}

/** Registration: the pending view at once, then success there, or back to this form with the failure. */
function useRegister(portkit: Portkit, api: Api) {
  // Set by the first submit: a second one (a double click before the pending view shows) asks nothing.
  const registering = useRef(false)
  const [busy, setBusy] = useState(false)
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
  return { busy, register }
}

function NameInput({
  t,
  input,
  invalid,
  onInput,
}: {
  t: T
  input: string
  invalid: boolean
  onInput: (text: string) => void
}) {
  return (
    <>
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
            aria-invalid={invalid}
            onChange={(event) => onInput(event.target.value)}
          />
          <span className="names-zone" aria-hidden="true">
            .{NAME_ZONE}
          </span>
        </span>
      </label>
      <p id="pk-names-hint" className="names-hint">
        {t('nameHint')}
      </p>
    </>
  )
}

function ErrorLine({ text }: { text: string }) {
  return (
    <p className="error" role="alert">
      {text}
    </p>
  )
}

/** The wanted name's availability, once the name is valid: searching, then available or registered. */
function Availability({
  t,
  check,
  lookup,
  wanted,
}: {
  t: T
  check: NameCheck | undefined
  lookup: Lookup | undefined
  wanted: NameSuggestion | undefined
}) {
  if (!check?.ok) return null
  const text =
    !lookup || lookup.status === 'loading'
      ? t('searching')
      : wanted && lookup.status === 'done'
        ? `${check.name}: ${wanted.registered ? t('registered') : t('available')}`
        : ''
  return (
    <p className="names-status" role="status" data-testid="name-availability">
      {text}
    </p>
  )
}

/** Free names like the wanted one; picking one types its label into the field. */
function Suggestions({
  t,
  suggestions,
  onPick,
}: {
  t: T
  suggestions: NameSuggestion[]
  onPick: (label: string) => void
}) {
  if (suggestions.length === 0) return null
  return (
    <ul className="list" aria-label={t('suggestionsLabel')}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.name}>
          <button
            type="button"
            className="row"
            onClick={() => onPick(suggestion.name.slice(0, -(NAME_ZONE.length + 1)))}
          >
            <span className="name" dir="auto">
              {suggestion.name}
            </span>
            <span className="tag">{t('available')}</span>
          </button>
        </li>
      ))}
    </ul>
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
