import type { DeployedFixtures } from '../contracts/deploy-fixtures.ts'
import { NATIVE_CURRENCY } from '../contracts/fixture-tokens.ts'
import type { ChainSource } from '../../server/data-api/chain-source.ts'

/** A devnet chain before its fixtures are deployed: what the data API needs to reach it. */
export interface DevnetChainInput {
  chainId: number
  caipNetworkId: string
  name: string
  rpcUrl: string
}

/** A devnet chain as the server is configured with it: its node, the fixture tokens and contracts. */
export function devnetChainSource(chain: DevnetChainInput, fixtures: DeployedFixtures): ChainSource {
  return {
    ...chain,
    nativeCurrency: NATIVE_CURRENCY,
    tokens: fixtures.tokens.map(
      ({ address, name, symbol, decimals, priceUsd, spam, poolNative, onrampReserve }) => ({
        address,
        name,
        symbol,
        decimals,
        priceUsd,
        spam,
        swappable: poolNative > 0,
        onramp: onrampReserve > 0,
      }),
    ),
    swapRouter: fixtures.swapRouter,
    sessionAccount: fixtures.sessionAccount,
  }
}
