import type { Address } from 'viem'

/**
 * The server's `onramp` setting: which provider sells the crypto. `devnet` (the default when `provider` is
 * left out) is the devnet's own provider page; `coinbase` and `meld` call those companies' APIs with keys
 * taken from the environment only (ONRAMP_KEY_VARIABLES).
 */
export type OnrampSettings = DevnetOnrampSettings | CoinbaseOnrampSettings | MeldOnrampSettings

/** A provider page that takes the devnet provider's order parameters (the devnet's stand-in). */
export interface DevnetOnrampSettings {
  provider?: 'devnet'
  /** The provider page's origin: generated buy URLs lead to `<providerUrl>/buy`. */
  providerUrl: string
  /** The account its purchases are sent from, so history can tell them apart (`onramp` filter). */
  treasury: Address
}

/** What the remote providers share. */
interface RemoteProviderSettings {
  /** ISO 3166-1 alpha-2 country the options and quotes are for; default US. */
  country?: string
  /** ISO 3166-2 subdivision (a US state code such as NY), for the country's state-specific rules. */
  subdivision?: string
  /** The provider's API origin; the real one by default (a stand-in's for tests). */
  apiUrl?: string
  /** How long a provider call may take before the client gets a 502 (ms); default 10000. */
  timeoutMs?: number
}

/** Coinbase Onramp through the Coinbase Developer Platform (CDP) APIs, with a CDP secret API key. */
export interface CoinbaseOnrampSettings extends RemoteProviderSettings {
  provider: 'coinbase'
  /** The CDP API key's name or id (PORTKIT_ONRAMP_COINBASE_KEY_NAME; never read from the file). */
  keyName?: string
  /** Its private key: EC in PEM or Ed25519 in base64 (PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY, a secret). */
  privateKey?: string
}

/** Meld's crypto on-ramp aggregator, with a Meld API key. */
export interface MeldOnrampSettings extends RemoteProviderSettings {
  provider: 'meld'
  /** PORTKIT_ONRAMP_MELD_API_KEY, a secret; never read from the file. */
  apiKey?: string
}

export type RemoteOnrampSettings = CoinbaseOnrampSettings | MeldOnrampSettings

/** The environment variables the providers' keys come from (and only from). */
export const ONRAMP_KEY_VARIABLES = {
  coinbaseKeyName: 'PORTKIT_ONRAMP_COINBASE_KEY_NAME',
  coinbasePrivateKey: 'PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY',
  meldApiKey: 'PORTKIT_ONRAMP_MELD_API_KEY',
} as const

export const DEFAULT_ONRAMP_COUNTRY = 'US'
export const DEFAULT_ONRAMP_TIMEOUT_MS = 10_000

export function isRemoteOnramp(settings: OnrampSettings): settings is RemoteOnrampSettings {
  return settings.provider === 'coinbase' || settings.provider === 'meld'
}
