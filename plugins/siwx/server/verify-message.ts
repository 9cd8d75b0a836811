import type { Client, Hex } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import type { SiwxMessageData } from '../types.ts'

/** Why a sign-in was refused: `name` is the part at fault (signature, domain, uri, nonce, message, chainId). */
export interface SiwxRefusal {
  name: 'message' | 'signature' | 'domain' | 'uri' | 'nonce' | 'chainId' | 'expirationTime' | 'notBefore'
  description: string
}

export class SiwxRefusedError extends Error {
  override name = 'SiwxRefusedError'
  constructor(readonly reason: SiwxRefusal) {
    super(`${reason.name}: ${reason.description}`)
  }
}

export interface VerifySiwxOptions {
  message: string
  signature: string
  /** The origin of the page that asked (the request's Origin header): the message must name it. */
  origin: string | undefined
  /** A viem client on the message's chain (ERC-1271 / ERC-6492 signatures are checked on chain). */
  clientFor(chainId: number): Client | undefined
  /** Marks the nonce used; false when it was never issued, has expired or was used before. */
  consumeNonce(nonce: string): Promise<boolean>
  now?: Date
}

const refuse = (name: SiwxRefusal['name'], description: string): never => {
  throw new SiwxRefusedError({ name, description })
}

/**
 * Verifies a signed EIP-4361 message with viem (parse, validate, verify: EOA, ERC-1271 and ERC-6492
 * signatures), then that it names the asking page and carries a nonce this server issued and nobody used.
 * The nonce is spent only once everything else holds, so a forged attempt cannot burn a visitor's nonce.
 * Resolves with the message's fields; rejects with SiwxRefusedError.
 */
export async function verifySiwxMessage(options: VerifySiwxOptions): Promise<SiwxMessageData> {
  const now = options.now ?? new Date()
  const parsed = parseSiweMessage(options.message)
  const { address, chainId, domain, nonce, uri, version } = parsed
  if (!address || chainId === undefined || !domain || !nonce || !uri || !version)
    refuse('message', 'The message is not an EIP-4361 sign-in message')
  if (!options.origin) refuse('domain', 'The request names no origin to check the message against')
  let origin: URL
  try {
    origin = new URL(options.origin!)
  } catch {
    return refuse('domain', `The origin ${options.origin} is not a URL`)
  }
  if (domain !== origin.host)
    refuse('domain', `The message is for ${domain}, but the request comes from ${origin.host}`)
  let messageUri: URL
  try {
    messageUri = new URL(uri!)
  } catch {
    return refuse('uri', `The message uri ${uri} is not a URI`)
  }
  if (messageUri.origin !== origin.origin) refuse('uri', `The message uri ${uri} is not on ${origin.origin}`)
  if (parsed.expirationTime && now >= parsed.expirationTime)
    refuse('expirationTime', 'The message has expired')
  if (parsed.notBefore && now < parsed.notBefore) refuse('notBefore', 'The message is not valid yet')
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
