import { OutScript, type Transaction } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import type { SignatureChecks } from './curves.ts'

/** What an input spends: the previous output's script and amount (satoshis). */
export interface Prevout {
  script: Uint8Array
  amount: bigint
}

/** Taproot's SIGHASH_DEFAULT: a 64-byte signature without a sighash byte. */
const SIGHASH_DEFAULT = 0

/**
 * Checks every input's witness against the output it spends, as a node would for p2wpkh (BIP-143 sighash,
 * ECDSA by the key whose hash the output names) and p2tr key-path spends (BIP-341 sighash, Schnorr by the
 * output key). Throws naming the first input that fails.
 */
export function verifyTransaction(tx: Transaction, prevouts: Prevout[], checks: SignatureChecks): void {
  if (prevouts.length !== tx.inputsLength) throw new Error('one previous output per input is needed')
  for (let index = 0; index < tx.inputsLength; index++) {
    const witness = tx.getInput(index).finalScriptWitness ?? []
    const { script, amount } = prevouts[index]!
    const output = OutScript.decode(script)
    if (output.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey)
        throw new Error(`input ${index}: a p2wpkh witness is [signature, public key]`)
      if (!equalBytes(hash160(publicKey), output.hash))
        throw new Error(`input ${index}: the public key is not the one the output pays`)
      const hashType = signature[signature.length - 1]!
      const sighash = tx.preimageWitnessV0(
        index,
        OutScript.encode({ type: 'pkh', hash: output.hash }),
        hashType,
        amount,
      )
      if (!checks.ecdsa(signature.slice(0, -1), sighash, publicKey))
        throw new Error(`input ${index}: the signature does not verify`)
    } else if (output.type === 'tr') {
      const [signature] = witness
      if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
        throw new Error(`input ${index}: a p2tr key-path witness is one Schnorr signature`)
      const hashType = signature.length === 65 ? signature[64]! : SIGHASH_DEFAULT
      const sighash = tx.preimageWitnessV1(
        index,
        prevouts.map((prevout) => prevout.script),
        hashType,
        prevouts.map((prevout) => prevout.amount),
      )
      if (!checks.schnorr(signature.slice(0, 64), sighash, output.pubkey))
        throw new Error(`input ${index}: the signature does not verify`)
    } else {
      throw new Error(`input ${index}: only p2wpkh and p2tr outputs are spent here (got ${output.type})`)
    }
  }
}
