import { describe, expectTypeOf, it } from 'vitest'
import type {
  AnalyticsApiClient,
  CatalogueApiClient,
  DataApiClient,
} from '../../../runtime/services/api/clients.ts'
import type { components as Catalogue } from '../../../runtime/services/api/catalogue-api.gen.ts'
import type { components as Data } from '../../../runtime/services/api/data-api.gen.ts'

// These rules are enforced by the type checker (`tsc -p tsconfig.json` in CI), not at run time: an unused
// `@ts-expect-error` is itself an error, so each misuse below breaks the build if it ever type-checks.
// The calls sit in functions that are never run, and each misuse has a correct twin just before it, so the
// expected error can only be the intended one.

describe('typed API clients (compile-time contract)', () => {
  it('rejects a misspelled query param, next to valid ones or alone', () => {
    const calls = async (data: DataApiClient, catalogue: CatalogueApiClient) => {
      const path = { address: '0xabc' }
      await data.GET('/v1/account/{address}/balance', {
        params: { path, query: { currency: 'usd', chainId: 'eip155:1' } },
      })
      await data.GET('/v1/account/{address}/balance', {
        params: {
          path,
          // @ts-expect-error `chainid` is not a parameter (the contract says `chainId`)
          query: { currency: 'usd', chainid: 'eip155:1' },
        },
      })
      await data.GET('/v1/account/{address}/balance', {
        params: {
          path,
          // @ts-expect-error `curency` replaces the required `currency`
          query: { curency: 'usd' },
        },
      })

      await catalogue.GET('/getWallets', { params: { query: { page: 2, entries: 40 } } })
      await catalogue.GET('/getWallets', {
        params: {
          // @ts-expect-error `pages` is not a parameter (the contract says `page`)
          query: { pages: 2 },
        },
      })
    }
    expectTypeOf(calls).toBeFunction()
  })

  it('leaves projectId, st, sv and clientId to the client, and still requires the rest', () => {
    const calls = async (data: DataApiClient) => {
      await data.GET('/v1/onramp/options')
      await data.GET('/v1/onramp/options', {
        params: {
          // @ts-expect-error the middleware adds projectId; callers cannot pass their own
          query: { projectId: 'other' },
        },
      })
      await data.GET('/v1/convert/gas-price', { params: { query: { chainId: 'eip155:1' } } })
      // @ts-expect-error `chainId` is required by the contract
      await data.GET('/v1/convert/gas-price')
    }
    expectTypeOf(calls).toBeFunction()
  })

  it('rejects a wrong response field and types the right one from the contract', () => {
    const calls = async (data: DataApiClient, catalogue: CatalogueApiClient) => {
      const balance = await data.GET('/v1/account/{address}/balance', {
        params: { path: { address: '0xabc' }, query: { currency: 'usd' } },
      })
      expectTypeOf(balance.data).toEqualTypeOf<Data['schemas']['BalanceResponse'] | undefined>()
      expectTypeOf(balance.data!).toHaveProperty('balances')
      // @ts-expect-error the field is `balances`, not `balance`
      expectTypeOf(balance.data!).toHaveProperty('balance')
      expectTypeOf(balance.data!.balances[0]!.quantity).toEqualTypeOf<{ decimals: string; numeric: string }>()

      const wallets = await catalogue.GET('/getWallets')
      expectTypeOf(wallets.data!.data[0]!.rdns).toEqualTypeOf<string | null>()
      expectTypeOf(wallets.data!.count).toEqualTypeOf<number>()
      // @ts-expect-error the wallet list is `data`, not `wallets`
      expectTypeOf(wallets.data!).toHaveProperty('wallets')
      expectTypeOf(wallets.error).toEqualTypeOf<Catalogue['schemas']['ErrorResponse'] | undefined>()
    }
    expectTypeOf(calls).toBeFunction()
  })

  it('rejects a wrong request body field', () => {
    const calls = async (analytics: AnalyticsApiClient) => {
      const props = { type: 'track', event: 'SEND_INITIATED' }
      const event = { eventId: crypto.randomUUID(), url: 'https://a.example', domain: 'a.example', props }
      await analytics.POST('/e', { body: { ...event, timestamp: Date.now() } })
      await analytics.POST('/e', {
        body: {
          ...event,
          // @ts-expect-error the contract names it `timestamp`
          time: Date.now(),
        },
      })
    }
    expectTypeOf(calls).toBeFunction()
  })
})
