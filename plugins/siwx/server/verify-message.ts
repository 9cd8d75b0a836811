import type { Client, Hex } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { isSolanaSignIn } from '../siws-message.ts'
import type { SiwxMessageData } from '../types.ts'
import { checkPageAndTime, refuse } from './siwx-refusal.ts'
import { verifySolanaSignIn } from './verify-solana-message.ts'

export { SiwxRefusedError, type SiwxRefusal } from './siwx-refusal.ts'

export interface VerifySiwxOptions {
  message: string
  signature: string
  /** The origin of the page that asked (the request's Origin header): the message must name it. */
  origin: string | undefined
  /** A viem client on the message's chain (ERC-1271 / ERC-6492 signatures are checked on chain). */
  clientFor(chainId: number): Client | undefined
  /** CAIP-2 ids of the Solana networks the service accepts sign-ins on (e.g. solana:<genesis prefix>). */
  solanaChains?: readonly string[]
  /** Marks the nonce used; false when it was never issued, has expired or was used before. */
  consumeNonce(nonce: string): Promise<boolean>
  now?: Date
}

/**
 * Verifies a signed sign-in: a Sign In With Solana text with ed25519 (verify-solana-message.ts), else an
 * EIP-4361 message with viem (parse, validate, verify: EOA, ERC-1271 and ERC-6492
 * signatures), then that it names the asking page and carries a nonce this server issued and nobody used.
 * The nonce is spent only once everything else holds, so a forged attempt cannot burn a visitor's nonce.
 * Resolves with the message's fields; rejects with SiwxRefusedError.
 */
export async function verifySiwxMessage(options: VerifySiwxOptions): Promise<SiwxMessageData> {
  const now = options.now ?? new Date()
  if (isSolanaSignIn(options.message)) return verifySolanaSignIn({ ...options, now })
  const parsed = parseSiweMessage(options.message)
  const { address, chainId, domain, nonce, uri, version } = parsed
  if (!address || chainId === undefined || !domain || !nonce || !uri || !version)
    refuse('message', 'The message is not an EIP-4361 sign-in message')
  const origin = checkPageAndTime(
    { domain: domain!, uri: uri!, expirationTime: parsed.expirationTime, notBefore: parsed.notBefore },
    options.origin,
    now,
  )
  if (!validateSiweMessage({ message: parsed, domain: origin.host, time: now }))
    refuse('message', 'The message is not a valid EIP-4361 message')
  const client = options.clientFor(chainId!)
  if (!client) refuse('chainId', `Chain ${chainId} is not served here`)
  if (!/^0x[0-9a-fA-F]+$/.test(options.signature)) refuse('signature', 'The signature is not hex')
  const valid = await verifySiweMessage(client!, {
    message: options.message,
    signature: options.signature as Hex,
    domain: origin.host,
    time: now,
  }).catch(() => false)
  if (!valid) refuse('signature', 'The signature does not match the message and its address')
  if (!(await options.consumeNonce(nonce!)))
    refuse('nonce', 'The nonce was not issued here, has expired or was used before')

  return {
    accountAddress: address!,
    chainId: `eip155:${chainId}`,
    nonce: nonce!,
    domain: domain!,
    uri: uri!,
    version: version!,
    ...(parsed.expirationTime ? { expirationTime: parsed.expirationTime.toISOString() } : {}),
    ...(parsed.issuedAt ? { issuedAt: parsed.issuedAt.toISOString() } : {}),
    ...(parsed.notBefore ? { notBefore: parsed.notBefore.toISOString() } : {}),
    ...(parsed.requestId ? { requestId: parsed.requestId } : {}),
    ...(parsed.resources ? { resources: parsed.resources } : {}),
    ...(parsed.statement ? { statement: parsed.statement } : {}),
  }
}
