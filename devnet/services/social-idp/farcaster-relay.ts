import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ApiError, badRequest, conflict } from '../../../server/http/api-error.ts'
import { readJsonBody } from '../../../server/http/read-json-body.ts'
import { sendJson } from '../../../server/http/respond.ts'
import {
  FARCASTER_CHANNEL_TTL_MS,
  FarcasterSignInError,
  verifyFarcasterSignIn,
} from '../../../server/email-auth/social/farcaster-sign-in.ts'

/** Paths under the social IdP's origin, like the public relay's `/v1/channel...`. */
export const FARCASTER_RELAY_PATH = '/farcaster/v1/channel'

const MAX_CHANNELS = 1_000

interface Profile {
  fid: number
  username: string
  displayName: string
  custody: string
}

interface Channel {
  domain: string
  siweUri: string
  nonce: string
  url: string
  expiresAt: number
  completed?: Profile & { message: string; signature: string }
}

/**
 * A stand-in for the Farcaster sign-in relay (the flow behind AuthKit): the app opens a channel and shows
 * its `farcaster://connect?...` URI as a QR code; the visitor's Farcaster client approves by posting a
 * signed Sign in with Farcaster message to the channel; the app polls the channel's status until it is
 * completed. Channels are in memory. A fid is bound to the first custody address that signs for it (the
 * devnet has no ID registry), so another key cannot take it over.
 */
export function createFarcasterRelay() {
  const channels = new Map<string, Channel>()
  const custodyByFid = new Map<number, string>()

  function channelOf(request: IncomingMessage): Channel {
    const token = /^Bearer ([A-Za-z0-9_-]{20,})$/.exec(request.headers.authorization ?? '')?.[1]
    const channel = token === undefined ? undefined : channels.get(token)
    if (!channel || channel.expiresAt <= Date.now()) {
      throw new ApiError(401, [
        {
          name: 'channelToken',
          description: 'Unknown or expired channel; send Authorization: Bearer <channelToken>',
        },
      ])
    }
    return channel
  }

  async function open(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = record(await readJsonBody(request))
    const domain = text(body.domain, 'domain', /^[a-z0-9.-]+(:\d{1,5})?$/i)
    const siweUri = text(body.siweUri, 'siweUri')
    if (!/^https?:\/\//.test(siweUri) || !URL.canParse(siweUri))
      throw badRequest('siweUri', 'Must be an http(s) URL')
    const nonce =
      body.nonce === undefined
        ? randomBytes(12).toString('hex')
        : text(body.nonce, 'nonce', /^[A-Za-z0-9]{8,64}$/)
    const channelToken = randomBytes(24).toString('base64url')
    const url = `farcaster://connect?${new URLSearchParams({ channelToken, nonce, siweUri, domain })}`
    channels.set(channelToken, {
      domain,
      siweUri,
      nonce,
      url,
      expiresAt: Date.now() + FARCASTER_CHANNEL_TTL_MS,
    })
    if (channels.size > MAX_CHANNELS) channels.delete(channels.keys().next().value!)
    sendJson(response, 201, { channelToken, url, nonce })
  }

  async function authenticate(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const channel = channelOf(request)
    const body = record(await readJsonBody(request))
    if (channel.completed) throw conflict('channelToken', 'This channel was already approved')
    const message = text(body.message, 'message')
    const signature = text(body.signature, 'signature')
    const username = text(body.username ?? '', 'username', /^([a-z0-9][a-z0-9-]{0,15}(\.eth)?)?$/)
    const displayName = text(body.displayName ?? '', 'displayName', /^[^\p{Cc}]{0,64}$/u)
    let verified
    try {
      verified = await verifyFarcasterSignIn({
        message,
        signature,
        domain: channel.domain,
        nonce: channel.nonce,
      })
    } catch (error) {
      if (error instanceof FarcasterSignInError) throw badRequest('message', error.message)
      throw error
    }
    if (verified.uri !== channel.siweUri)
      throw badRequest('message', `The message uri is not ${channel.siweUri}`)
    if (body.fid !== verified.fid) throw badRequest('fid', 'Must be the fid the message names')
    const custody = custodyByFid.get(verified.fid) ?? verified.custody
    if (custody !== verified.custody)
      throw badRequest('fid', `fid ${verified.fid} belongs to another custody address`)
    custodyByFid.set(verified.fid, custody)
    channel.completed = { fid: verified.fid, username, displayName, custody, message, signature }
    sendJson(response, 201, { state: 'completed' })
  }

  function status(request: IncomingMessage, response: ServerResponse): void {
    const { nonce, url, completed } = channelOf(request)
    if (!completed) return sendJson(response, 202, { state: 'pending', nonce, url })
    sendJson(response, 200, { state: 'completed', nonce, url, ...completed })
  }

  /** Answers the relay's paths; false for any other path. */
  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<boolean> {
    const route = `${request.method} ${path}`
    if (route === `POST ${FARCASTER_RELAY_PATH}`) await open(request, response)
    else if (route === `POST ${FARCASTER_RELAY_PATH}/authenticate`) await authenticate(request, response)
    else if (route === `GET ${FARCASTER_RELAY_PATH}/status`) status(request, response)
    else return false
    return true
  }
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('body', 'Must be a JSON object')
  }
  return value as Record<string, unknown>
}

function text(value: unknown, name: string, pattern?: RegExp): string {
  if (typeof value !== 'string' || value.length > 4_096 || (pattern && !pattern.test(value))) {
    throw badRequest(name, pattern ? `Must match ${pattern.source}` : 'Must be a string')
  }
  return value
}
