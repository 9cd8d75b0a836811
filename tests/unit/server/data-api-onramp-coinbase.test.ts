import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_ONRAMP_OPTIONS } from '../../../plugins/onramp/constants.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import type { CoinbaseOnrampSettings } from '../../../server/data-api/onramp/onramp-settings.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { runServerDoctor } from '../../../server/serve/doctor/server-doctor.ts'
import { MOCKED_QUOTE_ID } from '../../../runtime/plugins/index.ts'
import { onrampHarness, until } from '../../support/onramp-harness.ts'
import {
  COINBASE_SESSION_TOKEN,
  coinbaseStandIn,
  SLOW_ANSWER_MS,
  type ProviderFailure,
} from '../../support/onramp-stand-ins.ts'
import { contractClient, reasonNames } from './contract-client.ts'

// Issue 28, Deliver 6: the data API's on-ramp operations served by Coinbase Onramp. Coinbase is not reachable
// from here: a local server speaking the request and answer shapes of Coinbase's API reference stands in,
// checking each CDP JWT against the test key's public key, its claims and the documented request fields.

const KEY_NAME = 'organizations/portkit-test/apiKeys/8c1f0e52-4b0d-4c59-9d0e-0d6f3a1e7b21'
const WALLET = '0x2222222222222222222222222222222222222222'
const TIMEOUT_MS = 400

const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
/** As CDP issues EC keys: SEC1 PEM, here on one line with `\n` escapes as an environment file holds it. */
const EC_PRIVATE_KEY = (ec.privateKey.export({ type: 'sec1', format: 'pem' }) as string).replaceAll(
  '\n',
  '\\n',
)

let db: DevnetDb
let coinbase: Awaited<ReturnType<typeof coinbaseStandIn>>
let api: RunningServer
let call: ReturnType<typeof contractClient>

const settings = (apiUrl: string, privateKey: string): CoinbaseOnrampSettings => ({
  provider: 'coinbase',
  country: 'US',
  subdivision: 'NY',
  apiUrl,
  timeoutMs: TIMEOUT_MS,
  keyName: KEY_NAME,
  privateKey,
})

beforeAll(async () => {
  ;[db, coinbase] = await Promise.all([openDevnetDb(), coinbaseStandIn(ec.publicKey, KEY_NAME)])
  api = await startDataApi({
    chains: [],
    db,
    catalogueUrl: 'http://127.0.0.1:1',
    onramp: settings(coinbase.url, EC_PRIVATE_KEY),
  })
  call = contractClient(api.url, 'data-api')
})
afterAll(async () => {
  await Promise.all([api?.close(), coinbase?.close()])
  await db?.close()
})
beforeEach(() => {
  coinbase.received.length = 0
  coinbase.accepted.length = 0
  for (const path of Object.keys(coinbase.failures)) delete coinbase.failures[path]
})

const ETH = {
  id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
  name: 'Ethereum',
  symbol: 'ETH',
  networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
}
const USD = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }] }
const quote = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/v1/onramp/quote', {
    body: { purchaseCurrency: ETH, paymentCurrency: USD, amount: '100', network: 'base', ...overrides },
  })
const buyUrl = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/v1/generators/onrampurl', {
    body: {
      destinationWallets: [{ address: WALLET, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: WALLET,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      ...overrides,
    },
  })

/** The JWT the stand-in accepted for the last call: CDP's claims for exactly that request. */
function expectCdpJwt(method: string, path: string, alg = 'ES256') {
  expect(coinbase.accepted).toHaveLength(1)
  const [{ header, claims }] = coinbase.accepted as [(typeof coinbase.accepted)[number]]
  expect(header).toMatchObject({ alg, kid: KEY_NAME, typ: 'JWT' })
  expect(header.nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(claims).toMatchObject({
    iss: 'cdp',
    sub: KEY_NAME,
    uri: `${method} ${new URL(coinbase.url).host}${path}`,
  })
  expect(claims.exp! - claims.nbf!).toBe(120)
  expect(Math.abs(claims.nbf! - Date.now() / 1000)).toBeLessThan(5)
}

describe('Coinbase on-ramp: options', () => {
  it("maps Buy Options to the contract: Coinbase's chains only, the spec's currencies and narrower limits", async () => {
    const read = await call('GET', '/v1/onramp/options')
    expect(read.status).toBe(200)
    expect(read.body).toEqual({
      purchaseCurrencies: [
        {
          id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
          name: 'Ethereum',
          symbol: 'ETH',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
            { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
          ],
        },
        {
          id: '2b92315d-eab7-5bef-84fa-089a131333f5',
          name: 'USDC',
          symbol: 'USDC',
          // Solana is not a Coinbase chain of spec section 9; Bitcoin, on none of them, is left out.
          networks: [
            {
              name: 'base',
              display_name: 'Base',
              chain_id: '8453',
              contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
            },
          ],
        },
      ],
      paymentCurrencies: [
        {
          id: 'USD',
          // Coinbase's card maximum (5000) is stricter than the spec's; the spec's minimums are.
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '5000.00' },
            { id: 'ach_bank_account', min: '20.00', max: '25000.00' },
          ],
        },
        // EUR by card only, as Coinbase offers it; GBP is not a spec currency.
        { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
    })
    expect(coinbase.received.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/onramp/v1/buy/options', query: { country: 'US', subdivision: 'NY' } },
    ])
    expectCdpJwt('GET', '/onramp/v1/buy/options')
  })
})

