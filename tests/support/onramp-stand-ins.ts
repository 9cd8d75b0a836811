import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { KeyObject } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { decodeProtectedHeader, jwtVerify, type JWTPayload, type ProtectedHeaderParameters } from 'jose'

// Local HTTP servers speaking the request and answer shapes Coinbase's and Meld's API references document:
// neither company is reachable from the test machine, so these stand in for them. Each checks what it
// receives as the real one would (a CDP JWT, Meld's BASIC key, the documented required fields) and answers
// 401 or 400 when it is wrong, so a test only passes when the server calls them as documented.

/** One of the ways a provider fails, for the path it is set on. */
export type ProviderFailure = 'down500' | 'refuses401' | 'notJson' | 'wrongShape' | 'slow'

/** How long a `slow` stand-in waits before answering (the tests' provider timeout is far shorter). */
export const SLOW_ANSWER_MS = 2_000

export interface ReceivedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: unknown
}

type Answer = { status: number; json: unknown } | { status: number; text: string }

async function standIn(answer: (request: ReceivedRequest) => Promise<Answer>) {
  const received: ReceivedRequest[] = []
  const server = createServer(async (req, res) => {
    let text = ''
    for await (const chunk of req) text += chunk
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid')
    const request = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    }
    received.push(request)
    send(res, await answer(request))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

function send(res: ServerResponse, answer: Answer): void {
  if (res.destroyed) return
  if ('text' in answer) res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text)
  else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json))
}

/** The answer of a failing provider, or undefined for the documented one. */
async function failed(
  failure: ProviderFailure | undefined,
  wrongShape: unknown,
): Promise<Answer | undefined> {
  switch (failure) {
    case undefined:
      return undefined
    case 'down500':
      return { status: 500, json: { message: 'internal error' } }
    case 'refuses401':
      return { status: 401, json: { message: 'unauthorized' } }
    case 'notJson':
      return { status: 200, text: '<html>maintenance</html>' }
    case 'wrongShape':
      return { status: 200, json: wrongShape }
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS))
      return { status: 200, json: wrongShape }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const missing = (body: unknown, fields: string[]) =>
  !isRecord(body) || fields.some((field) => body[field] === undefined || body[field] === '')
const badRequest = (message: string): Answer => ({
  status: 400,
  json: { errorType: 'invalid_request', errorMessage: message },
})

/** Coinbase's Buy Options answer (GET /onramp/v1/buy/options), as the API reference shapes it. */
export const COINBASE_BUY_OPTIONS = {
  payment_currencies: [
    {
      id: 'USD',
      limits: [
        { id: 'CARD', min: '2', max: '5000' },
        { id: 'ACH_BANK_ACCOUNT', min: '20', max: '50000' },
        { id: 'APPLE_PAY', min: '2', max: '500' },
      ],
    },
    { id: 'EUR', limits: [{ id: 'CARD', min: '2', max: '7500' }] },
    { id: 'GBP', limits: [{ id: 'CARD', min: '2', max: '7500' }] },
  ],
  purchase_currencies: [
    {
      id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      name: 'Ethereum',
      symbol: 'ETH',
      icon_url: 'https://dynamic-assets.coinbase.com/eth.png',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USDC',
      symbol: 'USDC',
      icon_url: 'https://dynamic-assets.coinbase.com/usdc.png',
      networks: [
        {
          name: 'base',
          display_name: 'Base',
          chain_id: '8453',
          contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        },
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: '',
          contract_address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        },
      ],
    },
    {
      id: '5b71fc48-3dd3-540c-809b-f8c94d0e68b5',
      name: 'Bitcoin',
      symbol: 'BTC',
      icon_url: 'https://dynamic-assets.coinbase.com/btc.png',
      networks: [{ name: 'bitcoin', display_name: 'Bitcoin', chain_id: '', contract_address: '' }],
    },
  ],
}

/** Coinbase's Buy Quote answer (POST /onramp/v1/buy/quote): amounts as value and currency. */
export const COINBASE_BUY_QUOTE = {
  payment_total: { value: '100.00', currency: 'USD' },
  payment_subtotal: { value: '97.51', currency: 'USD' },
  purchase_amount: { value: '0.029012345', currency: 'ETH' },
  coinbase_fee: { value: '2.14', currency: 'USD' },
  network_fee: { value: '0.35', currency: 'USD' },
  quote_id: 'b3f1c2a4-7d65-4c1e-9a0b-5e2f8d7c6b1a',
}

export const COINBASE_SESSION_TOKEN = 'ZWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo'

