import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/** The two checks a Bitcoin signature needs (BIP-143 ECDSA, BIP-340 Schnorr), over prehashed messages. */
export interface SignatureChecks {
  /** A DER-encoded low-S ECDSA signature over a 32-byte sighash. */
  ecdsa(der: Uint8Array, sighash: Uint8Array, publicKey: Uint8Array): boolean
  /** A 64-byte Schnorr signature over a 32-byte sighash by an x-only key. */
  schnorr(signature: Uint8Array, sighash: Uint8Array, xOnlyKey: Uint8Array): boolean
}

interface NobleSecp256k1 {
  secp256k1: {
    verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array, opts: object): boolean
  }
  schnorr: { verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean }
}

/**
 * The curve code @scure/btc-signer itself signs with (its exact @noble/curves dependency), found from
 * btc-signer's own folder: an app's top-level @noble/curves may be another major version.
 */
export async function signatureChecks(): Promise<SignatureChecks> {
  const signer = createRequire(import.meta.url).resolve('@scure/btc-signer')
  const curves = createRequire(signer).resolve('@noble/curves/secp256k1.js')
  const { secp256k1, schnorr } = (await import(pathToFileURL(curves).href)) as NobleSecp256k1
  return {
    ecdsa: (der, sighash, publicKey) =>
      secp256k1.verify(der, sighash, publicKey, { prehash: false, format: 'der', lowS: true }),
    schnorr: (signature, sighash, xOnlyKey) => schnorr.verify(signature, sighash, xOnlyKey),
  }
}
