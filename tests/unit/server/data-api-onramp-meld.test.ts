import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { MELD_VERSION } from '../../../server/data-api/onramp/meld-onramp-provider.ts'
import type { MeldOnrampSettings } from '../../../server/data-api/onramp/onramp-settings.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import {
  MELD_WIDGET_URL,
  meldStandIn,
  SLOW_ANSWER_MS,
  type ProviderFailure,
} from '../../support/onramp-stand-ins.ts'
import { contractClient, reasonNames } from './contract-client.ts'

// Issue 28, Deliver 6: the data API's on-ramp operations served by Meld. Meld is not reachable from here: a
// local server speaking the request and answer shapes of Meld's API reference stands in, checking the
// `BASIC <key>` authorization and the documented request fields.

const API_KEY = 'sk_sb_portkit_test_3f9a2c'
const WALLET = '0x2222222222222222222222222222222222222222'
const TIMEOUT_MS = 400

let db: DevnetDb
let meld: Awaited<ReturnType<typeof meldStandIn>>
let api: RunningServer
let call: ReturnType<typeof contractClient>

const settings = (apiUrl: string, apiKey = API_KEY): MeldOnrampSettings => ({
  provider: 'meld',
  country: 'US',
  subdivision: 'NY',
  apiUrl,
  timeoutMs: TIMEOUT_MS,
  apiKey,
})
const startApi = (onramp: MeldOnrampSettings) =>
  startDataApi({ chains: [], db, catalogueUrl: 'http://127.0.0.1:1', onramp })

beforeAll(async () => {
  ;[db, meld] = await Promise.all([openDevnetDb(), meldStandIn(API_KEY)])
  api = await startApi(settings(meld.url))
  call = contractClient(api.url, 'data-api')
})
afterAll(async () => {
  await Promise.all([api?.close(), meld?.close()])
  await db?.close()
})
beforeEach(() => {
  meld.received.length = 0
  for (const path of Object.keys(meld.failures)) delete meld.failures[path]
})

const ETH = {
  id: 'ETH',
  name: 'Ethereum',
  symbol: 'ETH',
  networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
}
const USD = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
const quote = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/v1/onramp/quote', {
    body: { purchaseCurrency: ETH, paymentCurrency: USD, amount: '100', network: 'ethereum', ...overrides },
  })
const buyUrl = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/v1/generators/onrampurl', {
    body: {
      destinationWallets: [{ address: WALLET, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: WALLET,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      ...overrides,
    },
  })
const paths = () => meld.received.map((request) => `${request.method} ${request.path}`)

describe('Meld on-ramp: every call', () => {
  it('carries `Authorization: BASIC <key>` and the API version', async () => {
    for (const read of [await call('GET', '/v1/onramp/options'), await quote(), await buyUrl()])
      expect(read.status).toBe(200)
    expect(new Set(paths())).toEqual(
      new Set([
        'GET /service-providers/properties/crypto-currencies',
        'GET /service-providers/properties/fiat-currencies',
        'POST /payments/crypto/quote',
        'POST /crypto/session/widget',
      ]),
    )
    for (const request of meld.received) {
      expect(request.headers.authorization).toBe(`BASIC ${API_KEY}`)
      expect(request.headers['meld-version']).toBe(MELD_VERSION)
    }
  })

  it('is refused by Meld with another key, which the client sees as a 502', async () => {
    const wrongKey = await startApi(settings(meld.url, 'sk_sb_someone_else'))
    try {
      const read = await contractClient(wrongKey.url, 'data-api')('GET', '/v1/onramp/options')
      expect(read.status).toBe(502)
      expect(reasonNames(read)).toEqual(['onramp'])
    } finally {
      await wrongKey.close()
    }
  })
})

