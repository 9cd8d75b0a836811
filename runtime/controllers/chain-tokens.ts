import { formatUnits } from 'viem'
import type { TokenOption } from '../config/types.ts'
import type { ChainNamespace, Network } from '../core/types.ts'
import { dropZeroDecimalTokens, type TokenBalance } from '../services/balance.ts'
import type { RecordCache } from '../services/cache.ts'
import type { TokenAmount, TokenToRead } from './types.ts'

/** How the account's tokens are read from its chain when no data API is configured. */
export interface ChainTokenReads {
  /** The native balance and the tokens' in one batched read (the namespace's adapter). */
  balances(
    namespace: ChainNamespace,
    address: string,
    network: Network,
    tokens: readonly TokenToRead[],
  ): Promise<TokenAmount[]>
  /** The listed tokens of the network (Portkit's default list and the host's `tokenLists`). */
  listed(network: Network): Promise<readonly TokenToRead[]>
  cache: RecordCache
}

const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * The account's tokens over the RPC: the native currency, the config's token for the network (always
 * shown, as the host asked for it) and every listed token the account holds, read together; tokens with
 * decimals 0 dropped (spec section 5); cached as a balance, 30 s (spec section 9).
 */
export async function readChainTokens(
  reads: ChainTokenReads,
  namespace: ChainNamespace,
  address: string,
  network: Network,
  configured: TokenOption | undefined,
): Promise<TokenBalance[]> {
  const key = `chain:${network.caipNetworkId}:${address}`
  const cached = reads.cache.get<TokenBalance[]>('balance', key)
  if (cached) return cached
  const listed = await reads.listed(network)
  const tokens = configured
    ? [
        { address: configured.address },
        ...listed.filter((token) => !sameAddress(token.address, configured.address)),
      ]
    : listed
  const amounts = await reads.balances(namespace, address, network, tokens)
  const shown = amounts
    .filter(({ address: token, value }) => !token || value > 0n || sameAddress(token, configured?.address))
    .map((amount) => toTokenBalance(amount, network))
  const balances = dropZeroDecimalTokens(shown)
  reads.cache.set('balance', key, balances)
  return balances
}

/** A chain read in the data API's shape, without a price (none is known without the data API). */
function toTokenBalance(
  { address, name, symbol, decimals, value }: TokenAmount,
  network: Network,
): TokenBalance {
  const chainId = network.caipNetworkId as TokenBalance['chainId']
  return {
    name,
    symbol,
    chainId,
    ...(address ? { address: `${chainId}:${address}` as TokenBalance['address'] } : {}),
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) },
    iconUrl: '',
  }
}
