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
 * Why a round must not be trusted, or undefined when it may: a non-positive answer, an answer carried over
 * from an earlier round (`answeredInRound < roundId`), or one older than `maxAgeSeconds`.
 */
export function untrustedRound(
  round: FeedRound,
  maxAgeSeconds: number,
  nowSeconds: number,
): string | undefined {
  if (round.answer <= 0n) return `its answer ${round.answer} is not a price`
  if (round.answeredInRound < round.roundId) return 'its answer was carried over from an earlier round'
  const age = nowSeconds - Number(round.updatedAt)
  if (age > maxAgeSeconds) return `updated ${age} s ago, more than its ${maxAgeSeconds} s`
  return undefined
}

/** The USD price a round gives, or undefined when it must not be trusted (`untrustedRound`). */
export function priceFromRound(
  round: FeedRound,
  maxAgeSeconds: number,
  nowSeconds: number,
): number | undefined {
  if (untrustedRound(round, maxAgeSeconds, nowSeconds) !== undefined) return undefined
  return Number(formatUnits(round.answer, round.decimals))
}
