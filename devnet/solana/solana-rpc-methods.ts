import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { base58 } from '@scure/base'
import { associatedTokenAddress, tokenAccountAmount } from '../../runtime/adapters/solana/spl-token.ts'
import { isFailure, type LiteSvm, type LiteSvmFailure, type LiteSvmMetadata } from './litesvm-binding.ts'

/** Transaction fee the devnet charges per signature (litesvm's default, as on Solana). */
const LAMPORTS_PER_SIGNATURE = 5000
/** Blocks a blockhash stays valid on Solana; the devnet's height is its slot. */
const BLOCKHASH_VALIDITY = 150n

export class RpcMethodError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

interface Landed {
  slot: bigint
  err: unknown
}

/**
 * The Solana JSON-RPC methods that web3.js's Connection and the runtime call, answered from litesvm. Every
 * processed transaction is final at once (litesvm has no forks), so each commitment sees the same state.
 */
export function createSolanaRpcMethods(svm: LiteSvm, genesisHash: string) {
  const landed = new Map<string, Landed>()
  const listeners = new Set<(signature: string, result: Landed) => void>()
  const slot = () => svm.getClock().slot
  const context = () => ({ slot: Number(slot()), apiVersion: '2.1.0' })

  function record(result: LiteSvmMetadata | LiteSvmFailure): string {
    const meta = isFailure(result) ? result.meta() : result
    const signature = base58.encode(meta.signature())
    const entry = { slot: slot(), err: isFailure(result) ? errorValue(result) : null }
    landed.set(signature, entry)
    // The next transaction lands in a new slot, as on a real cluster.
    svm.warpToSlot(entry.slot + 1n)
    for (const listener of listeners) listener(signature, entry)
    return signature
  }

  function decodeTransaction(encoded: unknown, config: unknown): { bytes: Uint8Array; legacy: boolean } {
    if (typeof encoded !== 'string') throw new RpcMethodError(-32602, 'Invalid params: transaction')
    const encoding = (config as { encoding?: string } | undefined)?.encoding ?? 'base58'
    if (encoding !== 'base64') throw new RpcMethodError(-32602, 'Invalid params: only base64 is served')
    const bytes = Buffer.from(encoded, 'base64')
    try {
      return { bytes, legacy: VersionedTransaction.deserialize(bytes).version === 'legacy' }
    } catch (error) {
      throw new RpcMethodError(-32602, `failed to deserialize transaction: ${(error as Error).message}`)
    }
  }

  const methods: Record<string, (params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
    getGenesisHash: () => genesisHash,
    getSlot: () => Number(slot()),
    getBlockHeight: () => Number(slot()),
    getBalance: ([address]) => ({ context: context(), value: Number(svm.getBalance(key(address)) ?? 0n) }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: Number(slot() + BLOCKHASH_VALIDITY) },
    }),
    isBlockhashValid: ([blockhash]) => ({ context: context(), value: blockhash === svm.latestBlockhash() }),
    getFeeForMessage: () => ({ context: context(), value: LAMPORTS_PER_SIGNATURE }),
    getMinimumBalanceForRentExemption: ([length]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(Number(length ?? 0)))),
    // The owner's associated token account of the mint asked for: the stand-in's token accounts are all
    // associated ones (spl-fixture.ts), where a real node finds every account the owner has.
    getTokenAccountsByOwner: ([owner, filter]) => {
      const mint = (filter as { mint?: unknown } | undefined)?.mint
      if (typeof mint !== 'string')
        throw new RpcMethodError(-32602, 'Invalid params: only a mint filter is served')
      const address = associatedTokenAddress(new PublicKey(key(owner)), new PublicKey(key(mint)))
      const account = svm.getAccount(address.toBytes())
      if (!account || account.lamports() === 0n) return { context: context(), value: [] }
      const amount = tokenAccountAmount(account.data())
      const info = { mint, owner, tokenAmount: { amount: amount.toString() } }
      return {
        context: context(),
        value: [
          {
            pubkey: address.toBase58(),
            account: {
              data: { program: 'spl-token', parsed: { type: 'account', info }, space: account.data().length },
              executable: false,
              lamports: Number(account.lamports()),
              owner: base58.encode(account.owner()),
              rentEpoch: 0,
              space: account.data().length,
            },
          },
        ],
      }
    },
    getAccountInfo: ([address]) => {
      const account = svm.getAccount(key(address))
      if (!account || account.lamports() === 0n) return { context: context(), value: null }
      const data = account.data()
      return {
        context: context(),
        value: {
          data: [Buffer.from(data).toString('base64'), 'base64'],
          executable: account.executable(),
          lamports: Number(account.lamports()),
          owner: base58.encode(account.owner()),
          rentEpoch: 0,
          space: data.length,
        },
      }
    },
    getSignatureStatuses: ([signatures]) => ({
      context: context(),
      value: (Array.isArray(signatures) ? signatures : []).map((signature: unknown) => {
        const entry = landed.get(String(signature))
        return entry
          ? {
              slot: Number(entry.slot),
              confirmations: null,
              err: entry.err,
              status: entry.err === null ? { Ok: null } : { Err: entry.err },
              confirmationStatus: 'finalized',
            }
          : null
      }),
    }),
    requestAirdrop: ([address, lamports]) => {
      const result = svm.airdrop(key(address), BigInt(Number(lamports)))
      if (!result || isFailure(result)) throw new RpcMethodError(-32603, 'airdrop failed')
      return record(result)
    },
    sendTransaction: ([encoded, config]) => {
      const { bytes, legacy } = decodeTransaction(encoded, config)
      // A validator's preflight: a transaction that would fail is refused, not landed (no fee is taken).
      if (!(config as { skipPreflight?: boolean } | undefined)?.skipPreflight) {
        const simulated = legacy
          ? svm.simulateLegacyTransaction(bytes)
          : svm.simulateVersionedTransaction(bytes)
        if (isFailure(simulated)) throw preflightFailure(simulated)
      }
      const result = legacy ? svm.sendLegacyTransaction(bytes) : svm.sendVersionedTransaction(bytes)
      if (isFailure(result)) throw preflightFailure(result)
      return record(result)
    },
    simulateTransaction: ([encoded, config]) => {
      const { bytes, legacy } = decodeTransaction(encoded, config)
      const result = legacy ? svm.simulateLegacyTransaction(bytes) : svm.simulateVersionedTransaction(bytes)
      const meta = result.meta()
      return {
        context: context(),
        value: {
          err: isFailure(result) ? errorValue(result) : null,
          logs: meta.logs(),
          accounts: null,
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          returnData: null,
        },
      }
    },
  }

  return {
    call(method: string, params: unknown[]): unknown {
      const handler = methods[method]
      if (!handler) throw new RpcMethodError(-32601, `Method not found: ${method}`)
      return handler(params)
    },
    /** The landed state of a signature, if the devnet processed it. */
    landed: (signature: string) => landed.get(signature),
    onLanded(listener: (signature: string, result: Landed) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type SolanaRpcMethods = ReturnType<typeof createSolanaRpcMethods>

function key(address: unknown): Uint8Array {
  try {
    return new PublicKey(String(address)).toBytes()
  } catch {
    throw new RpcMethodError(-32602, `Invalid param: WrongSize (${String(address)})`)
  }
}

/** The JSON-RPC error a validator answers when preflight fails: its error and logs. */
function preflightFailure(failure: LiteSvmFailure): RpcMethodError {
  const err = errorValue(failure)
  return new RpcMethodError(-32002, `Transaction simulation failed: ${JSON.stringify(err)}`, {
    err,
    logs: failure.meta().logs(),
    accounts: null,
    unitsConsumed: Number(failure.meta().computeUnitsConsumed()),
  })
}

/** litesvm's error as the JSON a validator reports (e.g. `{ InstructionError: [0, ...] }`), from its text. */
function errorValue(failure: LiteSvmFailure): unknown {
  const text = failure.toString()
  const match = /err: ([A-Za-z]+)/.exec(text)
  return match?.[1] ?? 'TransactionError'
}
