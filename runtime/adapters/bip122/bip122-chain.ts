import { Address, NETWORK, OutScript, selectUTXO, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { bytesToHex, hexToBytes } from 'viem'
import type { Network } from '../../core/types.ts'
import type { Transfer } from '../../controllers/types.ts'
import { BITCOIN_WALLET_CHAINS } from '../../connectors/bitcoin-wallet-standard/bitcoin-wallet-provider.ts'
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
  const selected = selectUTXO(inputs, [{ address: transfer.to, amount: transfer.amount }], 'default', {
    changeAddress: transfer.from,
    feePerByte: feeRate,
    network: params,
    createTx: true,
    bip69: false,
  })
  if (!selected?.tx) return undefined
  return {
    psbt: selected.tx.toPSBT(),
    signingIndexes: selected.inputs.map((_, index) => index),
    fee: selected.fee ?? 0n,
    feeRate,
  }
}

/** Finalises the PSBT the wallet signed; the raw transaction as hex, ready to broadcast. */
export function finalizeSigned(psbt: Uint8Array): string {
  const transaction = Transaction.fromPSBT(psbt)
  transaction.finalize()
  return bytesToHex(transaction.extract()).slice(2)
}
