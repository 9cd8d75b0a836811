import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FARCASTER_CHANNEL_TTL_MS } from '../../../../../server/email-auth/social/farcaster-sign-in.ts'
import {
  FarcasterSignInError,
  verifyFarcasterSignIn,
} from '../../../../../server/email-auth/social/farcaster-sign-in.ts'
import {
  startSocialIdp,
  type SocialIdp,
} from '../../../../../devnet/services/social-idp/social-idp-server.ts'
import {
  approveFarcasterSignIn,
  readConnectUri,
  type FarcasterUser,
} from '../../../../support/farcaster-client.ts'

// Issue 14 / spec section 7 "get Farcaster URI, connect Farcaster": a stand-in for the Farcaster sign-in
// relay. The app opens a channel and shows its connect URI; a Farcaster client approves it with a signed
// Sign in with Farcaster message; the app polls the status until it is completed, then verifies it itself.

const APP = { domain: '127.0.0.1:5173', siweUri: 'http://127.0.0.1:5173/login' }
let idp: SocialIdp

beforeAll(async () => {
  idp = await startSocialIdp({ redirectUris: ['http://127.0.0.1:9/v1/social/callback'] })
})
afterAll(() => idp?.close())
afterEach(() => void vi.useRealTimers())

let nextFid = 100
const newUser = (): FarcasterUser => ({
  privateKey: generatePrivateKey(),
  fid: nextFid++,
  username: 'ada',
  displayName: 'Ada <Lovelace>',
})

async function openChannel(body: Record<string, unknown> = APP) {
  const response = await fetch(idp.farcasterRelay, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

async function status(channelToken: string) {
  const response = await fetch(`${idp.farcasterRelay}/status`, {
    headers: { Authorization: `Bearer ${channelToken}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function reasonOf(response: Response): Promise<string> {
  const body = (await response.json()) as { reasons: { name: string; description: string }[] }
  return body.reasons.map((r) => `${r.name}: ${r.description}`).join('; ')
}

describe('the Farcaster relay stand-in', () => {
  it('opens a channel with a farcaster:// connect URI, pending until the client approves, then completed', async () => {
    const opened = await openChannel()
    expect(opened.status).toBe(201)
    const { channelToken, url, nonce } = opened.body
    expect(readConnectUri(url!)).toEqual({ channelToken, nonce, ...APP })
    expect(await status(channelToken!)).toEqual({ status: 202, body: { state: 'pending', nonce, url } })

    const user = newUser()
    const approved = await approveFarcasterSignIn(idp.farcasterRelay, url!, user)
    expect(approved.status).toBe(201)

    const done = await status(channelToken!)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      state: 'completed',
      nonce,
      fid: user.fid,
      username: 'ada',
      displayName: 'Ada <Lovelace>',
      custody: privateKeyToAccount(user.privateKey).address,
    })
    // The auth service checks the relay's answer itself before trusting it.
    const verified = await verifyFarcasterSignIn({
      message: done.body.message as string,
      signature: done.body.signature as string,
      domain: APP.domain,
      nonce: nonce!,
    })
    expect(verified).toEqual({ fid: user.fid, custody: done.body.custody, uri: APP.siweUri })
  })

  it('lets the app choose the nonce, and refuses a channel without a domain or with a non-http siweUri', async () => {
    expect((await openChannel({ ...APP, nonce: 'abcdef123456' })).body.nonce).toBe('abcdef123456')
    expect((await openChannel({ siweUri: APP.siweUri })).status).toBe(400)
    expect((await openChannel({ ...APP, siweUri: 'javascript:alert(1)' })).status).toBe(400)
  })

  it('refuses a message signed by another key than the address it names, and stays pending', async () => {
    const { body } = await openChannel()
    const refused = await approveFarcasterSignIn(idp.farcasterRelay, body.url!, newUser(), {
      signer: generatePrivateKey(),
    })
    expect(refused.status).toBe(400)
    expect(await reasonOf(refused)).toMatch(/^message: The signature is not 0x[0-9a-fA-F]{40}'s$/)
    expect((await status(body.channelToken!)).body.state).toBe('pending')
  })

  it('refuses a message for another domain, nonce, uri or chain, or an expired one', async () => {
    const { body } = await openChannel()
    const cases: [Record<string, unknown>, string][] = [
      [{ domain: 'evil.example' }, 'The message is for evil.example, not 127.0.0.1:5173'],
      [{ nonce: 'othernonce1' }, 'The message nonce is not this sign-in’s'],
      [{ uri: 'http://evil.example/' }, 'The message uri is not http://127.0.0.1:5173/login'],
      [{ chainId: 1 }, 'The message is for chain 1, not 10'],
      [{ expirationTime: new Date(Date.now() - 1000) }, 'The message has expired'],
      [{ resources: [] }, 'The message must name exactly one farcaster://fid/<fid> resource'],
    ]
    for (const [overrides, reason] of cases) {
      const refused = await approveFarcasterSignIn(idp.farcasterRelay, body.url!, newUser(), overrides)
      expect(await reasonOf(refused)).toBe(`message: ${reason}`)
    }
    expect((await status(body.channelToken!)).body.state).toBe('pending')
  })

  it('approves a channel once, and keeps a fid with the custody address that first signed for it', async () => {
    const user = newUser()
    const first = await openChannel()
    expect((await approveFarcasterSignIn(idp.farcasterRelay, first.body.url!, user)).status).toBe(201)
    const again = await approveFarcasterSignIn(idp.farcasterRelay, first.body.url!, user)
    expect(again.status).toBe(409)

    const second = await openChannel()
    const takeover = { ...newUser(), fid: user.fid }
    const refused = await approveFarcasterSignIn(idp.farcasterRelay, second.body.url!, takeover)
    expect(await reasonOf(refused)).toBe(`fid: fid ${user.fid} belongs to another custody address`)
  })

  it('answers 401 to a missing, unknown or expired channel token', async () => {
    expect((await fetch(`${idp.farcasterRelay}/status`)).status).toBe(401)
    expect((await status('x'.repeat(32))).status).toBe(401)
    const { body } = await openChannel()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + FARCASTER_CHANNEL_TTL_MS + 1 })
    expect((await status(body.channelToken!)).status).toBe(401)
  })

  it('verifyFarcasterSignIn refuses a tampered message', async () => {
    const { body } = await openChannel()
    const user = newUser()
    await approveFarcasterSignIn(idp.farcasterRelay, body.url!, user)
    const { body: done } = await status(body.channelToken!)
    const tampered = (done.message as string).replace(`fid/${user.fid}`, `fid/${user.fid + 1000}`)
    const checking = verifyFarcasterSignIn({
      message: tampered,
      signature: done.signature as string,
      domain: APP.domain,
      nonce: body.nonce!,
    })
    await expect(checking).rejects.toThrow(FarcasterSignInError)
    await expect(checking).rejects.toThrow('The signature is not')
  })
})
