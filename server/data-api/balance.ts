import { erc20Abi, getAddress } from 'viem'
import { balanceRows } from './balance-row.ts'
import type { ListedToken } from './token-lists/listed-tokens.ts'
import { readBalances } from './balance-reads.ts'
import type { DataApiContext } from './context.ts'
import type { DataApiHandler } from './data-api-types.ts'
import { chainsFor, isSolanaAddress, parseAccount, parseCaipAddress } from './inputs.ts'
import { checkFiatCurrency, pricesIn } from './prices/fiat.ts'
import { solanaBalances } from './solana-balance.ts'
import { findChain, knownFungibles, type KnownFungible, type ServedChain } from './served-chain.ts'

/**
 * GET /v1/account/{address}/balance: non-zero native and token balances read from the chains now, one
 * Multicall3 call per chain (there is no cache, so every answer is fresh), priced from the configured feeds. `forceUpdate` names CAIP-10 tokens
 * to include even when they are not fixtures (the runtime's configured `tokens`).
 */
export function getBalanceHandler(context: DataApiContext): DataApiHandler<'getBalance'> {
  return async ({ path, query }) => {
    checkFiatCurrency(context.prices, query.currency, 'currency')
    const extra = parseForceUpdate(query.forceUpdate)
    if (isSolanaAddress(path.address)) {
      return { json: { balances: await solanaBalances(context, path.address, query) } }
    }
    const account = parseAccount(path.address, 'address')
    if (!account) return { json: { balances: [] } }

    const perChain = await Promise.all(
      chainsFor(context.chains, query.chainId).map(async (chain) => {
        const known = knownFungibles(chain)
        const [listed, asked] = await Promise.all([
          context.tokenLists.tokensOf(chain),
          readExtraTokens(chain, extra),
        ])
        const fromLists = notIn(known, listed.map(listedFungible))
        const fungibles = [...known, ...fromLists, ...notIn([...known, ...fromLists], asked)]
        const [amounts, prices] = await Promise.all([
          readBalances(chain, fungibles, account),
          pricesIn(
            context.prices,
            query.currency,
            fungibles.map((fungible) => fungible.priceFeed),
          ),
        ])
        const holdings = fungibles.map(({ native, address, name, symbol, decimals }, i) => ({
          address: native ? undefined : address,
          name,
          symbol,
          decimals,
          price: prices[i],
          amount: amounts[i]!,
        }))
        return balanceRows(context, query, chain.caipNetworkId, holdings)
      }),
    )
    return { json: { balances: perChain.flat() } }
  }
}

function parseForceUpdate(value: string | undefined): { caipNetworkId: string; address: string }[] {
  if (value === undefined) return []
  return value.split(',').map((item) => parseCaipAddress(item.trim(), 'forceUpdate'))
}

/**
 * Reads name, symbol and decimals of `forceUpdate` tokens on this chain that are not fixtures. A token
 * that does not answer like an ERC20 is left out rather than failing the whole balance list.
 */
async function readExtraTokens(
  chain: ServedChain,
  tokens: { caipNetworkId: string; address: string }[],
): Promise<KnownFungible[]> {
  const known = new Set(knownFungibles(chain).map((fungible) => fungible.address.toLowerCase()))
  const wanted = new Set(
    tokens
      .filter((token) => findChain([chain], token.caipNetworkId) && /^0x[0-9a-fA-F]{40}$/.test(token.address))
      .map((token) => token.address.toLowerCase())
      .filter((address) => !known.has(address)),
  )
  const read = await Promise.all(
    [...wanted].map(async (address): Promise<KnownFungible | undefined> => {
      const contract = { address: getAddress(address), abi: erc20Abi } as const
      try {
        const [name, symbol, decimals] = await Promise.all([
          chain.client.readContract({ ...contract, functionName: 'name' }),
          chain.client.readContract({ ...contract, functionName: 'symbol' }),
          chain.client.readContract({ ...contract, functionName: 'decimals' }),
        ])
        // Not configured, so no feed: it has no price.
        return {
          address: contract.address,
          native: false,
          name,
          symbol,
          decimals,
          priceFeed: undefined,
          spam: false,
        }
      } catch {
        return undefined
      }
    }),
  )
  return read.filter((token) => token !== undefined)
}

/** A listed token as balances read it: no feed (so no price), not spam. */
const listedFungible = (token: ListedToken): KnownFungible => ({
  ...token,
  native: false,
  priceFeed: undefined,
  spam: false,
})

/** `fungibles` without those already in `known` (a configured token is listed too). */
function notIn(known: KnownFungible[], fungibles: KnownFungible[]): KnownFungible[] {
  const seen = new Set(known.map((fungible) => fungible.address.toLowerCase()))
  return fungibles.filter((fungible) => !seen.has(fungible.address.toLowerCase()))
}
