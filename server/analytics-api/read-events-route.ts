import { badRequest } from '../http/api-error.ts'
import type { ExtraRoute } from '../http/contract-router.ts'
import { sendJson } from '../http/respond.ts'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { listEvents } from './event-store.ts'

export const EVENTS_PATH = '/events'
const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1_000

/**
 * GET /events?projectId=...&limit=...: devnet only, not part of the contract. Lists the events a project
 * sent, oldest first, as `{ events: [...] }`, so tests and developers can see what analytics recorded.
 */
export function readEventsRoute(db: DevnetDb): ExtraRoute {
  return {
    method: 'GET',
    paths: [EVENTS_PATH],
    async handle(_request, response, url) {
      const projectId = url.searchParams.get('projectId')
      if (!projectId) throw badRequest('projectId', 'The query parameter projectId is required')
      const limitText = url.searchParams.get('limit') ?? String(DEFAULT_LIMIT)
      const limit = Number(limitText)
      if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) {
        throw badRequest(
          'limit',
          `limit must be an integer from 1 to ${MAX_LIMIT}, got ${JSON.stringify(limitText)}`,
        )
      }
      sendJson(response, 200, { events: await listEvents(db, projectId, limit) })
    },
  }
}
