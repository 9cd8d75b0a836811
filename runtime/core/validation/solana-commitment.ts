/** Preflight commitments accepted by Solana signAndSend (spec section 5). */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type SolanaCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]

export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return (SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value)
}
