import { parseAbi } from 'viem'

/**
 * What the data API reads of a price feed with Chainlink's AggregatorV3 interface (the devnet's
 * DevnetPriceFeed.sol). The devnet's compiled artifact must contain every item
 * (tests/unit/devnet/services/contract-artifacts.test.ts).
 */
export const AGGREGATOR_V3_ABI = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
])
