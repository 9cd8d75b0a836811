import type { LocalAccount } from 'viem'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer, type ServiceHandler } from '../http/start-http-server.ts'
import { getBalanceHandler } from './balance.ts'
import type { DataApiContext } from './context.ts'
import { buildApproveTransactionHandler, buildSwapTransactionHandler } from './convert/build-handlers.ts'
import {
  getGasPriceHandler,
  getSwapAllowanceHandler,
  getSwapQuotesHandler,
  getSwapTokensHandler,
} from './convert/convert-handlers.ts'
import type { DataApiHandlers } from './data-api-types.ts'
import { getFungiblePriceHandler } from './fungible-price.ts'
import { getTransactionHistoryHandler } from './history/history-handler.ts'
import { createHistoryChains } from './history/history-chains.ts'
import { createChainTokenLists } from './token-lists/chain-token-lists.ts'
import {
  getIdentityHandler,
  getNameSuggestionsHandler,
  lookupNameHandler,
  reverseLookupNameHandler,
} from './names/profile-handlers.ts'
import { registerNameHandler } from './names/register-name.ts'
import {
  generateOnrampUrlHandler,
  getOnrampOptionsHandler,
  getOnrampQuoteHandler,
} from './onramp/onramp-handlers.ts'
import { createOnrampProvider } from './onramp/create-onramp-provider.ts'
import { isRemoteOnramp, type OnrampSettings } from './onramp/onramp-settings.ts'
import { getNftsHandler } from './nfts/nfts-handler.ts'
import { DEFAULT_METADATA_IPFS_GATEWAY } from './nfts/token-metadata.ts'
import type { PriceFeedOnChain } from './prices/price-feed.ts'
import { createPriceSource } from './prices/price-source.ts'
import { rpcProxyRoute } from './rpc-proxy.ts'
import type { ServedChain } from './served-chain.ts'
import type { SolanaChainSource } from './chain-source.ts'
import { getSmartSessionsHandler, revokeSmartSessionHandler } from './sessions.ts'
import { getSupportedChainsHandler } from './supported-chains.ts'

export interface DataApiOptions {
  chains: ServedChain[]
  /** The Solana chain, when one is served: its balances are served too. */
  solana?: SolanaChainSource | undefined
  /** USD feeds of the fiat currencies prices may be asked in besides usd, by lower-case code (eur, gbp). */
  fiatPriceFeeds?: Readonly<Record<string, PriceFeedOnChain>> | undefined
  db: DevnetDb
  catalogueUrl: string
  /** Funded account that sends the smart-session revocations an owner signed; without it none are relayed. */
  relayer?: LocalAccount | undefined
  /** Who sells the crypto of the on-ramp operations (the server's `onramp` setting). */
  onramp?: OnrampSettings | undefined
  /** Where NFT metadata on ipfs:// is fetched; DEFAULT_METADATA_IPFS_GATEWAY (https://ipfs.io) by default. */
  ipfsGateway?: string | undefined
}

/** Every operation of openapi/data-api.yaml, plus the RPC proxy. */
export function createDataApi(options: DataApiOptions): ServiceHandler {
  const onramp = options.onramp
  const context: DataApiContext = {
    chains: options.chains,
    solana: options.solana,
    db: options.db,
    catalogueUrl: options.catalogueUrl,
    onrampTreasury: onramp && !isRemoteOnramp(onramp) ? onramp.treasury : undefined,
    relayer: options.relayer,
    history: createHistoryChains(),
    prices: createPriceSource(options.chains, options.fiatPriceFeeds),
    tokenLists: createChainTokenLists(),
    ipfsGateway: options.ipfsGateway ?? DEFAULT_METADATA_IPFS_GATEWAY,
  }
  const onrampProvider = createOnrampProvider(onramp, context)
  return () => {
    const handlers: DataApiHandlers = {
      getSupportedChains: getSupportedChainsHandler(context),
      getIdentity: getIdentityHandler(context),
      getTransactionHistory: getTransactionHistoryHandler(context),
      getBalance: getBalanceHandler(context),
      getNfts: getNftsHandler(context),
      getSwapQuotes: getSwapQuotesHandler(context),
      getSwapTokens: getSwapTokensHandler(context),
      getFungiblePrice: getFungiblePriceHandler(context),
      getSwapAllowance: getSwapAllowanceHandler(context),
      getGasPrice: getGasPriceHandler(context),
      buildSwapTransaction: buildSwapTransactionHandler(context),
      buildApproveTransaction: buildApproveTransactionHandler(context),
      lookupName: lookupNameHandler(context),
      reverseLookupName: reverseLookupNameHandler(context),
      getNameSuggestions: getNameSuggestionsHandler(context),
      registerName: registerNameHandler(context),
      generateOnrampUrl: generateOnrampUrlHandler(onrampProvider),
      getOnrampOptions: getOnrampOptionsHandler(onrampProvider),
      getOnrampQuote: getOnrampQuoteHandler(onrampProvider),
      getSmartSessions: getSmartSessionsHandler(context),
      revokeSmartSession: revokeSmartSessionHandler(context),
    }
    return createContractRouter('data-api', handlers as unknown as Record<string, AnyHandler>, [
      rpcProxyRoute(options.chains),
    ])
  }
}

/** The data API alone on a loopback port. */
export const startDataApi = (options: DataApiOptions): Promise<RunningServer> =>
  startHttpServer(createDataApi(options))