/** A JWT the Coinbase stand-in accepted: its protected header and claims, as verified. */
export interface AcceptedJwt {
  header: ProtectedHeaderParameters
  claims: JWTPayload
}

/**
 * Coinbase's Onramp API: every call must carry a CDP JWT signed by `publicKey`'s private key, issued by
 * `cdp` to `keyName`, valid for at most 120 s and for exactly this request's method, host and path;
 * otherwise 401. The session token request needs `addresses` (each with an address and blockchains), the
 * quote request Coinbase's required fields; otherwise 400.
 */
export async function coinbaseStandIn(publicKey: KeyObject, keyName: string) {
  const failures: Partial<Record<string, ProviderFailure>> = {}
  const accepted: AcceptedJwt[] = []
  const server = await standIn(async (request) => {
    const jwt = await verifiedJwt(request, publicKey, keyName)
    if (!jwt) return { status: 401, json: { errorType: 'unauthorized', errorMessage: 'invalid JWT' } }
    accepted.push(jwt)
    const failure = await failed(failures[request.path], { unexpected: true })
    if (failure) return failure
    switch (`${request.method} ${request.path}`) {
      case 'GET /onramp/v1/buy/options':
        if (!request.query.country) return badRequest('country is required')
        return { status: 200, json: COINBASE_BUY_OPTIONS }
      case 'POST /onramp/v1/buy/quote':
        if (
          missing(request.body, [
            'country',
            'paymentAmount',
            'paymentCurrency',
            'paymentMethod',
            'purchaseCurrency',
          ])
        )
          return badRequest('missing quote parameters')
        return { status: 200, json: COINBASE_BUY_QUOTE }
      case 'POST /onramp/v1/token': {
        const addresses = isRecord(request.body) ? request.body.addresses : undefined
        const valid =
          Array.isArray(addresses) &&
          addresses.length > 0 &&
          addresses.every(
            (entry) =>
              isRecord(entry) && typeof entry.address === 'string' && Array.isArray(entry.blockchains),
          )
        if (!valid) return badRequest('addresses is required')
        return { status: 200, json: { token: COINBASE_SESSION_TOKEN, channel_id: '' } }
      }
      default:
        return { status: 404, json: { errorType: 'not_found', errorMessage: request.path } }
    }
  })
  return { ...server, failures, accepted }
}

async function verifiedJwt(
  request: ReceivedRequest,
  publicKey: KeyObject,
  keyName: string,
): Promise<AcceptedJwt | undefined> {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (!token) return undefined
  try {
    const { payload } = await jwtVerify(token, publicKey, { issuer: 'cdp', subject: keyName })
    const header = decodeProtectedHeader(token)
    const lifetime = (payload.exp ?? 0) - (payload.nbf ?? 0)
    const uri = `${request.method} ${request.headers.host}${request.path}`
    if (header.kid !== keyName || payload.uri !== uri || lifetime <= 0 || lifetime > 120) return undefined
    return { header, claims: payload }
  } catch {
    return undefined
  }
}

/** Meld's crypto currency list (GET /service-providers/properties/crypto-currencies). */
export const MELD_CRYPTO_CURRENCIES = [
  {
    currencyCode: 'ETH',
    name: 'Ethereum',
    chainCode: 'ETH',
    chainName: 'Ethereum',
    chainId: '1',
    contractAddress: null,
    symbolImageUrl: 'https://images-currency.meld.io/crypto/ETH/symbol.png',
  },
  {
    currencyCode: 'USDC_BASE',
    name: 'USD Coin',
    chainCode: 'BASE',
    chainName: 'Base',
    chainId: '8453',
    contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    symbolImageUrl: 'https://images-currency.meld.io/crypto/USDC/symbol.png',
  },
  {
    currencyCode: 'SOL',
    name: 'Solana',
    chainCode: 'SOLANA',
    chainName: 'Solana',
    chainId: null,
    contractAddress: null,
    symbolImageUrl: 'https://images-currency.meld.io/crypto/SOL/symbol.png',
  },
  {
    currencyCode: 'BTC',
    name: 'Bitcoin',
    chainCode: 'BTC',
    chainName: 'Bitcoin',
    chainId: null,
    contractAddress: null,
    symbolImageUrl: 'https://images-currency.meld.io/crypto/BTC/symbol.png',
  },
]

