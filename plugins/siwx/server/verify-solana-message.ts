import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'
import { parseSiwsMessage } from '../siws-message.ts'
import type { SiwxMessageData } from '../types.ts'
import { checkPageAndTime, refuse } from './siwx-refusal.ts'

/**
 * A Sign In With Solana text: every line in place, the asking page and the time checked as for EIP-4361,
 * a Solana network the service accepts, then the ed25519 signature (64 bytes, 0x-hex as the Solana adapter
 * returns it) checked over the text's UTF-8 bytes against the account's base58 public key. The nonce is
 * spent last, as for EIP-4361.
 */
export async function verifySolanaSignIn(options: {
  message: string
  signature: string
  origin: string | undefined
  solanaChains?: readonly string[]
  consumeNonce(nonce: string): Promise<boolean>
  now: Date
}): Promise<SiwxMessageData> {
  const data = parseSiwsMessage(options.message)
  if (!data) return refuse('message', 'The message is not a Sign In With Solana message')
  const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value))
  checkPageAndTime(
    {
      domain: data.domain,
      uri: data.uri,
      expirationTime: date(data.expirationTime),
      notBefore: date(data.notBefore),
    },
    options.origin,
    options.now,
  )
  if (!options.solanaChains?.includes(data.chainId))
    refuse('chainId', `Chain ${data.chainId} is not served here`)
  if (!/^0x[0-9a-fA-F]{128}$/.test(options.signature))
    refuse('signature', 'The signature is not 64 bytes of hex')
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(data.accountAddress)
  } catch {
    return refuse('message', `${data.accountAddress} is not a base58 public key`)
  }
  if (publicKey.length !== 32) refuse('message', `${data.accountAddress} is not a 32-byte public key`)
  const signed = new TextEncoder().encode(options.message)
  const signature = hexToBytes(options.signature as `0x${string}`)
  // noble throws on a malformed point: that is a bad signature too.
  const valid = (() => {
    try {
      return ed25519.verify(signature, signed, publicKey)
    } catch {
      return false
    }
  })()
  if (!valid) refuse('signature', 'The signature does not match the message and its address')
  if (!(await options.consumeNonce(data.nonce)))
    refuse('nonce', 'The nonce was not issued here, has expired or was used before')
  return data
}
