import { encodeDeployData, parseUnits, type Address, type Hex } from 'viem'
import { devnetPriceFeedArtifact } from './devnet-price-feed.artifact.ts'
import { DEVNET_FEED_DECIMALS, DEVNET_PRICES_USD } from './fixture-feeds.ts'
import { FIXTURE_TOKENS } from './fixture-tokens.ts'

/** The USD feed of each priced currency on a devnet chain, by the symbol it prices (ETH, PUSD, EUR, SOL...). */
export type DevnetPriceFeeds = Record<string, Address>

/** Every currency the devnet prices and the USD price its feed starts at. */
export function devnetStartingPrices(): [symbol: string, priceUsd: number][] {
  return [
    ...Object.entries(DEVNET_PRICES_USD),
    ...FIXTURE_TOKENS.flatMap((token) =>
      'priceUsd' in token ? [[token.symbol, token.priceUsd] as [string, number]] : [],
    ),
  ]
}

/** Deploys one DevnetPriceFeed per priced currency, in a fixed order (the same addresses on every chain). */
export async function deployPriceFeeds(deploy: (data: Hex) => Promise<Address>): Promise<DevnetPriceFeeds> {
  const feeds: DevnetPriceFeeds = {}
  for (const [symbol, priceUsd] of devnetStartingPrices()) {
    feeds[symbol] = await deploy(
      encodeDeployData({
        abi: devnetPriceFeedArtifact.abi,
        bytecode: devnetPriceFeedArtifact.bytecode,
        args: [DEVNET_FEED_DECIMALS, `${symbol} / USD`, parseUnits(String(priceUsd), DEVNET_FEED_DECIMALS)],
      }),
    )
  }
  return feeds
}
