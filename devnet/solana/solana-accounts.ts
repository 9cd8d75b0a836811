import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { base58 } from '@scure/base'

export interface SolanaTestAccount {
  /** Base58 public key. */
  address: string
  /** Base58 of the 64-byte secret key (seed then public key), the form Solana wallets import. */
  secretKey: string
}

/** Lamports each test account holds at start: 1000 SOL. */
export const SOLANA_TEST_ACCOUNT_LAMPORTS = 1_000n * 1_000_000_000n

/** The `count` funded devnet keypairs: the same on every start (seeds from a fixed label). Never for value. */
export function solanaTestKeypairs(count = 4): Keypair[] {
  return Array.from({ length: count }, (_, index) =>
    Keypair.fromSeed(createHash('sha256').update(`portkit devnet solana account ${index}`).digest()),
  )
}

export function solanaTestAccounts(count = 4): SolanaTestAccount[] {
  return solanaTestKeypairs(count).map((keypair) => ({
    address: keypair.publicKey.toBase58(),
    secretKey: base58.encode(keypair.secretKey),
  }))
}
