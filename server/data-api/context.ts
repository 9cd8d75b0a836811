import type { Address, LocalAccount } from 'viem'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import type { HistoryChains } from './history/history-chains.ts'
import type { PriceSource } from './prices/price-source.ts'
import type { ChainTokenLists } from './token-lists/chain-token-lists.ts'
import type { ServedChain } from './served-chain.ts'
import type { SolanaChainSource } from './chain-source.ts'

/** What every data API handler may use. */
export interface DataApiContext {
  chains: ServedChain[]
  /** The Solana chain when one is served (balances only: names and history are EVM-only, spec 9). */
  solana?: SolanaChainSource | undefined
  db: DevnetDb
  /** Base URL of the devnet catalogue API, which serves the token icons the responses link to. */
  catalogueUrl: string
  /** What the history endpoints know of each chain's node (Otterscan support, token metadata). */
  history: HistoryChains
  /** Every price the responses carry, read from the configured feeds. */
  prices: PriceSource
  /** The tokens each chain's token lists name, which balances read besides the configured ones. */
  tokenLists: ChainTokenLists
  /** Funded account that sends the smart-session revocations an owner signed (POST /v1/sessions/.../revoke). */
  relayer?: LocalAccount | undefined
  /** The devnet on-ramp provider's account: the transfers it sends are on-ramp purchases (history `onramp`). */
  onrampTreasury?: Address
  /** Where NFT metadata on ipfs:// is fetched (https; the server's `ipfsGateway` setting). */
  ipfsGateway: string
}

/** The query params every operation carries; echoed into icon URLs so the catalogue accepts them. */
export interface CommonQuery {
  projectId: string
  st: string
  sv: string
  clientId?: string
}

export function tokenIconUrl(context: DataApiContext, common: CommonQuery, symbol: string): string {
  const url = new URL(`${context.catalogueUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`)
  url.searchParams.set('projectId', common.projectId)
  url.searchParams.set('st', common.st)
  url.searchParams.set('sv', common.sv)
  return url.href
}
