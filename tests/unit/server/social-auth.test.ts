import { describe, expect, it } from 'vitest'
import { generatePrivateKey } from 'viem/accounts'
import { approveFarcasterSignIn } from '../../support/farcaster-client.ts'
import { STORE_BACKENDS } from '../../support/test-database.ts'
import { reason, startEmailAuthFor } from './email-auth-harness.ts'
import { submit } from '../../support/social-providers/form-post.ts'
import { formPostAtProvider, signInAtProvider } from '../devnet/services/social-idp/social-visitor.ts'

// Issue 14, social login on the frame's backend: the frame starts a sign-in, the visitor's popup goes
// through the stand-in provider to the auth service's callback (state, issuer, PKCE, nonce and the ID
// token checked there), and the frame redeems the one-time result with its own login id for a session.
// Issue 27: sign-ins in progress live in the services' database, so every test runs on both.

const FRAME = 'http://127.0.0.1:7'
const RETURN_TO = `${FRAME}/social/done?app=${encodeURIComponent('http://127.0.0.1:5173')}`

describe.each(STORE_BACKENDS)('on %s', (backend) => {
  const service = startEmailAuthFor({ social: true, backend })
  const post = (path: string, body: unknown, origin = FRAME) => service.post(path, body, { origin })
  /** Moves every row of `table` past its expiry, on the database's clock (the one the service reads). */
  const expire = (table: string) =>
    service.db.query(`UPDATE ${table} SET expires_at = now() - interval '1 second'`)

  /** The frame starts a sign-in; the visitor signs in at the provider, which sends them to the callback. */
  async function startAndSignIn(decision: 'approve' | 'decline') {
    const started = await post('/social/start', { provider: 'google', returnTo: RETURN_TO })
    expect(started.status).toBe(200)
    const { uri, loginId } = started.json as { uri: string; loginId: string }
    const callback = await signInAtProvider(uri, { name: 'Grace', email: 'Grace@Example.test', decision })
    expect(callback.href.startsWith(`${service.auth.url}/v1/social/callback?`)).toBe(true)
    return { loginId, callback }
  }

  /** The popup's visit to the callback: where it is sent on. */
  const visit = (callback: URL) => fetch(callback, { redirect: 'manual' })

  /** The whole popup: the one-time result it ends with, and the frame's login id. */
  async function popup(decision: 'approve' | 'decline') {
    const { loginId, callback } = await startAndSignIn(decision)
    const answer = await visit(callback)
    expect(answer.status).toBe(303)
    return { loginId, done: new URL(answer.headers.get('location')!) }
  }

  describe('social login through the auth service', () => {
    it('approve: the popup ends on the frame page with a result the frame redeems once, for a session', async () => {
      const { loginId, done } = await popup('approve')
      expect(`${done.origin}${done.pathname}`).toBe(`${FRAME}/social/done`)
      expect(done.searchParams.get('app')).toBe('http://127.0.0.1:5173')
      const result = done.searchParams.get('result')!
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
      const result = done.searchParams.get('result')
      const { status, json } = await post('/social/connect', { loginId, result })
      expect(status).toBe(400)
      expect(reason(json)).toBe('The user declined the sign-in')
    })

    it('Apple: the stand-in posts its answer to the callback, which signs the visitor in by the posted name', async () => {
      const started = await post('/social/start', { provider: 'apple', returnTo: RETURN_TO })
      const { uri, loginId } = started.json as { uri: string; loginId: string }
      const answer = { name: 'Grace Hopper', email: 'Grace@Example.test', decision: 'approve' } as const
      const form = await formPostAtProvider(uri, answer)
      expect(form.action).toBe(`${service.auth.url}/v1/social/callback`)
      const done = await submit(form, uri)
      expect(done.status).toBe(303)
      const result = new URL(done.headers.get('location')!).searchParams.get('result')
      const { status, json } = await post('/social/connect', { loginId, result })
      expect(status).toBe(200)
      expect(json).toMatchObject({ email: 'grace@example.test', userName: 'Grace Hopper' })
    })

    it('a callback whose state is not a started sign-in is refused with a page, not sent on', async () => {
      const { callback } = await startAndSignIn('approve')
      callback.searchParams.set('state', 'forged')
      const answer = await visit(callback)
      expect(answer.status).toBe(400)
      expect(answer.headers.get('location')).toBeNull()
      expect(await answer.text()).toContain('This sign-in is unknown or has expired')
    })

    it('a replayed callback finds nothing: the sign-in was taken by the first', async () => {
      const { callback } = await startAndSignIn('approve')
      expect((await visit(callback)).status).toBe(303)
      const replayed = await visit(callback)
      expect(replayed.status).toBe(400)
      expect(replayed.headers.get('location')).toBeNull()
    })

    it('a sign-in and a result last 10 minutes; expired, they are refused and the next start sweeps them', async () => {
      const { callback } = await startAndSignIn('approve')
      const { rows } = await service.db.query<{ seconds: number }>(
        `SELECT extract(epoch FROM expires_at - now())::float8 AS seconds FROM social_sign_ins`,
      )
      expect(rows[0]!.seconds).toBeGreaterThan(590)
      expect(rows[0]!.seconds).toBeLessThanOrEqual(600)
      await expire('social_sign_ins')
      expect((await visit(callback)).status).toBe(400)

      const { loginId, done } = await popup('approve')
      await expire('social_results')
      const late = await post('/social/connect', { loginId, result: done.searchParams.get('result') })
      expect(late.status).toBe(400)

      await startAndSignIn('approve')
      const left = await service.db.query<{ expired: number }>(
        `SELECT (SELECT count(*) FROM social_sign_ins WHERE expires_at < now())
              + (SELECT count(*) FROM social_results WHERE expires_at < now()) AS expired`,
      )
      expect(left.rows[0]!.expired).toBe(0)
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

    it('Farcaster: an expired channel is not waited for', async () => {
      const { loginId } = (await post('/farcaster/start', {})).json as { loginId: string }
      await expire('farcaster_sign_ins')
      const { status, json } = await post('/farcaster/connect', { loginId })
      expect(status).toBe(400)
      expect(reason(json)).toBe('The Farcaster sign-in expired; start again')
    })
  })
})