describe('Coinbase on-ramp: quote', () => {
  it('asks Buy Quote with the documented fields and answers its figures, the fee being both of Coinbase’s', async () => {
    const read = await quote()
    expect(read.status).toBe(200)
    expect(read.body).toEqual({
      fee: { amount: '2.49', currency: 'USD' },
      subtotal: { amount: '97.51', currency: 'USD' },
      total: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.029012345', currency: 'ETH' },
      quoteId: 'b3f1c2a4-7d65-4c1e-9a0b-5e2f8d7c6b1a',
    })
    expect(coinbase.received[0]!.body).toEqual({
      purchaseCurrency: 'ETH',
      purchaseNetwork: 'base',
      paymentAmount: '100.00',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      country: 'US',
      subdivision: 'NY',
    })
    expectCdpJwt('POST', '/onramp/v1/buy/quote')
  })

  it("refuses what spec section 9 rules out before Coinbase is asked: limits, currency, Coinbase's chains", async () => {
    for (const [overrides, field] of [
      [{ amount: '9.99' }, 'body.amount'],
      [{ amount: '25000.01' }, 'body.amount'],
      [{ paymentCurrency: { id: 'GBP', payment_method_limits: [] } }, 'body.paymentCurrency.id'],
      [{ network: 'solana' }, 'body.network'],
    ] as const) {
      const refused = await quote(overrides)
      expect([refused.status, reasonNames(refused)], JSON.stringify(overrides)).toEqual([400, [field]])
    }
    expect(coinbase.received).toEqual([])
  })
})

describe('Coinbase on-ramp: buy URL', () => {
  it('mints a session token for the destination wallet and answers the hosted page with the documented parameters', async () => {
    const read = await buyUrl()
    expect(read.status).toBe(200)
    const url = new URL((read.body as { url: string }).url)
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionToken: COINBASE_SESSION_TOKEN,
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      presetFiatAmount: '50',
      defaultExperience: 'buy',
      partnerUserRef: WALLET,
    })
    expect(coinbase.received[0]!.body).toEqual({
      addresses: [{ address: WALLET, blockchains: ['base'] }],
      assets: ['USDC'],
    })
    expectCdpJwt('POST', '/onramp/v1/token')
  })

  it("delivers on the spec's fallback chain (ethereum) when the wallet and the request name none", async () => {
    const read = await buyUrl({ destinationWallets: [{ address: WALLET }], defaultNetwork: undefined })
    expect(new URL((read.body as { url: string }).url).searchParams.get('defaultNetwork')).toBe('ethereum')
    expect(coinbase.received[0]!.body).toEqual({
      addresses: [{ address: WALLET, blockchains: ['ethereum'] }],
    })
  })

  it('refuses a network Coinbase does not deliver on, and a partner id longer than Coinbase takes', async () => {
    const solana = await buyUrl({ destinationWallets: [{ address: WALLET, blockchains: ['solana'] }] })
    expect([solana.status, reasonNames(solana)]).toEqual([400, ['body.destinationWallets[0].blockchains']])
    const long = await buyUrl({ partnerUserId: 'x'.repeat(50) })
    expect([long.status, reasonNames(long)]).toEqual([400, ['body.partnerUserId']])
    expect(coinbase.received).toEqual([])
  })
})

describe('Coinbase on-ramp: an Ed25519 CDP key', () => {
  it('signs EdDSA with the base64 key (seed then public key), which the stand-in verifies', async () => {
    const ed = generateKeyPairSync('ed25519')
    const jwk = ed.privateKey.export({ format: 'jwk' })
    const secret = Buffer.concat([
      Buffer.from(jwk.d!, 'base64url'),
      Buffer.from(jwk.x!, 'base64url'),
    ]).toString('base64')
    const edCoinbase = await coinbaseStandIn(ed.publicKey as KeyObject, KEY_NAME)
    const edApi = await startDataApi({
      chains: [],
      db,
      catalogueUrl: 'http://127.0.0.1:1',
      onramp: settings(edCoinbase.url, secret),
    })
    try {
      const read = await contractClient(edApi.url, 'data-api')('GET', '/v1/onramp/options')
      expect(read.status).toBe(200)
      expect(edCoinbase.accepted.map(({ header }) => header.alg)).toEqual(['EdDSA'])
    } finally {
      await Promise.all([edApi.close(), edCoinbase.close()])
    }
  })
})

