import { base58 } from '@scure/base'

/**
 * The parts of a serialised Solana transaction (legacy or v0) that the embedded wallet needs without
 * web3.js: where its signature goes, the signed message, and the SOL transfers it carries, so the frame
 * signs it and ApproveTransaction shows what is approved.
 */

export const SIGNATURE_BYTES = 64
export const KEY_BYTES = 32
export const VERSIONED_PREFIX = 0x80
/** The System program's id (32 zero bytes) and its Transfer instruction's index. */
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const SYSTEM_TRANSFER = 2

/** Solana's compact-u16 (1 to 3 bytes, 7 bits each): the value and the offset after it. */
export function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new TypeError('The transaction is cut short')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, offset + i + 1]
  }
  throw new TypeError('The transaction has a malformed length')
}

export interface SolanaWireTransaction {
  /** Offset of the first signature slot. */
  signaturesAt: number
  signatureCount: number
  /** The bytes every signature signs. */
  message: Uint8Array
  /** base58 account keys of the message, signers first. */
  accountKeys: string[]
  instructions: { program: string; accounts: string[]; data: Uint8Array }[]
}

export function parseSolanaTransaction(bytes: Uint8Array): SolanaWireTransaction {
  const [signatureCount, signaturesAt] = compactU16(bytes, 0)
  const messageAt = signaturesAt + signatureCount * SIGNATURE_BYTES
  const message = bytes.subarray(messageAt)
  let at = message[0] !== undefined && message[0] & VERSIONED_PREFIX ? 1 : 0
  at += 3 // header: required signatures, read-only signed, read-only unsigned
  const [keyCount, keysAt] = compactU16(message, at)
  at = keysAt
  const accountKeys: string[] = []
  for (let i = 0; i < keyCount; i++, at += KEY_BYTES)
    accountKeys.push(base58.encode(message.subarray(at, at + KEY_BYTES)))
  at += KEY_BYTES // recent blockhash
  const [instructionCount, instructionsAt] = compactU16(message, at)
  at = instructionsAt
  const instructions: SolanaWireTransaction['instructions'] = []
  for (let i = 0; i < instructionCount; i++) {
    const program = accountKeys[message[at]!] ?? ''
    const [accountCount, accountsAt] = compactU16(message, at + 1)
    const accounts = [...message.subarray(accountsAt, accountsAt + accountCount)].map(
      (index) => accountKeys[index] ?? '',
    )
    const [dataLength, dataAt] = compactU16(message, accountsAt + accountCount)
    instructions.push({ program, accounts, data: message.subarray(dataAt, dataAt + dataLength) })
    at = dataAt + dataLength
  }
  if (at > message.length) throw new TypeError('The transaction is cut short')
  return { signaturesAt, signatureCount, message, accountKeys, instructions }
}

/** The System program SOL transfers in a transaction: receiver and lamports. */
export function solanaTransfers(bytes: Uint8Array): { to: string; lamports: bigint }[] {
  return parseSolanaTransaction(bytes).instructions.flatMap(({ program, accounts, data }) => {
    if (program !== SYSTEM_PROGRAM || data.length !== 12) return []
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (view.getUint32(0, true) !== SYSTEM_TRANSFER) return []
    return [{ to: accounts[1] ?? '', lamports: view.getBigUint64(4, true) }]
  })
}
