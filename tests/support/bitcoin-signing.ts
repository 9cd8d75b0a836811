import {
  Address,
  NETWORK,
  OutScript,
  p2tr,
  p2wpkh,
  RawWitness,
  Script,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, tagSchnorr } from '@scure/btc-signer/utils.js'

/** The Wallet Standard's Bitcoin chains and their address encodings (regtest: testnet's, prefix bcrt). */
export const BITCOIN_CHAIN_NETWORKS = {
  'bitcoin:mainnet': NETWORK,
  'bitcoin:testnet': TEST_NETWORK,
  'bitcoin:regtest': { ...TEST_NETWORK, bech32: 'bcrt' },
} as const
export type BitcoinChain = keyof typeof BITCOIN_CHAIN_NETWORKS

export type BitcoinAddressType = 'p2wpkh' | 'p2tr'

/** The key's address of `type` on `chain`. */
export function bitcoinAddress(
  privateKey: Uint8Array,
  type: BitcoinAddressType,
  chain: BitcoinChain,
): string {
  const network = BITCOIN_CHAIN_NETWORKS[chain]
  return type === 'p2tr'
    ? p2tr(pubSchnorr(privateKey), undefined, network).address!
    : p2wpkh(pubECDSA(privateKey), network).address!
}

/**
 * A BIP-322 "simple" signature by `privateKey` for `address` (p2wpkh or p2tr key path): the witness of the
 * virtual to_sign transaction spending to_spend, serialised. Built and signed with @scure/btc-signer; tests
 * verify it with another library (bip322-js).
 */
export function signBip322(
  message: Uint8Array,
  privateKey: Uint8Array,
  address: string,
  chain: BitcoinChain,
) {
  const script = OutScript.encode(Address(BITCOIN_CHAIN_NETWORKS[chain]).decode(address))
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', tagSchnorr('BIP0322-signed-message', message)]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(OutScript.decode(script).type === 'tr' ? { tapInternalKey: pubSchnorr(privateKey) } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.sign(privateKey)
  toSign.finalize()
  return RawWitness.encode(toSign.getInput(0).finalScriptWitness!)
}
