import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { OnrampSettings } from '../../../../server/data-api/onramp/onramp-settings.ts'
import {
  ServerConfigError,
  serverConfigFromEnv,
  type PortkitServerConfig,
} from '../../../../server/serve/server-config.ts'

// Issue 28, Deliver 6: the `onramp` setting names its provider (devnet, coinbase, meld); a remote provider's
// keys come from the environment only, and a server missing one, or given a broken one, does not start.

const PUBLIC_URL = 'https://portkit.example.com'
const PEM = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
  type: 'sec1',
  format: 'pem',
}) as string
const COINBASE_ENV = {
  PORTKIT_PUBLIC_URL: PUBLIC_URL,
  PORTKIT_ONRAMP_COINBASE_KEY_NAME: 'organizations/o/apiKeys/k',
  PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY: PEM,
}

const configWith = (onramp: unknown, env: Record<string, string> = { PORTKIT_PUBLIC_URL: PUBLIC_URL }) =>
  serverConfigFromEnv(env, { onramp } as Partial<PortkitServerConfig>)

/** The ServerConfigError's message the settings give, or undefined when they start a server. */
function refusal(onramp: unknown, env?: Record<string, string>): string | undefined {
  try {
    configWith(onramp, env)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(ServerConfigError)
    return (error as Error).message
  }
}

describe('onramp settings: the devnet provider', () => {
  it('keeps the shape without `provider`, and takes `provider: devnet`', () => {
    const devnet = {
      providerUrl: 'http://127.0.0.1:9000',
      treasury: '0x2222222222222222222222222222222222222222',
    }
    expect(configWith(devnet).onramp).toEqual(devnet)
    expect(configWith({ ...devnet, provider: 'devnet' }).onramp).toEqual({ ...devnet, provider: 'devnet' })
    expect(refusal({ ...devnet, providerUrl: 'not a url' })).toBe('onramp.providerUrl must be an http(s) URL')
  })

  it('refuses a provider it does not know', () => {
    expect(refusal({ provider: 'moonpay', providerUrl: 'http://127.0.0.1:9000' })).toBe(
      "onramp.provider must be 'devnet', 'coinbase' or 'meld'",
    )
  })
})

describe('onramp settings: Coinbase', () => {
  const coinbase = { provider: 'coinbase', subdivision: 'NY' } as const

  it('takes the CDP key from PORTKIT_ONRAMP_COINBASE_KEY_NAME and PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY', () => {
    expect(configWith(coinbase, COINBASE_ENV).onramp).toEqual({
      ...coinbase,
      keyName: 'organizations/o/apiKeys/k',
      privateKey: PEM,
    })
  })

  it('ignores a key written in the file: without the environment the server does not start', () => {
    const inFile = { ...coinbase, keyName: 'organizations/o/apiKeys/k', privateKey: PEM }
    expect(refusal(inFile)).toBe(
      'PORTKIT_ONRAMP_COINBASE_KEY_NAME must be set for onramp.provider coinbase (a CDP secret API key)',
    )
    const { PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY: _key, ...nameOnly } = COINBASE_ENV
    expect(refusal(inFile, nameOnly)).toBe(
      'PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY must be set for onramp.provider coinbase (a CDP secret API key)',
    )
  })

  it('refuses a private key that is neither an EC PEM nor an Ed25519 key, without echoing it', () => {
    for (const broken of [
      'c2VjcmV0LWJ1dC1ub3QtNjQtYnl0ZXM=',
      '-----BEGIN EC PRIVATE KEY-----\nc2VjcmV0\n-----END EC PRIVATE KEY-----',
    ]) {
      const message = refusal(coinbase, { ...COINBASE_ENV, PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY: broken })!
      expect(message).toMatch(
        /^PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY must be the key's EC private key in PEM or its Ed25519 key in base64/,
      )
      expect(message).not.toContain('c2VjcmV0')
    }
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    })
    expect(
      refusal(coinbase, { ...COINBASE_ENV, PORTKIT_ONRAMP_COINBASE_PRIVATE_KEY: rsa as string }),
    ).toMatch(/not an EC P-256 key/)
  })

  it('needs the state of a US market, a country code, an http(s) API URL and a positive timeout', () => {
    const cases: [OnrampSettings | Record<string, unknown>, string][] = [
      [
        { provider: 'coinbase' },
        'onramp.subdivision is required by Coinbase in the US (its rules differ by state), e.g. NY',
      ],
      [
        { ...coinbase, country: 'us' },
        'onramp.country must be an ISO 3166-1 alpha-2 country code in capitals, e.g. US',
      ],
      [
        { ...coinbase, subdivision: 'US-NY' },
        'onramp.subdivision must be an ISO 3166-2 subdivision code without the country, e.g. NY',
      ],
      [{ ...coinbase, apiUrl: 'ftp://api.example' }, 'onramp.apiUrl must be an http(s) URL'],
      [{ ...coinbase, timeoutMs: 0 }, 'onramp.timeoutMs must be a positive whole number of milliseconds'],
    ]
    for (const [settings, message] of cases) expect(refusal(settings, COINBASE_ENV)).toBe(message)
    // Outside the US no state is needed.
    expect(refusal({ provider: 'coinbase', country: 'GB' }, COINBASE_ENV)).toBeUndefined()
  })
})

describe('onramp settings: Meld', () => {
  it('takes the API key from PORTKIT_ONRAMP_MELD_API_KEY only', () => {
    const env = { PORTKIT_PUBLIC_URL: PUBLIC_URL, PORTKIT_ONRAMP_MELD_API_KEY: 'sk_live_from_env' }
    expect(configWith({ provider: 'meld', apiKey: 'sk_live_in_file' }, env).onramp).toEqual({
      provider: 'meld',
      apiKey: 'sk_live_from_env',
    })
    expect(refusal({ provider: 'meld', apiKey: 'sk_live_in_file' })).toBe(
      'PORTKIT_ONRAMP_MELD_API_KEY must be set for onramp.provider meld',
    )
  })
})
