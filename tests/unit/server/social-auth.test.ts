import { describe, expect, it } from 'vitest'
import { generatePrivateKey } from 'viem/accounts'
import { approveFarcasterSignIn } from '../../support/farcaster-client.ts'
import { reason, useEmailAuth } from './email-auth-harness.ts'
import { formAction, socialVisitor } from '../devnet/services/social-idp/social-visitor.ts'

// Issue 14, social login on the frame's backend: the frame starts a sign-in, the visitor's popup goes
// through the stand-in provider to the auth service's callback (state, issuer, PKCE, nonce and the ID
// token checked there), and the frame redeems the one-time result with its own login id for a session.

const FRAME = 'http://127.0.0.1:7'
const RETURN_TO = `${FRAME}/social/done?app=${encodeURIComponent('http://127.0.0.1:5173')}`
const service = useEmailAuth({ social: true })
const post = (path: string, body: unknown, origin = FRAME) => service.post(path, body, { origin })

/** The frame starts a sign-in; the visitor approves or declines; returns where the popup ends. */
async function popup(decision: 'approve' | 'decline', tamper?: (callback: URL) => void) {
  const started = await post('/social/start', { provider: 'google', returnTo: RETURN_TO })
  expect(started.status).toBe(200)
  const { uri, loginId } = started.json as { uri: string; loginId: string }
  const visitor = socialVisitor()
  const consentUrl = visitor.redirectOf(await visitor.go(uri), uri)
  const action = formAction(await (await visitor.go(consentUrl)).text(), consentUrl)
  const decided = await visitor.go(action, { name: 'Grace', email: 'Grace@Example.test', decision })
  const resumeUrl = visitor.redirectOf(decided, action)
  const callback = new URL(visitor.redirectOf(await visitor.go(resumeUrl), resumeUrl))
  expect(callback.href.startsWith(`${service.auth.url}/v1/social/callback?`)).toBe(true)
  tamper?.(callback)
  const answer = await visitor.go(callback.href)
  return { loginId, answer, done: answer.headers.get('location') }
}

describe('social login through the auth service', () => {
  it('approve: the popup ends on the frame page with a result the frame redeems once, for a session', async () => {
    const { loginId, answer, done } = await popup('approve')
    expect(answer.status).toBe(303)
    const ended = new URL(done!)
    expect(`${ended.origin}${ended.pathname}`).toBe(`${FRAME}/social/done`)
    expect(ended.searchParams.get('app')).toBe('http://127.0.0.1:5173')
    const result = ended.searchParams.get('result')!
    // Another frame's login id cannot redeem it.
    const stolen = await post('/social/connect', { loginId: 'x'.repeat(loginId.length), result })
    expect(stolen.status).toBe(400)
    const { status, json } = await post('/social/connect', { loginId, result })
    expect(status).toBe(200)
    expect(json).toMatchObject({ email: 'grace@example.test', userName: 'Grace' })
    const session = await fetch(`${service.auth.url}/session`, {
      headers: { Authorization: `Bearer ${json.token}` },
    })
    expect(await session.json()).toEqual({ email: 'grace@example.test' })
    // Single use.
    expect((await post('/social/connect', { loginId, result })).status).toBe(400)
  })

  it('decline: the result carries the provider’s refusal, and no session', async () => {
    const { loginId, done } = await popup('decline')
    const result = new URL(done!).searchParams.get('result')
    const { status, json } = await post('/social/connect', { loginId, result })
    expect(status).toBe(400)
    expect(reason(json)).toBe('The user declined the sign-in')
  })

  it('a callback whose state is not a started sign-in is refused with a page, not sent on', async () => {
    const { answer } = await popup('approve', (callback) => callback.searchParams.set('state', 'forged'))
    expect(answer.status).toBe(400)
    expect(answer.headers.get('location')).toBeNull()
    expect(await answer.text()).toContain('This sign-in is unknown or has expired')
  })

  it('sends the popup only to the calling frame’s own popup page', async () => {
    const elsewhere = await post(
      '/social/start',
      { provider: 'google', returnTo: RETURN_TO },
      'http://evil.test',
    )
    expect(elsewhere.status).toBe(400)
    const other = await post('/social/start', { provider: 'google', returnTo: `${FRAME}/steal` })
    expect(other.status).toBe(400)
    expect((await post('/social/start', { provider: 'myspace', returnTo: RETURN_TO })).status).toBe(400)
  })

  it('Farcaster: the connect URI is for the frame’s origin; the approval signed in the Farcaster app opens a session for the fid', async () => {
    const started = await post('/farcaster/start', {})
    expect(started.status).toBe(200)
    const { url, loginId } = started.json as { url: string; loginId: string }
    const connect = new URL(url)
    expect(connect.protocol).toBe('farcaster:')
    expect(connect.searchParams.get('siweUri')).toBe(FRAME)
    expect(connect.searchParams.get('domain')).toBe(new URL(FRAME).host)
    const waiting = post('/farcaster/connect', { loginId })
    const relay = service.social!.manifest.farcasterRelay
    const user = { privateKey: generatePrivateKey(), fid: 4242, username: 'ada' }
    expect((await approveFarcasterSignIn(relay, url, user)).status).toBe(201)
    const { status, json } = await waiting
    expect(status).toBe(200)
    expect(json).toMatchObject({ identity: 'farcaster:4242', userName: 'ada' })
    // A Farcaster user has no email: none is made up from the fid.
    expect(json).not.toHaveProperty('email')
    // The login id is good once.
    expect((await post('/farcaster/connect', { loginId })).status).toBe(400)
  })
})
