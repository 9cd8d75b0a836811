import { createRequire } from 'node:module'
import { litesvmNativePackage } from '../manifest.ts'

/** The failed-transaction shape of the litesvm binding: its error, and the logs up to it. */
export interface LiteSvmFailure {
  err(): unknown
  meta(): LiteSvmMetadata
  toString(): string
}

export interface LiteSvmMetadata {
  signature(): Uint8Array
  logs(): string[]
  computeUnitsConsumed(): bigint
}

export interface LiteSvmAccount {
  lamports(): bigint
  data(): Uint8Array
  owner(): Uint8Array
  executable(): boolean
  rentEpoch(): bigint
}

/** The part of litesvm's native class (`LiteSvm` in its internal.d.ts) the devnet uses; keys are raw bytes. */
export interface LiteSvm {
  latestBlockhash(): string
  getBalance(pubkey: Uint8Array): bigint | null
  getAccount(pubkey: Uint8Array): LiteSvmAccount | null
  airdrop(pubkey: Uint8Array, lamports: bigint): LiteSvmMetadata | LiteSvmFailure | null
  minimumBalanceForRentExemption(dataLen: bigint): bigint
  sendLegacyTransaction(bytes: Uint8Array): LiteSvmMetadata | LiteSvmFailure
  sendVersionedTransaction(bytes: Uint8Array): LiteSvmMetadata | LiteSvmFailure
  simulateLegacyTransaction(bytes: Uint8Array): { meta(): LiteSvmMetadata } | LiteSvmFailure
  simulateVersionedTransaction(bytes: Uint8Array): { meta(): LiteSvmMetadata } | LiteSvmFailure
  expireBlockhash(): void
  warpToSlot(slot: bigint): void
  getClock(): { slot: bigint }
}

/** litesvm with its standard environment (sysvars, builtins, default programs), or undefined when not installed. */
export function createLiteSvm(): LiteSvm | undefined {
  const require = createRequire(import.meta.url)
  const native = litesvmNativePackage()
  if (native === undefined) return undefined
  let binding: { LiteSvm: new () => LiteSvm }
  try {
    binding = require(native) as typeof binding
  } catch {
    return undefined
  }
  return new binding.LiteSvm()
}

export function isFailure(result: object): result is LiteSvmFailure {
  return 'err' in result && typeof result.err === 'function'
}
