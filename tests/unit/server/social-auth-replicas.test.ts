import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey } from 'viem/accounts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import { startEmailAuth } from '../../../server/email-auth/email-auth-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { startMailCatcher, type MailCatcher } from '../../../devnet/services/mail-catcher/mail-catcher.ts'
import { startSocialLogin, type SocialLoginPart } from './social-login-part.ts'
import { approveFarcasterSignIn } from '../../support/farcaster-client.ts'
import { createPostgresDatabase } from '../../support/test-database.ts'
import { signInAtProvider } from '../devnet/services/social-idp/social-visitor.ts'

// Issue 27: social and Farcaster sign-ins in progress live in the services' database, not in one server's
// memory. Behind a load balancer each step of a sign-in may reach another replica (two servers on one
// PostgreSQL here), and a restart keeps the sign-ins in flight.

/** The load balancer's address, which the providers send visitors back to; `via` picks the replica. */
const PUBLIC_URL = 'http://auth.portkit.test'
const FRAME = 'http://127.0.0.1:7'
const RETURN_TO = `${FRAME}/social/done`

let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let catcher: MailCatcher
let social: SocialLoginPart
let one: RunningServer
let two: RunningServer
const opened: { db: DevnetDb; server: RunningServer }[] = []

async function startReplica(): Promise<RunningServer> {
  const db = await openDevnetDb({ databaseUrl: database.url })
  const server = await startEmailAuth({
    db,
    smtp: catcher.smtp,
    social: () => ({ login: social.login, farcasterRelay: social.manifest.farcasterRelay }),
  })
  opened.push({ db, server })
  return server
}

/** A restart: the server and its pool close, a new one starts on the same database. */
async function restart(server: RunningServer): Promise<RunningServer> {
  const [stopping] = opened.splice(
    opened.findIndex((replica) => replica.server === server),
    1,
  )
  await server.close()
  await stopping!.db.close()
  return startReplica()
}

/** `url` as the load balancer sends it on to `replica`. */
const via = (replica: RunningServer, url: URL) => new URL(url.pathname + url.search, replica.url)

async function post(replica: RunningServer, path: string, body: unknown) {
  const response = await fetch(`${replica.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: FRAME },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** The frame starts a social sign-in on `replica`; the visitor signs in at the provider and is sent back. */
async function startSocial(replica: RunningServer) {
  const started = await post(replica, '/social/start', { provider: 'google', returnTo: RETURN_TO })
  expect(started.status).toBe(200)
  const { uri, loginId } = started.json as { uri: string; loginId: string }
  const callback = await signInAtProvider(uri, {
    name: 'Lin',
    email: 'lin@example.test',
    decision: 'approve',
  })
  expect(callback.origin).toBe(PUBLIC_URL)
  return { loginId, callback }
}

/** The popup's visit to the callback on `replica`: the one-time result it is sent on with, if any. */
async function callBack(replica: RunningServer, callback: URL): Promise<string | undefined> {
  const answer = await fetch(via(replica, callback), { redirect: 'manual' })
  const location = answer.headers.get('location')
  return location === null ? undefined : new URL(location).searchParams.get('result')!
}

async function startFarcaster(replica: RunningServer) {
  const started = await post(replica, '/farcaster/start', {})
  expect(started.status).toBe(200)
  return started.json as { url: string; loginId: string }
}

/** The visitor approves in their Farcaster app (a new custody key for `fid`). */
async function approveFarcaster(connectUri: string, fid: number): Promise<void> {
  const user = { privateKey: generatePrivateKey(), fid }
  expect((await approveFarcasterSignIn(social.manifest.farcasterRelay, connectUri, user)).status).toBe(201)
}

beforeAll(async () => {
  database = await createPostgresDatabase()
  catcher = await startMailCatcher()
  social = await startSocialLogin(PUBLIC_URL)
  ;[one, two] = await Promise.all([startReplica(), startReplica()])
})
afterAll(async () => {
  for (const { server, db } of opened.splice(0)) {
    await server.close()
    await db.close()
  }
  await Promise.allSettled([social?.server.close(), catcher?.close()])
  await database?.drop()
})

describe('social and Farcaster sign-ins on two replicas of the auth service (PostgreSQL)', () => {
  it('a social sign-in started on one completes its callback on the other and is redeemed there, once', async () => {
    const { loginId, callback } = await startSocial(one)
    const result = await callBack(two, callback)
    expect(result).toBeDefined()
    // The callback is taken: replayed to either replica, it finds nothing.
    expect(await callBack(one, callback)).toBeUndefined()
    expect(await callBack(two, callback)).toBeUndefined()

    const redeemed = await post(two, '/social/connect', { loginId, result })
    expect(redeemed.status).toBe(200)
    expect(redeemed.json).toMatchObject({ email: 'lin@example.test', userName: 'Lin' })
    const session = await fetch(`${one.url}/session`, {
      headers: { Authorization: `Bearer ${redeemed.json.token}` },
    })
    expect(await session.json()).toEqual({ email: 'lin@example.test' })
    expect((await post(one, '/social/connect', { loginId, result })).status).toBe(400)
    expect((await post(two, '/social/connect', { loginId, result })).status).toBe(400)
  })

  it('a result redeemed on both replicas at once opens one session', async () => {
    const { loginId, callback } = await startSocial(one)
    const result = await callBack(one, callback)
    const answers = await Promise.all(
      [one, two].map((replica) => post(replica, '/social/connect', { loginId, result })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  })

  it('a Farcaster sign-in started on one connects on the other, once', async () => {
    const { url, loginId } = await startFarcaster(one)
    const waiting = post(two, '/farcaster/connect', { loginId })
    await approveFarcaster(url, 777)
    expect((await waiting).json).toMatchObject({ identity: 'farcaster:777' })
    expect((await post(one, '/farcaster/connect', { loginId })).status).toBe(400)
    expect((await post(two, '/farcaster/connect', { loginId })).status).toBe(400)
  })

  it('a Farcaster login id connected on both replicas at once is waited for by one', async () => {
    const { url, loginId } = await startFarcaster(one)
    const waiting = Promise.all([one, two].map((replica) => post(replica, '/farcaster/connect', { loginId })))
    await approveFarcaster(url, 778)
    expect((await waiting).map((answer) => answer.status).sort()).toEqual([200, 400])
  })

  it('sign-ins in flight survive a restart of the server', async () => {
    let server = one
    const { loginId, callback } = await startSocial(server)
    server = await restart(server)
    const result = await callBack(server, callback)
    expect(result).toBeDefined()
    server = await restart(server)
    expect((await post(server, '/social/connect', { loginId, result })).status).toBe(200)

    const farcaster = await startFarcaster(server)
    server = await restart(server)
    const waiting = post(server, '/farcaster/connect', { loginId: farcaster.loginId })
    await approveFarcaster(farcaster.url, 779)
    expect((await waiting).json).toMatchObject({ identity: 'farcaster:779' })
  })
})