describe('Coinbase on-ramp: a provider that fails', () => {
  const operations = [
    ['/onramp/v1/buy/options', () => call('GET', '/v1/onramp/options')],
    ['/onramp/v1/buy/quote', () => quote()],
    ['/onramp/v1/token', () => buyUrl()],
  ] as const
  const expected: Record<ProviderFailure, RegExp> = {
    down500: /^Coinbase answered 500 to (GET|POST) \/onramp\/v1\//,
    refuses401: /^Coinbase answered 401 to/,
    notJson: /^Coinbase answered (GET|POST) \/onramp\/v1\/\S+ with malformed JSON$/,
    wrongShape: /^Coinbase answered without a valid (purchase_currencies|payment_total|token)$/,
    slow: new RegExp(`^Coinbase did not answer within ${TIMEOUT_MS} ms$`),
  }

  for (const [failure, description] of Object.entries(expected) as [ProviderFailure, RegExp][]) {
    it(
      `gives the client a 502 naming it when Coinbase ${failure === 'slow' ? 'is too slow' : `answers ${failure}`}`,
      async () => {
        for (const [path, ask] of operations) {
          coinbase.failures[path] = failure
          const read = await ask()
          expect(read.status, path).toBe(502)
          expect(read.body, path).toEqual({
            status: 'FAILED',
            reasons: [{ name: 'onramp', description: expect.stringMatching(description) }],
          })
          // Neither key travels back to the client.
          expect(JSON.stringify(read.body)).not.toContain('PRIVATE KEY')
        }
      },
      SLOW_ANSWER_MS * 4,
    )
  }

  it('gives a 502 when Coinbase cannot be reached at all', async () => {
    const closed = await coinbaseStandIn(ec.publicKey, KEY_NAME)
    await closed.close()
    const unreachable = await startDataApi({
      chains: [],
      db,
      catalogueUrl: 'http://127.0.0.1:1',
      onramp: settings(closed.url, EC_PRIVATE_KEY),
    })
    try {
      const read = await contractClient(unreachable.url, 'data-api')('GET', '/v1/onramp/options')
      expect(read.status).toBe(502)
      expect(read.body).toEqual({
        status: 'FAILED',
        reasons: [{ name: 'onramp', description: `Coinbase could not be reached at ${closed.url}` }],
      })
    } finally {
      await unreachable.close()
    }
  })

  it("leaves the runtime's spec fallbacks working: built-in options and the 'mocked-quote-id' quote", async () => {
    coinbase.failures['/onramp/v1/buy/options'] = 'down500'
    coinbase.failures['/onramp/v1/buy/quote'] = 'wrongShape'
    const harness = await onrampHarness({ dataApi: api.url })
    try {
      const { onramp } = harness
      await onramp.loadOptions()
      expect(onramp.optionsFallback.value).toBe(true)
      expect(onramp.options.value).toEqual(DEFAULT_ONRAMP_OPTIONS)
      onramp.setAmount('50')
      await until(() => onramp.quote.value !== undefined)
      expect(onramp.quote.value).toMatchObject({
        quoteId: MOCKED_QUOTE_ID,
        total: { amount: '50', currency: 'USD' },
      })
      // Both calls reached Coinbase through the data API (the quote on the fallback chain, ethereum).
      expect(coinbase.received.map((request) => request.path)).toEqual([
        '/onramp/v1/buy/options',
        '/onramp/v1/buy/quote',
      ])
      expect((coinbase.received[1]!.body as { purchaseNetwork: string }).purchaseNetwork).toBe('ethereum')
    } finally {
      await harness.close()
    }
  })
})

describe('portkit serve doctor: the Coinbase on-ramp', () => {
  it('reports whether Coinbase answers its options with the configured key', async () => {
    const config = {
      publicUrl: 'https://portkit.example.com',
      onramp: settings(coinbase.url, EC_PRIVATE_KEY),
    }
    const line = async () => (await runServerDoctor(config)).find((check) => check.subject === 'onramp')!
    expect(await line()).toMatchObject({ outcome: 'ok', detail: 'coinbase answers: 2 assets to buy' })
    coinbase.failures['/onramp/v1/buy/options'] = 'refuses401'
    expect(await line()).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/^coinbase: Coinbase answered 401/),
    })
  })
})
