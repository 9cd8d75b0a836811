import { createHash } from 'node:crypto'
import type { PublicKey } from '@solana/web3.js'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  initializeMint2,
  MINT_SIZE,
  mintTo,
  TOKEN_PROGRAM_ID,
} from '../../runtime/adapters/solana/spl-token.ts'
import type { SolanaRpcMethods } from './solana-rpc-methods.ts'

/** The SPL fixture token as the manifest and the data API name it. */
export interface SplFixtureToken {
  /** Base58 mint address. */
  address: string
  name: string
  symbol: string
  decimals: number
}

/** The devnet's SPL token, minted to every funded account at start (the same mint on every start). */
/** Its price comes from the devnet's PSUSD / USD feed on an EVM chain (DEVNET_PRICES_USD). */
export const SPL_FIXTURE = { name: 'Portkit Solana USD', symbol: 'PSUSD', decimals: 6 } as const
/** Whole tokens each funded account holds at start. */
export const SPL_FIXTURE_PER_ACCOUNT = 5_000n

const seeded = (label: string) =>
  Keypair.fromSeed(createHash('sha256').update(`portkit devnet solana ${label}`).digest())

export const splFixtureMint = () => seeded('spl fixture mint')

/**
 * Creates the fixture mint (authority: a devnet-only key) and mints to each holder's associated token
 * account, as real transactions through the devnet's own sendTransaction.
 */
export function mintSplFixture(methods: SolanaRpcMethods, holders: PublicKey[]): SplFixtureToken {
  const mint = splFixtureMint()
  const authority = seeded('spl fixture authority')
  methods.call('requestAirdrop', [authority.publicKey.toBase58(), 10_000_000_000])
  const rent = Number(methods.call('getMinimumBalanceForRentExemption', [MINT_SIZE]))
  const perHolder = SPL_FIXTURE_PER_ACCOUNT * 10n ** BigInt(SPL_FIXTURE.decimals)
  const send = (transaction: Transaction, signers: Keypair[]) => {
    transaction.feePayer = authority.publicKey
    const { value } = methods.call('getLatestBlockhash', []) as { value: { blockhash: string } }
    transaction.recentBlockhash = value.blockhash
    transaction.sign(...signers)
    methods.call('sendTransaction', [transaction.serialize().toString('base64'), { encoding: 'base64' }])
  }
  send(
    new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: rent,
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      initializeMint2(mint.publicKey, SPL_FIXTURE.decimals, authority.publicKey),
    ),
    [authority, mint],
  )
  for (const holder of holders) {
    send(
      new Transaction().add(
        createAssociatedTokenAccountIdempotent(authority.publicKey, holder, mint.publicKey),
        mintTo(
          mint.publicKey,
          associatedTokenAddress(holder, mint.publicKey),
          authority.publicKey,
          perHolder,
        ),
      ),
      [authority],
    )
  }
  return { address: mint.publicKey.toBase58(), ...SPL_FIXTURE }
}
