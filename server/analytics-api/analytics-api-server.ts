import type { operations } from '../../runtime/services/api/analytics-api.gen.ts'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { ApiError } from '../http/api-error.ts'
import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler, ContractHandlers } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer, type ServiceHandler } from '../http/start-http-server.ts'
import { storeEvent } from './event-store.ts'
import { readEventsRoute } from './read-events-route.ts'

/**
 * A project id the devnet treats as invalid (403), so the runtime's invalid-configuration alert
 * (spec section 7: a 403 shows it once) can be exercised against the devnet.
 */
export const INVALID_PROJECT_ID = 'invalid-project-id'

/** POST /e of openapi/analytics-api.yaml, stored in the devnet database, plus GET /events to read them. */
export function createAnalyticsApi(db: DevnetDb): ServiceHandler {
  const handlers: ContractHandlers<operations> = {
    sendEvent: async ({ query, body }) => {
      if (query.projectId === INVALID_PROJECT_ID) {
        throw new ApiError(403, [
          { name: 'projectId', description: `The project id ${query.projectId} is not valid` },
        ])
      }
      await storeEvent(db, query, body)
      return { noContent: true }
    },
  }
  return () =>
    createContractRouter('analytics-api', handlers as unknown as Record<string, AnyHandler>, [
      readEventsRoute(db),
    ])
}

/** The analytics API alone on a loopback port. */
export const startAnalyticsApi = (db: DevnetDb): Promise<RunningServer> =>
  startHttpServer(createAnalyticsApi(db))
