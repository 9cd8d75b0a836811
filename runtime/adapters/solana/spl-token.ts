import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

/**
 * The few SPL Token instructions Portkit sends, built from the programs' documented layouts with web3.js
 * 1.x (`@solana/spl-token` would add a native `bigint-buffer` build and @solana/codecs to every Solana app).
 * The devnet uses the same builders to mint its fixture token.
 */

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** Bytes of a mint account and of a token account (the Token program's fixed layouts). */
export const MINT_SIZE = 82
export const TOKEN_ACCOUNT_SIZE = 165

const INSTRUCTION = { mintTo: 7, transferChecked: 12, initializeMint2: 20 } as const
const ATA_CREATE_IDEMPOTENT = 1

/**
 * Instruction data written with a DataView: the page has no global Buffer, and web3.js only reads the
 * bytes (base58 on compile), so a Uint8Array stands in for its Buffer type.
 */
function instructionData(length: number, write: (view: DataView) => void): Buffer {
  const bytes = new Uint8Array(length)
  write(new DataView(bytes.buffer))
  return bytes as Buffer
}

/** The owner's associated token account for `mint` (the address wallets and explorers use). */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]
}

/** Creates the owner's associated token account unless it exists (so a send to a new holder works). */
export function createAssociatedTokenAccountIdempotent(
  payer: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    data: instructionData(1, (view) => view.setUint8(0, ATA_CREATE_IDEMPOTENT)),
  })
}

/** Moves `amount` base units; the program checks `decimals` against the mint, so a wrong mint fails. */
export function transferChecked(options: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
}): TransactionInstruction {
  const data = instructionData(10, (view) => {
    view.setUint8(0, INSTRUCTION.transferChecked)
    view.setBigUint64(1, options.amount, true)
    view.setUint8(9, options.decimals)
  })
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: options.source, isSigner: false, isWritable: true },
      { pubkey: options.mint, isSigner: false, isWritable: false },
      { pubkey: options.destination, isSigner: false, isWritable: true },
      { pubkey: options.owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

/** Initialises a created mint account (no freeze authority). */
export function initializeMint2(mint: PublicKey, decimals: number, authority: PublicKey) {
  // The freeze authority is COption::None: its flag and 32 bytes stay zero.
  const data = instructionData(67, (view) => {
    view.setUint8(0, INSTRUCTION.initializeMint2)
    view.setUint8(1, decimals)
    authority.toBytes().forEach((byte, i) => view.setUint8(2 + i, byte))
  })
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [{ pubkey: mint, isSigner: false, isWritable: true }],
    data,
  })
}

export function mintTo(mint: PublicKey, destination: PublicKey, authority: PublicKey, amount: bigint) {
  const data = instructionData(9, (view) => {
    view.setUint8(0, INSTRUCTION.mintTo)
    view.setBigUint64(1, amount, true)
  })
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data,
  })
}

/** A token account's balance in base units (u64 after the mint and owner keys). */
export function tokenAccountAmount(data: Uint8Array): bigint {
  if (data.length < TOKEN_ACCOUNT_SIZE) throw new TypeError('Not a token account')
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(64, true)
}

/** A mint's decimals (after the authority option, authority and supply). */
export function mintDecimals(data: Uint8Array): number {
  if (data.length < MINT_SIZE) throw new TypeError('Not a mint account')
  return data[44]!
}
