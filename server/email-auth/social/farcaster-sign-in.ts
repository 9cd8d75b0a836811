import { isHex, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { sameSecret } from '../auth-input.ts'

/** Sign in with Farcaster messages are EIP-4361 messages on OP Mainnet, where Farcaster's ID registry lives. */
export const FARCASTER_CHAIN_ID = 10
export const FARCASTER_STATEMENT = 'Farcaster Auth'

/** A relay channel waits this long for the Farcaster client's approval (ms), as the public relay's do. */
export const FARCASTER_CHANNEL_TTL_MS = 300_000

/** A Farcaster account's resource in the message: `farcaster://fid/<fid>`. */
export const fidResource = (fid: number) => `farcaster://fid/${fid}`

export interface FarcasterSignInExpectation {
  message: string
  signature: string
  /** The sign-in's domain and nonce, as the channel was opened with. */
  domain: string
  nonce: string
  now?: Date
}

export interface VerifiedFarcasterSignIn {
  fid: number
  /** The custody address that signed. */
  custody: `0x${string}`
  uri: string
}

export class FarcasterSignInError extends Error {
  override name = 'FarcasterSignInError'
}

/**
 * Checks a Sign in with Farcaster message: an EIP-4361 message on chain 10 with the Farcaster statement,
 * for this domain and nonce, inside its validity window, naming exactly one fid resource, and signed by its
 * address (an EOA signature, checked with viem). Both the relay (before it completes a channel) and the
 * auth service (before it trusts the relay's answer) call it.
 */
export async function verifyFarcasterSignIn(
  expected: FarcasterSignInExpectation,
): Promise<VerifiedFarcasterSignIn> {
  const refuse = (why: string): never => {
    throw new FarcasterSignInError(why)
  }
  const now = expected.now ?? new Date()
  const parsed = parseSiweMessage(expected.message)
  const { address, chainId, domain, nonce, uri, statement, resources = [] } = parsed
  if (!address || !domain || !nonce || !uri || parsed.version !== '1') {
    return refuse('The message is not an EIP-4361 sign-in message')
  }
  if (chainId !== FARCASTER_CHAIN_ID) refuse(`The message is for chain ${chainId}, not ${FARCASTER_CHAIN_ID}`)
  if (statement !== FARCASTER_STATEMENT) refuse(`The message statement must be "${FARCASTER_STATEMENT}"`)
  if (domain !== expected.domain) refuse(`The message is for ${domain}, not ${expected.domain}`)
  // Compared in constant time like every other secret the service checks, though the signature is what counts.
  if (!sameSecret(nonce, expected.nonce)) refuse('The message nonce is not this sign-in’s')
  if (parsed.expirationTime && parsed.expirationTime <= now) refuse('The message has expired')
  if (parsed.notBefore && parsed.notBefore > now) refuse('The message is not valid yet')
  const fids = resources.flatMap(
    (resource) => /^farcaster:\/\/fid\/([1-9]\d{0,15})$/.exec(resource)?.[1] ?? [],
  )
  if (fids.length !== 1) refuse('The message must name exactly one farcaster://fid/<fid> resource')
  if (!isHex(expected.signature)) refuse('The signature is not hex')
  const signed = await verifyMessage({
    address,
    message: expected.message,
    signature: expected.signature as `0x${string}`,
  }).catch(() => false)
  if (!signed) refuse(`The signature is not ${address}'s`)
  return { fid: Number(fids[0]), custody: address, uri }
}
