import { Address, NETWORK, OutScript, selectUTXO, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { bytesToHex, hexToBytes } from 'viem'
import type { Network } from '../../core/types.ts'
import type { Transfer } from '../../controllers/types.ts'
import { BITCOIN_WALLET_CHAINS } from '../../core/bitcoin-provider-methods.ts'
import { getFeeRate, getUtxos } from './esplora-api.ts'

/**
 * The chain work of the bip122 adapter, through @scure/btc-signer: loaded on first send, so connecting and
 * signing messages never load it.
 */

type BtcNetwork = typeof NETWORK

/** Address encodings per network: mainnet bc1…, testnet tb1…, regtest bcrt1… (same version bytes as testnet). */
export function btcNetwork(network: Network): BtcNetwork {
  const chain = BITCOIN_WALLET_CHAINS[String(network.id)]
  if (chain === 'bitcoin:mainnet') return NETWORK
  if (chain === 'bitcoin:regtest') return { ...TEST_NETWORK, bech32: 'bcrt' }
  return TEST_NETWORK
}

export interface UnsignedTransfer {
  psbt: Uint8Array
  /** The inputs the sender signs (all of them: every input is the sender's). */
  signingIndexes: number[]
  fee: bigint
  feeRate: bigint
}

/** The sender's unspent outputs as inputs, and the API's fee rate: what a transfer is built from. */
async function spendable(apiUrl: string, network: Network, transfer: Transfer, senderPublicKey: string) {
  const params = btcNetwork(network)
  const script = OutScript.encode(Address(params).decode(transfer.from))
  const decoded = OutScript.decode(script)
  const key = hexToBytes(`0x${senderPublicKey}`)
  const [utxos, feeRate] = await Promise.all([getUtxos(apiUrl, transfer.from), getFeeRate(apiUrl)])
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
    ...(decoded.type === 'tr' ? { tapInternalKey: key.length === 33 ? key.slice(1) : key } : {}),
  }))
  return { params, inputs, feeRate }
}

type Spendable = Awaited<ReturnType<typeof spendable>>

/** Inputs paying amount and fee, change back to the sender; undefined when the outputs cannot. */
function select({ params, inputs, feeRate }: Spendable, transfer: Transfer, createTx: boolean) {
  return selectUTXO(inputs, [{ address: transfer.to, amount: transfer.amount }], 'default', {
    changeAddress: transfer.from,
    feePerByte: feeRate,
    network: params,
    createTx,
    bip69: false,
  })
}

/** A dust threshold no change can pass (more satoshis than exist): the estimate below adds no change output. */
const NO_CHANGE_DUST = 21_000_000n * 100_000_000n

/**
 * The fee of the transfer at the API's fee rate, whether or not the outputs cover it: the selected
 * transaction's; when no selection pays amount and fee, the cheapest transaction that could (every output
 * spent to the receiver, no change), so the send form can say the fee is what the balance lacks.
 */
export async function estimateFee(
  apiUrl: string,
  network: Network,
  transfer: Transfer,
  senderPublicKey: string,
): Promise<{ fee: bigint; feeRate: bigint }> {
  const funds = await spendable(apiUrl, network, transfer, senderPublicKey)
  const selected = select(funds, transfer, false)
  if (selected) return { fee: selected.fee ?? 0n, feeRate: funds.feeRate }
  // At a zero rate every output is taken whatever the amount: only the transaction's weight is read.
  const all = selectUTXO(funds.inputs, [{ address: transfer.to, amount: 0n }], 'all', {
    changeAddress: transfer.from,
    feePerByte: 0n,
    network: funds.params,
    createTx: false,
    dust: NO_CHANGE_DUST,
  })
  const vsize = BigInt(Math.ceil((all?.weight ?? 0) / 4))
  return { fee: vsize * funds.feeRate, feeRate: funds.feeRate }
}

/**
 * A PSBT paying `transfer.amount` satoshis to `transfer.to` from the sender's unspent outputs (the API's),
 * change back to the sender. p2wpkh and p2tr senders; a p2tr sender's key is its x-only public key.
 * Undefined when the outputs do not cover amount and fee.
 */
export async function buildTransfer(
  apiUrl: string,
  network: Network,
  transfer: Transfer,
  senderPublicKey: string,
): Promise<UnsignedTransfer | undefined> {
  const funds = await spendable(apiUrl, network, transfer, senderPublicKey)
  const selected = select(funds, transfer, true)
  if (!selected?.tx) return undefined
  return {
    psbt: selected.tx.toPSBT(),
    signingIndexes: selected.inputs.map((_, index) => index),
    fee: selected.fee ?? 0n,
    feeRate: funds.feeRate,
  }
}

/** Finalises the PSBT the wallet signed; the raw transaction as hex, ready to broadcast. */
export function finalizeSigned(psbt: Uint8Array): string {
  const transaction = Transaction.fromPSBT(psbt)
  transaction.finalize()
  return bytesToHex(transaction.extract()).slice(2)
}
