import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as catalogueGuards from '../../../runtime/services/api/catalogue-api.guards.gen.ts'
import { createCatalogueApiClient, createDataApiClient } from '../../../runtime/services/api/clients.ts'
import * as dataGuards from '../../../runtime/services/api/data-api.guards.gen.ts'
import { fetchTokenBalances, fetchSupportedChains } from '../../../runtime/services/balance.ts'
import { fetchWallets } from '../../../runtime/services/catalogue-api-source.ts'
import { fetchHistoryPage } from '../../../runtime/services/history.ts'
import { fetchIdentity } from '../../../runtime/services/identity.ts'
import { fetchNfts } from '../../../runtime/features/tokens/nft-list.ts'
import { checkSchema, formatProblem } from '../../../server/openapi/check-schema.ts'
import { loadContract, type ContractName, type JsonSchema } from '../../../server/openapi/load-contract.ts'
import { itHolds, itHoldsAsync } from '../../support/fuzz-settings.ts'
import { anyResponseBody, responseBody, responseSchema } from '../../support/openapi-arbitrary.ts'

// Issue 30: every API response the runtime reads, generated from its contract in openapi/ and then broken
// (a node of the wrong type, a dropped field, markup, a huge number). The readers keep from an answer only
// what the contract allows (the guards generated from it, runtime/services/api/*.guards.gen.ts), so the
// views and the host's hooks never meet a value of the wrong shape; an answer with nothing usable fails
// with an Error, which each view turns into its spec 8 fallback.

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const GUARDS: Record<string, Record<string, (value: unknown) => boolean>> = {
  'data-api': dataGuards,
  'catalogue-api': catalogueGuards,
}

function answering(body: unknown): typeof fetch {
  const text = JSON.stringify(body) ?? 'null'
  return async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })
}
const common = { baseUrl: 'https://api.test', projectId: 'p', sdkVersion: '1' }
const dataApi = (body: unknown) => createDataApiClient({ ...common, fetch: answering(body) })
const catalogueApi = (body: unknown) => createCatalogueApiClient({ ...common, fetch: answering(body) })

/**
 * What the contract says of `value`, but for fields it does not name: a guard lets those by (a newer
 * server's additions do no harm), and nothing reads them.
 */
function contractProblems(contract: ContractName, schema: JsonSchema, value: unknown): string[] {
  return checkSchema(loadContract(contract), schema, value)
    .filter((problem) => problem.message !== 'is not allowed here')
    .map(formatProblem)
}

const component = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

/** Each item a reader handed on, checked against the contract's schema of one item. */
function itemProblems(contract: ContractName, name: string, items: readonly unknown[]): string[] {
  return items.flatMap((item) => contractProblems(contract, component(name), item))
}

/** The reader's result, or the Error it failed with (anything else thrown fails the property). */
async function settle<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    return undefined
  }
}

const READ = [
  ['data-api', 'get', '/v1/account/{address}/balance'],
  ['data-api', 'get', '/v1/supported-chains'],
  ['data-api', 'get', '/v1/account/{account}/history'],
  ['data-api', 'get', '/v1/identity/{address}'],
  ['data-api', 'get', '/v1/account/{address}/nfts'],
  ['data-api', 'get', '/v1/profile/account/{name}'],
  ['data-api', 'get', '/v1/onramp/options'],
  ['data-api', 'post', '/v1/onramp/quote'],
  ['data-api', 'post', '/v1/generators/onrampurl'],
  ['data-api', 'get', '/v1/profile/suggestions/{name}'],
  ['data-api', 'post', '/v1/profile/account'],
  ['catalogue-api', 'get', '/getWallets'],
] as const

