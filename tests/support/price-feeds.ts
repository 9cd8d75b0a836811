import { encodeDeployData, encodeFunctionData, parseUnits, type Address } from 'viem'
import { devnetPriceFeedArtifact } from '../../devnet/contracts/devnet-price-feed.artifact.ts'
import { DEVNET_FEED_DECIMALS } from '../../devnet/contracts/fixture-feeds.ts'
import { sendAs } from './anvil-contracts.ts'

/** Whole USD as a feed's 8-decimal answer. */
export const feedAnswer = (priceUsd: number | string) => parseUnits(String(priceUsd), DEVNET_FEED_DECIMALS)

/** A DevnetPriceFeed deployed by `owner` (an anvil account), answering `priceUsd` now. */
export async function deployPriceFeed(rpcUrl: string, owner: Address, priceUsd: number): Promise<Address> {
  const data = encodeDeployData({
    abi: devnetPriceFeedArtifact.abi,
    bytecode: devnetPriceFeedArtifact.bytecode,
    args: [DEVNET_FEED_DECIMALS, 'TEST / USD', feedAnswer(priceUsd)],
  })
  return (await sendAs(rpcUrl, { from: owner, data })).receipt.contractAddress!
}

/** Starts a new round answered now (`setAnswer`). */
export async function setFeedAnswer(rpcUrl: string, owner: Address, feed: Address, answer: bigint) {
  const data = encodeFunctionData({
    abi: devnetPriceFeedArtifact.abi,
    functionName: 'setAnswer',
    args: [answer],
  })
  await sendAs(rpcUrl, { from: owner, to: feed, data })
}

/** Starts a new round as a faulty feed reports it: updated at `updatedAt`, carried over from `answeredInRound`. */
export async function setFeedRound(
  rpcUrl: string,
  owner: Address,
  feed: Address,
  round: { answer: bigint; updatedAt: bigint; answeredInRound: bigint },
) {
  const data = encodeFunctionData({
    abi: devnetPriceFeedArtifact.abi,
    functionName: 'setRound',
    args: [round.answer, round.updatedAt, round.answeredInRound],
  })
  await sendAs(rpcUrl, { from: owner, to: feed, data })
}
