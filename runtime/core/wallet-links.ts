import { isPairingUri } from './pairing-uri.ts'

/** Schemes that could run code or read local data if used as a link; a catalogue entry never needs them. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * The link that opens a wallet with a pairing URI (WalletConnect mobile linking): a universal link
 * (`https://wallet.example/` -> `https://wallet.example/wc?uri=…`) or a native deep link
 * (`metamask://` -> `metamask://wc?uri=…`). Undefined for a link or URI that cannot be used safely.
 */
export function walletConnectLink(link: string | undefined, uri: string | undefined): string | undefined {
  if (!link || !isPairingUri(uri)) return undefined
  const trimmed = link.trim()
  const scheme =
    SCHEME.exec(trimmed)?.[1]?.toLowerCase() ?? (/^[a-z][a-z0-9+.-]*$/i.test(trimmed) ? trimmed : undefined)
  if (!scheme || UNSAFE_SCHEMES.has(scheme.toLowerCase())) return undefined
  const encoded = encodeURIComponent(uri)
  if (scheme === 'http' || scheme === 'https') {
    if (!URL.canParse(trimmed)) return undefined
    return `${trimmed.endsWith('/') ? trimmed : `${trimmed}/`}wc?uri=${encoded}`
  }
  // `trust:` and `trust` name the scheme only; `rainbow://open` keeps its path.
  const base = trimmed.includes('://') ? trimmed : `${trimmed.replace(/:+$/, '')}://`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}
