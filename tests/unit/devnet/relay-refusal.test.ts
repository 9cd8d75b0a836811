import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import {
  RELAY_REFUSALS,
  REFUSAL_CLOSE_CODE,
  setRelayRefusal,
  startRelay,
  type Relay,
} from '../../../devnet/relay/index.ts'

// The SDK's own switch for tests: no hosted Verify lookups and no telemetry from this process.
process.env.IS_VITEST = 'true'

/**
 * The devnet relay refusing clients the way WalletConnect's relay does: a close frame with code 3000 and
 * the reason when the client asks for it (`useOnCloseEvent=true`, what the SDK sends), else an HTTP 401.
 */

let relay: Relay
beforeEach(async () => {
  relay = await startRelay()
})
afterEach(() => relay.stop())

const closeOf = (url: string) =>
  new Promise<{ code: number; reason: string }>((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    socket.once('error', reject)
  })

const httpRefusalOf = (url: string) =>
  new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode, body }))
    })
    socket.once('open', () => reject(new Error('the relay accepted the client')))
  })

describe('the devnet relay refuses clients when told to', () => {
  it.each(RELAY_REFUSALS)(
    'closes with code 3000 and %j for a client that asks for the reason',
    async (reason) => {
      relay.refuse(reason)
      expect(await closeOf(`${relay.url}/?projectId=p&useOnCloseEvent=true`)).toEqual({
        code: REFUSAL_CLOSE_CODE,
        reason,
      })
    },
  )

  it('answers 401 with the reason to a client that does not ask for a close frame', async () => {
    relay.refuse('Unauthorized: invalid key')
    expect(await httpRefusalOf(`${relay.url}/?projectId=p`)).toMatchObject({ status: 401 })
  })

  it('is switched over HTTP on its own port, and serves again when the refusal is lifted', async () => {
    await setRelayRefusal(relay.url, 'Unauthorized: origin not allowed')
    expect(await closeOf(`${relay.url}/?useOnCloseEvent=true`)).toMatchObject({
      reason: 'Unauthorized: origin not allowed',
    })
    await setRelayRefusal(relay.url, undefined)
    const socket = new WebSocket(`${relay.url}/?useOnCloseEvent=true`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    socket.close()
    await expect(
      setRelayRefusal(relay.url, 'Unauthorized: something else' as (typeof RELAY_REFUSALS)[number]),
    ).rejects.toThrow(/reason must be null or one of/)
  })

  it("a real WalletConnect client reports the reason as a fatal relayer error, as against WalletConnect's relay", async () => {
    relay.refuse('JWT validation error: JWT Token is not yet valid')
    const client = await SignClient.init({
      projectId: 'refused-project',
      relayUrl: relay.url,
      metadata: { name: 'Refused', description: '', url: 'http://127.0.0.1', icons: [] },
      customStoragePrefix: `refusal-${randomUUID()}`,
      telemetryEnabled: false,
      logger: 'silent',
    })
    try {
      const fatal = new Promise<Error>((resolve) => client.core.relayer.once('relayer_error', resolve))
      // Pairing subscribes to a topic, which opens the socket.
      void client.core.pairing.create().catch(() => undefined)
      expect((await fatal).message).toContain('(JWT validation error: JWT Token is not yet valid)')
    } finally {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    }
  })
})