describe('the generated guards agree with the contract (server/openapi/check-schema.ts as reference)', () => {
  for (const [contract, method, path] of READ) {
    const { schema } = responseSchema(contract, method, path)
    const name = String(schema.$ref).split('/').pop()!
    itHolds(
      `${method.toUpperCase()} ${path}: a generated body is valid, and is${name} says so of any body exactly when the contract does`,
      fc.property(
        responseBody(contract, method, path),
        anyResponseBody(contract, method, path),
        (valid, any) => {
          expect(contractProblems(contract, schema, valid)).toEqual([])
          expect(GUARDS[contract]![`is${name}`]!(valid)).toBe(true)
          expect(GUARDS[contract]![`is${name}`]!(any)).toBe(
            contractProblems(contract, schema, any).length === 0,
          )
        },
      ),
    )
  }
})

describe('a reader hands on only what its contract allows, or fails with an Error', () => {
  itHoldsAsync(
    'balances (the Tokens tab, the account balance)',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/account/{address}/balance'), async (body) => {
      const balances = await settle(
        fetchTokenBalances(dataApi(body), { address: ADDRESS, chainId: 'eip155:1' }),
      )
      expect(itemProblems('data-api', 'TokenBalance', balances ?? [])).toEqual([])
    }),
  )
  itHoldsAsync(
    'history (the Activity tab)',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/account/{account}/history'), async (body) => {
      const page = await settle(fetchHistoryPage(dataApi(body), { account: ADDRESS }))
      expect(itemProblems('data-api', 'Transaction', page?.transactions ?? [])).toEqual([])
      if (page?.next !== undefined) expect(page.next).toMatch(/./)
    }),
  )
  itHoldsAsync(
    'NFTs (the NFTs tab)',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/account/{address}/nfts'), async (body) => {
      const nfts = await settle(fetchNfts(dataApi(body), `eip155:1:${ADDRESS}`))
      expect(itemProblems('data-api', 'Nft', nfts ?? [])).toEqual([])
    }),
  )
  itHoldsAsync(
    'wallets (All Wallets, the recommended and featured ones)',
    fc.asyncProperty(anyResponseBody('catalogue-api', 'get', '/getWallets'), async (body) => {
      const page = await settle(fetchWallets(catalogueApi(body), { page: 1, entries: 4 }))
      expect(itemProblems('catalogue-api', 'WalletEntry', page?.wallets ?? [])).toEqual([])
      if (page) expect(Number.isInteger(page.count) && page.count >= 0).toBe(true)
    }),
  )
  itHoldsAsync(
    'identity (the account name and avatar)',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/identity/{address}'), async (body) => {
      const identity = await settle(fetchIdentity(dataApi(body), ADDRESS))
      if (identity) expect(itemProblems('data-api', 'IdentityResponse', [identity])).toEqual([])
    }),
  )
  itHoldsAsync(
    'supported chains (which chains the data API serves)',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/supported-chains'), async (body) => {
      const chains = await settle(fetchSupportedChains(dataApi(body)))
      const ids = chains ? [...chains.http, ...chains.history] : []
      expect(ids.filter((id) => !dataGuards.isCaipNetworkId(id))).toEqual([])
    }),
  )
})

describe('the contract refuses what a wallet must never be asked to send', () => {
  it('a built swap or approval whose from or to is not a 20-byte address', () => {
    const tx = { from: ADDRESS, to: ADDRESS, data: '0x', eip155: { gas: '21000', gasPrice: '1' } }
    expect(dataGuards.isBuildSwapTransactionResponse({ tx: { ...tx, amount: '0' } })).toBe(true)
    expect(dataGuards.isBuildApproveTransactionResponse({ tx: { ...tx, value: '0' } })).toBe(true)
    for (const bad of ['javascript:alert(1)', '', `${ADDRESS}00`, ADDRESS.slice(2)]) {
      expect(dataGuards.isBuildSwapTransactionResponse({ tx: { ...tx, amount: '0', to: bad } }), bad).toBe(
        false,
      )
      expect(
        dataGuards.isBuildApproveTransactionResponse({ tx: { ...tx, value: '0', from: bad } }),
        bad,
      ).toBe(false)
    }
  })
})