describe('Meld on-ramp: options', () => {
  it("groups Meld's currencies by symbol on eip155 and Solana only, paid in the spec's currencies it offers", async () => {
    const read = await call('GET', '/v1/onramp/options')
    expect(read.status).toBe(200)
    expect(read.body).toEqual({
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ethereum',
          symbol: 'ETH',
          networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
        },
        {
          id: 'USDC',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'base',
              display_name: 'Base',
              chain_id: '8453',
              contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
            },
          ],
        },
        {
          id: 'SOL',
          name: 'Solana',
          symbol: 'SOL',
          networks: [{ name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }],
        },
        // Bitcoin is neither eip155 nor Solana: left out.
      ],
      // USD with the spec's limits; GBP is not a spec currency, and Meld offers no EUR here.
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
      ],
    })
    expect(paths()).toContain('GET /service-providers/properties/fiat-currencies')
    for (const request of meld.received)
      expect(request.query).toEqual({ countries: 'US', accountFilter: 'true' })
  })
})

describe('Meld on-ramp: quote', () => {
  it("asks Meld's crypto quote for the currency on that network and answers the quote that buys the most", async () => {
    const read = await quote()
    expect(read.status).toBe(200)
    const body = read.body as { quoteId: string }
    expect(body).toEqual({
      fee: { amount: '2.99', currency: 'USD' },
      subtotal: { amount: '97.01', currency: 'USD' },
      total: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.02834521', currency: 'ETH' },
      quoteId: body.quoteId,
    })
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
    const asked = meld.received.find((request) => request.path === '/payments/crypto/quote')!
    expect(asked.body).toEqual({
      countryCode: 'US',
      subdivision: 'NY',
      sourceAmount: 100,
      sourceCurrencyCode: 'USD',
      destinationCurrencyCode: 'ETH',
      paymentMethodType: 'CREDIT_DEBIT_CARD',
    })
  })

  it("names the token on its chain as Meld does (USDC on Base is USDC_BASE), reading Meld's list once an hour", async () => {
    const fresh = await meldStandIn(API_KEY)
    const freshApi = await startApi(settings(fresh.url))
    try {
      const usdc = { ...ETH, id: 'USDC', symbol: 'USDC' }
      const freshCall = contractClient(freshApi.url, 'data-api')
      for (let i = 0; i < 2; i++) {
        const read = await freshCall('POST', '/v1/onramp/quote', {
          body: { purchaseCurrency: usdc, paymentCurrency: USD, amount: '100', network: 'base' },
        })
        expect(read.status).toBe(200)
      }
      const asked = fresh.received.filter((request) => request.path === '/payments/crypto/quote')
      expect(
        asked.map((request) => (request.body as { destinationCurrencyCode: string }).destinationCurrencyCode),
      ).toEqual(['USDC_BASE', 'USDC_BASE'])
      const listReads = fresh.received.filter(
        (request) => request.path === '/service-providers/properties/crypto-currencies',
      )
      expect(listReads).toHaveLength(1)
    } finally {
      await Promise.all([freshApi.close(), fresh.close()])
    }
  })

  it('refuses what spec section 9 or Meld rules out before a quote is asked', async () => {
    for (const [overrides, field] of [
      [{ amount: '5' }, 'body.amount'],
      [{ amount: 'ten' }, 'body.amount'],
      [{ paymentCurrency: { id: 'JPY', payment_method_limits: [] } }, 'body.paymentCurrency.id'],
      [{ network: 'bitcoin' }, 'body.network'],
      [{ network: 'solana' }, 'body.network'],
      [{ purchaseCurrency: { ...ETH, symbol: 'DOGE' } }, 'body.purchaseCurrency.symbol'],
    ] as const) {
      const refused = await quote(overrides)
      expect([refused.status, reasonNames(refused)], JSON.stringify(overrides)).toEqual([400, [field]])
    }
    expect(paths()).not.toContain('POST /payments/crypto/quote')
  })
})

