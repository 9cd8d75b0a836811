import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import {
  FARCASTER_CHAIN_ID,
  FARCASTER_STATEMENT,
  fidResource,
} from '../../server/email-auth/social/farcaster-sign-in.ts'

export interface FarcasterUser {
  privateKey: Hex
  fid: number
  username?: string
  displayName?: string
}

/** What a `farcaster://connect?...` URI carries: the channel and what the message must name. */
export function readConnectUri(connectUri: string) {
  const url = new URL(connectUri)
  if (url.protocol !== 'farcaster:') throw new Error(`${connectUri} is not a farcaster:// URI`)
  const param = (name: string) => url.searchParams.get(name) ?? ''
  return {
    channelToken: param('channelToken'),
    nonce: param('nonce'),
    siweUri: param('siweUri'),
    domain: param('domain'),
  }
}

/**
 * The test Farcaster client: reads the connect URI (as a phone would from the QR code), signs a Sign in
 * with Farcaster message with the user's custody key and posts it to the relay's channel.
 * `overrides` changes message fields, to see the relay refuse them.
 */
export async function approveFarcasterSignIn(
  relay: string,
  connectUri: string,
  user: FarcasterUser,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> & { signer?: Hex } = {},
): Promise<Response> {
  const { channelToken, nonce, siweUri, domain } = readConnectUri(connectUri)
  const { signer, ...fields } = overrides
  const custody = privateKeyToAccount(user.privateKey)
  const message = createSiweMessage({
    address: custody.address,
    chainId: FARCASTER_CHAIN_ID,
    domain,
    nonce,
    uri: siweUri,
    version: '1',
    statement: FARCASTER_STATEMENT,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 600_000),
    resources: [fidResource(user.fid)],
    ...fields,
  })
  const signature = await privateKeyToAccount(signer ?? user.privateKey).signMessage({ message })
  return fetch(`${relay}/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${channelToken}` },
    body: JSON.stringify({
      message,
      signature,
      fid: user.fid,
      username: user.username ?? '',
      displayName: user.displayName ?? '',
    }),
  })
}
