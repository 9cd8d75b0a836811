import { cdpSigningKey, type CdpSigningKey } from './cdp-jwt.ts'
import {
  DEFAULT_ONRAMP_COUNTRY,
  DEFAULT_ONRAMP_TIMEOUT_MS,
  ONRAMP_KEY_VARIABLES,
  type CoinbaseOnrampSettings,
  type MeldOnrampSettings,
  type RemoteOnrampSettings,
} from './onramp-settings.ts'

/** A remote provider setting (or its key's environment variable) that would make every call fail. */
export class OnrampSettingError extends Error {
  override name = 'OnrampSettingError'
  constructor(
    readonly setting: string,
    readonly problem: string,
  ) {
    super(`${setting} ${problem}`)
  }
}

/** The market and patience every remote provider is called with, defaults filled in. */
export interface RemoteOnrampCall {
  country: string
  subdivision: string | undefined
  timeoutMs: number
}

/** The settings' market and timeout, checked; an OnrampSettingError naming the first bad one. */
export function remoteOnrampCall(settings: RemoteOnrampSettings): RemoteOnrampCall {
  const call = {
    country: settings.country ?? DEFAULT_ONRAMP_COUNTRY,
    subdivision: settings.subdivision,
    timeoutMs: settings.timeoutMs ?? DEFAULT_ONRAMP_TIMEOUT_MS,
  }
  if (!/^[A-Z]{2}$/.test(call.country))
    throw new OnrampSettingError(
      'onramp.country',
      'must be an ISO 3166-1 alpha-2 country code in capitals, e.g. US',
    )
  if (call.subdivision !== undefined && !/^[A-Z0-9]{1,3}$/.test(call.subdivision))
    throw new OnrampSettingError(
      'onramp.subdivision',
      'must be an ISO 3166-2 subdivision code without the country, e.g. NY',
    )
  if (settings.apiUrl !== undefined && !isHttpUrl(settings.apiUrl))
    throw new OnrampSettingError('onramp.apiUrl', 'must be an http(s) URL')
  if (!(Number.isInteger(call.timeoutMs) && call.timeoutMs > 0))
    throw new OnrampSettingError('onramp.timeoutMs', 'must be a positive whole number of milliseconds')
  return call
}

/**
 * The CDP secret API key the Coinbase provider signs with, from the environment only; never echoed. Coinbase
 * also needs the state of a US market.
 */
export function coinbaseCredentials(settings: CoinbaseOnrampSettings): {
  keyName: string
  signingKey: CdpSigningKey
} {
  const required = 'must be set for onramp.provider coinbase (a CDP secret API key)'
  if (remoteOnrampCall(settings).country === 'US' && settings.subdivision === undefined)
    throw new OnrampSettingError(
      'onramp.subdivision',
      'is required by Coinbase in the US (its rules differ by state), e.g. NY',
    )
  if (!settings.keyName) throw new OnrampSettingError(ONRAMP_KEY_VARIABLES.coinbaseKeyName, required)
  if (!settings.privateKey) throw new OnrampSettingError(ONRAMP_KEY_VARIABLES.coinbasePrivateKey, required)
  try {
    return { keyName: settings.keyName, signingKey: cdpSigningKey(settings.privateKey) }
  } catch (error) {
    throw new OnrampSettingError(
      ONRAMP_KEY_VARIABLES.coinbasePrivateKey,
      `must be the key's EC private key in PEM or its Ed25519 key in base64 (${(error as Error).message})`,
    )
  }
}

/** Meld's API key, from the environment only. */
export function meldApiKey(settings: MeldOnrampSettings): string {
  if (!settings.apiKey)
    throw new OnrampSettingError(ONRAMP_KEY_VARIABLES.meldApiKey, 'must be set for onramp.provider meld')
  return settings.apiKey
}

/** Everything `remoteOnrampCall` and the provider's key check refuse, for the server to refuse at start. */
export function checkRemoteOnramp(settings: RemoteOnrampSettings): void {
  remoteOnrampCall(settings)
  if (settings.provider === 'coinbase') coinbaseCredentials(settings)
  else meldApiKey(settings)
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol)
}
