import { formatUnits } from 'viem'

/** What a feed's `decimals` and `latestRoundData` answered. */
export interface FeedRound {
  decimals: number
  roundId: bigint
  answer: bigint
  updatedAt: bigint
  answeredInRound: bigint
}

/**
 * The USD price a round gives, or undefined when it must not be trusted: a non-positive answer, an answer
 * carried over from an earlier round (`answeredInRound < roundId`), or one older than `maxAgeSeconds`.
 */
export function priceFromRound(
  round: FeedRound,
  maxAgeSeconds: number,
  nowSeconds: number,
): number | undefined {
  if (round.answer <= 0n) return undefined
  if (round.answeredInRound < round.roundId) return undefined
  if (nowSeconds - Number(round.updatedAt) > maxAgeSeconds) return undefined
  return Number(formatUnits(round.answer, round.decimals))
}