describe('Meld on-ramp: buy URL', () => {
  it("opens a widget session with the best quote's service provider for the preset amount and answers its URL", async () => {
    const read = await buyUrl()
    expect(read.status).toBe(200)
    expect(read.body).toEqual({ url: MELD_WIDGET_URL })
    const asked = meld.received.find((request) => request.path === '/payments/crypto/quote')!
    expect(asked.body).toMatchObject({
      sourceAmount: 100,
      destinationCurrencyCode: 'ETH',
      walletAddress: WALLET,
    })
    const session = meld.received.find((request) => request.path === '/crypto/session/widget')!
    expect(session.body).toEqual({
      sessionType: 'BUY',
      sessionData: {
        walletAddress: WALLET,
        countryCode: 'US',
        sourceCurrencyCode: 'USD',
        sourceAmount: 100,
        destinationCurrencyCode: 'ETH',
        serviceProvider: 'MOONPAY',
        paymentMethodType: 'CREDIT_DEBIT_CARD',
      },
      externalCustomerId: WALLET,
    })
  })

  it('refuses a request Meld cannot open a session for, naming the field', async () => {
    for (const [overrides, field] of [
      [{ destinationWallets: [] }, 'body.destinationWallets'],
      [
        { destinationWallets: [{ address: WALLET, blockchains: ['ethereum'] }] },
        'body.destinationWallets[0].assets',
      ],
      [{ presetFiatAmount: undefined }, 'body.presetFiatAmount'],
      [{ presetFiatAmount: 30_000 }, 'body.presetFiatAmount'],
      [
        { destinationWallets: [{ address: WALLET, blockchains: ['base'], assets: ['ETH'] }] },
        'body.destinationWallets[0].blockchains',
      ],
      [
        { destinationWallets: [{ address: WALLET, blockchains: ['bitcoin'], assets: ['BTC'] }] },
        'body.destinationWallets[0].assets',
      ],
    ] as const) {
      const refused = await buyUrl(overrides)
      expect([refused.status, reasonNames(refused)], JSON.stringify(overrides)).toEqual([400, [field]])
    }
    expect(paths()).not.toContain('POST /crypto/session/widget')
  })

  it('answers a 502 when Meld has no quote for the order, rather than a session without a provider', async () => {
    meld.failures['/payments/crypto/quote'] = 'wrongShape'
    const read = await buyUrl()
    expect(read.status).toBe(502)
    expect(paths()).not.toContain('POST /crypto/session/widget')
  })
})

describe('Meld on-ramp: a provider that fails', () => {
  const operations = [
    ['/service-providers/properties/fiat-currencies', () => call('GET', '/v1/onramp/options')],
    ['/payments/crypto/quote', () => quote()],
    ['/crypto/session/widget', () => buyUrl()],
  ] as const
  const expected: Record<ProviderFailure, RegExp> = {
    down500: /^Meld answered 500 to (GET|POST) \//,
    refuses401: /^Meld answered 401 to/,
    notJson: /^Meld answered (GET|POST) \S+ with malformed JSON$/,
    wrongShape: /^Meld answered without a valid (fiat currency list|quotes|widgetUrl)$/,
    slow: new RegExp(`^Meld did not answer within ${TIMEOUT_MS} ms$`),
  }

  for (const [failure, description] of Object.entries(expected) as [ProviderFailure, RegExp][]) {
    it(
      `gives the client a 502 naming it when Meld ${failure === 'slow' ? 'is too slow' : `answers ${failure}`}`,
      async () => {
        for (const [path, ask] of operations) {
          meld.failures[path] = failure
          const read = await ask()
          expect(read.status, path).toBe(502)
          expect(read.body, path).toEqual({
            status: 'FAILED',
            reasons: [{ name: 'onramp', description: expect.stringMatching(description) }],
          })
          expect(JSON.stringify(read.body)).not.toContain(API_KEY)
          delete meld.failures[path]
        }
      },
      SLOW_ANSWER_MS * 4,
    )
  }

  it('does not keep a currency list Meld failed to give: the next call reads it again', async () => {
    const fresh = await meldStandIn(API_KEY)
    const freshApi = await startApi(settings(fresh.url))
    try {
      const freshCall = contractClient(freshApi.url, 'data-api')
      fresh.failures['/service-providers/properties/crypto-currencies'] = 'down500'
      expect((await freshCall('GET', '/v1/onramp/options')).status).toBe(502)
      delete fresh.failures['/service-providers/properties/crypto-currencies']
      expect((await freshCall('GET', '/v1/onramp/options')).status).toBe(200)
      const reads = fresh.received.filter(
        (request) => request.path === '/service-providers/properties/crypto-currencies',
      )
      expect(reads).toHaveLength(2)
    } finally {
      await Promise.all([freshApi.close(), fresh.close()])
    }
  })
})
