import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ActivityTab from '../../../runtime/features/history/activity-tab.tsx'
import TokensTab from '../../../runtime/features/tokens/tokens-tab.tsx'
import { createCatalogueApiClient, createDataApiClient } from '../../../runtime/services/api/clients.ts'
import { fetchTokenBalances } from '../../../runtime/services/balance.ts'
import { apiCatalogueSource } from '../../../runtime/services/catalogue-api-source.ts'
import { WalletEntryRow } from '../../../runtime/ui/components/walletconnect-rows.tsx'
import { itHoldsAsync } from '../../support/fuzz-settings.ts'
import { anyResponseBody } from '../../support/openapi-arbitrary.ts'
import { ADDRESS, connectedPortkit } from '../../unit/features/portkit-with-data-api.ts'

// Issue 30: the views that show what the data and catalogue APIs answer, fed any answer (generated from
// the contract, then broken) through their real controllers: they render without throwing, and what they
// show of the data is text, never markup, script or a javascript:/data: link (React escapes text; the
// images go through the one safe-image rule).

const DATA_API = 'https://data.test'
const CATALOGUE_API = 'https://catalogue.test'
const t = (key: string) => key
/** What a plugin view gets besides the instance: its strings (the keys themselves will do) and no API. */
const viewProps = { t, api: () => Promise.reject(new Error('no API here')), params: undefined }

/** Markup the hostile texts of tests/support/openapi-arbitrary.ts would make, were data rendered as HTML. */
const INJECTED =
  /<(b|img|svg|script)\b[^>]*(data-fuzz-markup|onerror|onload|__fuzzInjected)|\b(href|src)="\s*(javascript|data:text)/i

let answer: unknown
const realFetch = globalThis.fetch
beforeAll(() => {
  globalThis.fetch = async () =>
    new Response(JSON.stringify(answer) ?? 'null', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
})
afterAll(() => {
  globalThis.fetch = realFetch
})

function expectInert(markup: string): void {
  expect(markup).not.toMatch(INJECTED)
}

const count = (markup: string, testId: string) => markup.split(`data-testid="${testId}"`).length - 1

describe('views fed any API answer render text only', () => {
  const { portkit } = connectedPortkit(DATA_API)
  const dataApiClient = createDataApiClient({ baseUrl: DATA_API, projectId: 'p', sdkVersion: '1' })

  itHoldsAsync(
    'Activity tab (GET /v1/account/{account}/history)',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/account/{account}/history'), async (body) => {
      answer = body
      const history = portkit.feature('history')
      await history.fetch().catch(() => undefined)
      const markup = renderToStaticMarkup(<ActivityTab portkit={portkit} {...viewProps} />)
      expectInert(markup)
      // Every transaction the controller kept is shown.
      expect(count(markup, 'activity-row')).toBe(history.transactions.value.length)
    }),
  )

  itHoldsAsync(
    'Tokens tab (GET /v1/account/{address}/balance)',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/account/{address}/balance'), async (body) => {
      answer = body
      // What the reader keeps is the list (the controller's refresh hands it on as is; on the devnet's
      // test networks it asks the chain instead, spec section 9).
      const tokens = portkit.feature('tokens')
      tokens.tokenBalances.value = await fetchTokenBalances(dataApiClient, {
        address: ADDRESS,
        chainId: 'eip155:1',
      }).catch(() => [])
      const markup = renderToStaticMarkup(<TokensTab portkit={portkit} {...viewProps} />)
      expectInert(markup)
      expect(count(markup, 'token-quantity')).toBe(tokens.tokenBalances.value.length)
    }),
  )

  it('the Tokens tab with a token worth more than cents in a double hold (npm run fuzz, seed 20261207)', async () => {
    answer = {
      balances: [
        {
          name: '<b data-fuzz-markup>bold</b>',
          symbol: '&Xms+JI7H',
          chainId: '4--x3-7:0dDEiTe',
          value: 1e308,
          price: -1.806958909045744e-207,
          quantity: { decimals: '00', numeric: '4175404.1' },
          iconUrl: 'javascript:window.__fuzzInjected=1',
        },
      ],
    }
    const tokens = portkit.feature('tokens')
    tokens.tokenBalances.value = await fetchTokenBalances(dataApiClient, {
      address: ADDRESS,
      chainId: 'eip155:1',
    })
    const markup = renderToStaticMarkup(<TokensTab portkit={portkit} {...viewProps} />)
    expectInert(markup)
    expect(count(markup, 'token-quantity')).toBe(1)
  })

  itHoldsAsync(
    'wallet rows (GET /getWallets)',
    fc.asyncProperty(anyResponseBody('catalogue-api', 'get', '/getWallets'), async (body) => {
      answer = body
      const source = apiCatalogueSource(
        createCatalogueApiClient({ baseUrl: CATALOGUE_API, projectId: 'p', sdkVersion: '1' }),
      )
      const page = await source.wallets({ page: 1, entries: 4 }).catch(() => undefined)
      for (const wallet of page?.wallets ?? [])
        expectInert(
          renderToStaticMarkup(<WalletEntryRow portkit={portkit} wallet={wallet} disabled={false} />),
        )
    }),
  )
})
