import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { SqlDb } from '../db/sql-db.ts'
import { badRequest, notFound } from '../http/api-error.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { farcasterSignInStore, type TakenFarcasterChannel } from './farcaster-sign-in-store.ts'
import { FARCASTER_CHANNEL_TTL_MS, verifyFarcasterSignIn } from './social/farcaster-sign-in.ts'

/** How often the auth service asks the relay whether the visitor approved in their Farcaster app. */
const RELAY_POLL_MS = 300

interface Completed {
  message: string
  signature: string
  fid: number
  username: string
}

/**
 * Farcaster sign-in on the frame's backend: `POST /farcaster/start` opens a relay channel for the calling
 * frame's origin (its domain and URI go into the message the Farcaster app signs) and answers the
 * `farcaster://connect` URI the modal shows as a QR code, with a login id only that frame holds;
 * `POST /farcaster/connect` waits for the approval on the relay, verifies the Sign in with Farcaster
 * message itself (domain, nonce, signature) and opens a session for the fid. The channel waits in the
 * database, so the connect may land on any server; the wait for the approval stays in that request.
 */
export function farcasterAuth(options: {
  db: SqlDb
  relay: () => string | undefined
  openSession: (identity: string) => Promise<string>
}) {
  const store = farcasterSignInStore(options.db)

  function relay(): string {
    const url = options.relay()
    if (!url) throw notFound('provider', 'Farcaster sign-in is not configured on this server')
    return url
  }

  async function waitForApproval(
    channel: TakenFarcasterChannel,
    request: IncomingMessage,
  ): Promise<Completed> {
    while (Date.now() < channel.expires && !request.socket.destroyed) {
      const response = await fetch(`${relay()}/status`, {
        headers: { Authorization: `Bearer ${channel.channelToken}` },
      })
      if (response.status === 200) return (await response.json()) as Completed
      if (response.status !== 202) break
      await new Promise((resolve) => setTimeout(resolve, RELAY_POLL_MS))
    }
    throw badRequest('loginId', 'The Farcaster sign-in expired; start again')
  }

  const routes: Record<string, (request: IncomingMessage) => Promise<unknown>> = {
    'POST /farcaster/start': async (request) => {
      const origin = request.headers.origin
      if (!origin || !URL.canParse(origin))
        throw badRequest('origin', 'Only the secure frame starts a sign-in')
      const { host } = new URL(origin)
      await store.sweep()
      const opened = await fetch(relay(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ domain: host, siweUri: origin }),
      })
      if (!opened.ok) throw badRequest('relay', `The Farcaster relay refused the channel (${opened.status})`)
      const { channelToken, url, nonce } = (await opened.json()) as Record<string, string>
      const loginId = randomBytes(32).toString('base64url')
      await store.open(
        loginId,
        { channelToken: channelToken!, nonce: nonce!, domain: host, siweUri: origin },
        FARCASTER_CHANNEL_TTL_MS,
      )
      return { url, loginId }
    },
    'POST /farcaster/connect': async (request) => {
      const { loginId } = (await readJsonBody(request)) as { loginId?: unknown }
      // Taken once: a second connect with the same login id, on any server, finds nothing.
      const channel = await store.take(loginId)
      if (!channel) throw badRequest('loginId', 'This Farcaster sign-in is unknown or used')
      const completed = await waitForApproval(channel, request)
      // The relay's word is not enough: the signed message must be this sign-in's.
      const verified = await verifyFarcasterSignIn({
        message: completed.message,
        signature: completed.signature,
        domain: channel.domain,
        nonce: channel.nonce,
      }).catch((error: Error) => {
        throw badRequest('message', error.message)
      })
      if (verified.uri !== channel.siweUri || verified.fid !== completed.fid)
        throw badRequest('message', 'The signed message is not this sign-in’s')
      // The fid is the account: a Farcaster user has no email (spec section 3, Frame user).
      const identity = `farcaster:${verified.fid}`
      return { token: await options.openSession(identity), identity, userName: completed.username }
    },
  }
  return { routes }
}
