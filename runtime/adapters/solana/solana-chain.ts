import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { RpcMethodNotAllowedError, TransactionRevertedError } from '../../core/errors.ts'
import type { SolanaCommitment } from '../../core/validation/solana-commitment.ts'
import type { Eip1193Provider, NativeBalance, Transfer, TransferFee } from '../../controllers/types.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import { deadlineSignal, fetchWithDeadline } from '../../services/deadline.ts'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  mintDecimals,
  tokenAccountAmount,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from './spl-token.ts'

/**
 * The chain work of the Solana adapter, through web3.js 1.x: loaded on first use, so connecting and
 * signing messages never load web3.js.
 */

const connections = new Map<string, Connection>()

/**
 * One Connection per RPC URL; subscriptions go to the same host over ws(s). Each JSON-RPC call gives up
 * after spec section 9's RPC timeout (10 s; web3.js sets none): a hung RPC ends in the balance fallback or
 * the send error, not an endless spinner.
 */
export function connectionFor(rpcUrl: string): Connection {
  let connection = connections.get(rpcUrl)
  if (!connection) {
    connection = new Connection(rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: rpcUrl.replace(/^http/, 'ws'),
      fetch: (input, init) => fetchWithDeadline(input, init),
    })
    connections.set(rpcUrl, connection)
  }
  return connection
}

export async function getBalance(rpcUrl: string, address: string, symbol: string): Promise<NativeBalance> {
  const lamports = await connectionFor(rpcUrl).getBalance(new PublicKey(address))
  return { value: BigInt(lamports), decimals: 9, symbol }
}

/** The mint's decimals, read from its account (the Token program checks them on every transfer). */
async function decimalsOf(connection: Connection, mint: PublicKey): Promise<number> {
  const account = await connection.getAccountInfo(mint)
  if (!account || !account.owner.equals(TOKEN_PROGRAM_ID))
    throw new TypeError(`${mint.toBase58()} is no mint`)
  return mintDecimals(account.data)
}

/**
 * The owner's balance of an SPL token from its associated token account (0 when it has none). The chain
 * holds no symbol for a bare mint: `symbol` is what the caller names it.
 */
export async function getTokenBalance(
  rpcUrl: string,
  address: string,
  mint: string,
  symbol: string,
): Promise<NativeBalance> {
  const connection = connectionFor(rpcUrl)
  const mintKey = new PublicKey(mint)
  const [decimals, account] = await Promise.all([
    decimalsOf(connection, mintKey),
    connection.getAccountInfo(associatedTokenAddress(new PublicKey(address), mintKey)),
  ])
  return { value: account ? tokenAccountAmount(account.data) : 0n, decimals, symbol }
}

/** A SOL transfer, or an SPL transfer (creating the receiver's token account when it has none). */
async function transferInstructions(connection: Connection, transfer: Transfer, from: PublicKey) {
  const to = new PublicKey(transfer.to)
  if (transfer.token === undefined)
    return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: transfer.amount })]
  const mint = new PublicKey(transfer.token)
  return [
    createAssociatedTokenAccountIdempotent(from, to, mint),
    transferChecked({
      source: associatedTokenAddress(from, mint),
      mint,
      destination: associatedTokenAddress(to, mint),
      owner: from,
      amount: transfer.amount,
      decimals: await decimalsOf(connection, mint),
    }),
  ]
}

async function transferTransaction(connection: Connection, transfer: Transfer) {
  const from = new PublicKey(transfer.from)
  const [latest, instructions] = await Promise.all([
    connection.getLatestBlockhash(),
    transferInstructions(connection, transfer, from),
  ])
  const transaction = new Transaction({ feePayer: from, ...latest }).add(...instructions)
  return { transaction, latest }
}

/** The fee of a transfer in lamports; Solana has no gas price, so the price is the whole fee. */
export async function estimateTransferFee(rpcUrl: string, transfer: Transfer): Promise<TransferFee> {
  const connection = connectionFor(rpcUrl)
  const { transaction } = await transferTransaction(connection, transfer)
  const fee = BigInt((await transaction.getEstimatedFee(connection)) ?? 0)
  return { gasPrice: fee, fee }
}

/**
 * A SOL or SPL transfer with the given preflight commitment (spec section 5): the wallet signs and sends it
 * (solana_signAndSendTransaction) where it grants that, else it signs (solana_signTransaction) and the
 * network's RPC sends it; resolves with the signature once submitted.
 */
export async function sendTransfer(
  provider: Eip1193Provider,
  rpcUrl: string,
  transfer: Transfer,
  preflightCommitment: SolanaCommitment,
): Promise<string> {
  const connection = connectionFor(rpcUrl)
  const { transaction } = await transferTransaction(connection, transfer)
  const unsigned = transaction.serialize({ requireAllSignatures: false })
  try {
    const { signature } = (await provider.request({
      method: SOLANA_PROVIDER_METHODS.signAndSendTransaction,
      params: { transaction: unsigned, pubkey: transfer.from, sendOptions: { preflightCommitment } },
    })) as { signature: string }
    return signature
  } catch (error) {
    if (!(error instanceof RpcMethodNotAllowedError)) throw error
  }
  const { transaction: signed } = (await provider.request({
    method: SOLANA_PROVIDER_METHODS.signTransaction,
    params: { transaction: unsigned, pubkey: transfer.from },
  })) as { transaction: Uint8Array }
  return connection.sendRawTransaction(signed, { preflightCommitment })
}

/**
 * Waits until the transaction is confirmed (signatureSubscribe); a failed one rejects with its error. Gives
 * up after `timeoutMs`: web3.js polls the block height until it passes the blockhash's last valid one, and
 * takes a failed poll for "not yet", so an RPC that stops answering would be waited on forever.
 */
export async function waitForConfirmation(
  rpcUrl: string,
  signature: string,
  timeoutMs: number,
): Promise<void> {
  const abortSignal = deadlineSignal(timeoutMs)
  const connection = connectionFor(rpcUrl)
  const latest = await connection.getLatestBlockhash()
  const { value } = await connection.confirmTransaction({ signature, ...latest, abortSignal }, 'confirmed')
  if (value.err) throw new TransactionRevertedError(JSON.stringify(value.err))
}
