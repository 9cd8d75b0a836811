import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DevnetDb } from '../../../server/db/open-devnet-db.ts'
import { startAnalyticsApi } from '../../../server/analytics-api/analytics-api-server.ts'
import { EVENTS_PATH } from '../../../server/analytics-api/read-events-route.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { COMMON_QUERY, contractClient, reasonNames } from './contract-client.ts'
import { STORE_BACKENDS, openTestDb } from '../../support/test-database.ts'

// Every store runs on both databases the services support.
describe.each(STORE_BACKENDS)('on %s', (backend) => {
  let db: DevnetDb
  let server: RunningServer
  let call: ReturnType<typeof contractClient>

  beforeAll(async () => {
    db = await openTestDb(backend)
    server = await startAnalyticsApi(db)
    call = contractClient(server.url, 'analytics-api')
  })
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  const event = (name: string, extra: Record<string, unknown> = {}) => ({
    eventId: randomUUID(),
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: {
      type: 'track',
      event: name,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      properties: { network: 'eip155:31337' },
    },
    ...extra,
  })

  const readEvents = async (projectId: string) => {
    const response = await fetch(`${server.url}${EVENTS_PATH}?projectId=${projectId}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { events: Record<string, unknown>[] }).events
  }

  describe('analytics API: events stored in the embedded database', () => {
    it('stores posted events and reads them back in order, with who sent them', async () => {
      const sent = [event('SEND_INITIATED'), event('SWITCH_NETWORK')]
      for (const body of sent)
        expect((await call('POST', '/e', { body, query: { clientId: 'c-1' } })).status).toBe(204)
      const stored = await readEvents(COMMON_QUERY.projectId)
      expect(
        stored.map(({ eventId, url, domain, timestamp, props }) => ({
          eventId,
          url,
          domain,
          timestamp,
          props,
        })),
      ).toEqual(sent)
      expect(stored[0]).toMatchObject({
        projectId: COMMON_QUERY.projectId,
        sdkType: 'portkit',
        sdkVersion: COMMON_QUERY.sv,
        clientId: 'c-1',
      })
    })

    it('keeps events per project and a retried event once', async () => {
      const body = event('DISCONNECT_SUCCESS')
      const other = contractClient(server.url, 'analytics-api')
      for (let i = 0; i < 2; i++) await other('POST', '/e', { body, query: { projectId: 'second-project' } })
      expect((await readEvents('second-project')).map((stored) => stored.eventId)).toEqual([body.eventId])
      expect(await readEvents('nobody-sent-here')).toEqual([])
    })

    it('refuses events that break the contract, stores none of them, and answers 403 for the invalid project id', async () => {
      const before = (await readEvents(COMMON_QUERY.projectId)).length
      const refused = async (body: unknown) => {
        const read = await call('POST', '/e', { body })
        expect(read.status).toBe(400)
        return reasonNames(read)
      }
      expect(await refused(event('X', { eventId: 'not-a-uuid' }))).toEqual(['body.eventId'])
      expect(await refused(event('X', { timestamp: '2026-01-01' }))).toEqual(['body.timestamp'])
      expect(await refused({ ...event('X'), props: { type: 'track' } })).toEqual(['body.props.event'])
      expect(await refused('[1, 2')).toEqual(['body'])
      expect((await readEvents(COMMON_QUERY.projectId)).length).toBe(before)
    })

    it('needs a project id to read events', async () => {
      const response = await fetch(`${server.url}${EVENTS_PATH}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        status: 'FAILED',
        reasons: [{ name: 'projectId', description: 'The query parameter projectId is required' }],
      })
    })
  })
})