/** Meld's fiat currency list (GET /service-providers/properties/fiat-currencies). */
export const MELD_FIAT_CURRENCIES = [
  {
    currencyCode: 'USD',
    name: 'US Dollar',
    symbolImageUrl: 'https://images-currency.meld.io/fiat/USD/symbol.png',
  },
  {
    currencyCode: 'GBP',
    name: 'British Pound',
    symbolImageUrl: 'https://images-currency.meld.io/fiat/GBP/symbol.png',
  },
]

/** Meld's crypto quotes (POST /payments/crypto/quote): one per service provider, amounts as numbers. */
export const MELD_QUOTES = {
  quotes: [
    {
      transactionType: 'CRYPTO_PURCHASE',
      sourceAmount: 100,
      sourceAmountWithoutFees: 96.2,
      fiatAmountWithoutFees: 96.2,
      destinationAmountWithoutFees: null,
      sourceCurrencyCode: 'USD',
      countryCode: 'US',
      totalFee: 3.8,
      networkFee: 0.3,
      transactionFee: 3.5,
      destinationAmount: 0.0281,
      destinationCurrencyCode: 'ETH',
      exchangeRate: 3558.71,
      paymentMethodType: 'CREDIT_DEBIT_CARD',
      serviceProvider: 'TRANSAK',
      customerScore: 20,
      institutionName: null,
      lowKyc: true,
      partnerFee: 0,
    },
    {
      transactionType: 'CRYPTO_PURCHASE',
      sourceAmount: 100,
      sourceAmountWithoutFees: 97.01,
      fiatAmountWithoutFees: 97.01,
      destinationAmountWithoutFees: null,
      sourceCurrencyCode: 'USD',
      countryCode: 'US',
      totalFee: 2.99,
      networkFee: 0.24,
      transactionFee: 2.75,
      destinationAmount: 0.02834521,
      destinationCurrencyCode: 'ETH',
      exchangeRate: 3527.92,
      paymentMethodType: 'CREDIT_DEBIT_CARD',
      serviceProvider: 'MOONPAY',
      customerScore: 20,
      institutionName: null,
      lowKyc: true,
      partnerFee: 0,
    },
  ],
  message: null,
  error: null,
  timestamp: null,
}

export const MELD_WIDGET_URL = 'https://meldcrypto.com/?token=eyJhbGciOiJIUzI1NiJ9.widget-session'

/**
 * Meld's API: every call must carry `Authorization: BASIC <apiKey>`, else 401. The quote needs
 * sourceCurrencyCode, destinationCurrencyCode, sourceAmount and countryCode; the widget session a
 * sessionType and its sessionData's serviceProvider; else 400.
 */
export async function meldStandIn(apiKey: string) {
  const failures: Partial<Record<string, ProviderFailure>> = {}
  const server = await standIn(async (request) => {
    if (request.headers.authorization !== `BASIC ${apiKey}`)
      return { status: 401, json: { code: 'UNAUTHORIZED', message: 'Invalid credentials' } }
    const failure = await failed(failures[request.path], { unexpected: true })
    if (failure) return failure
    switch (`${request.method} ${request.path}`) {
      case 'GET /service-providers/properties/crypto-currencies':
        return { status: 200, json: MELD_CRYPTO_CURRENCIES }
      case 'GET /service-providers/properties/fiat-currencies':
        return { status: 200, json: MELD_FIAT_CURRENCIES }
      case 'POST /payments/crypto/quote':
        if (
          missing(request.body, [
            'sourceCurrencyCode',
            'destinationCurrencyCode',
            'sourceAmount',
            'countryCode',
          ])
        )
          return { status: 400, json: { code: 'BAD_REQUEST', message: 'missing quote fields' } }
        return { status: 200, json: MELD_QUOTES }
      case 'POST /crypto/session/widget': {
        const body = request.body
        const provider =
          isRecord(body) && isRecord(body.sessionData) ? body.sessionData.serviceProvider : undefined
        if (!isRecord(body) || body.sessionType === undefined || typeof provider !== 'string')
          return {
            status: 400,
            json: { code: 'BAD_REQUEST', message: 'sessionType and serviceProvider are required' },
          }
        return {
          status: 200,
          json: {
            id: 'WePzm7gRdUgis7VHQjMYYL',
            externalSessionId: null,
            externalCustomerId: body.externalCustomerId ?? null,
            customerId: 'WeP9qpZzvBizvKhR8bGigL',
            widgetUrl: MELD_WIDGET_URL,
            token: 'eyJhbGciOiJIUzI1NiJ9.widget-session',
          },
        }
      }
      default:
        return { status: 404, json: { code: 'NOT_FOUND', message: request.path } }
    }
  })
  return { ...server, failures }
}
