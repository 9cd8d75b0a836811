import type { operations } from '../../runtime/services/api/analytics-api.gen.ts'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler, ContractHandlers } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer, type ServiceHandler } from '../http/start-http-server.ts'
import { storeEvent } from './event-store.ts'
import { readEventsRoute } from './read-events-route.ts'

/** Whether a project's events are kept: a project with analytics off has them dropped on arrival. */
export type AnalyticsEnabled = (projectId: string) => Promise<boolean>

/**
 * POST /e of openapi/analytics-api.yaml, stored in the database; with `readEvents` (the devnet's) also GET
 * /events to read them back. A deployed server never offers that read: anyone could list a project's events.
 */
export function createAnalyticsApi(
  db: DevnetDb,
  { readEvents = false, enabled }: { readEvents?: boolean; enabled?: AnalyticsEnabled } = {},
): ServiceHandler {
  const handlers: ContractHandlers<operations> = {
    sendEvent: async ({ query, body }) => {
      if (!enabled || (await enabled(query.projectId))) await storeEvent(db, query, body)
      return { noContent: true }
    },
  }
  return () =>
    createContractRouter(
      'analytics-api',
      handlers as unknown as Record<string, AnyHandler>,
      readEvents ? [readEventsRoute(db)] : [],
    )
}

/** The devnet's analytics API alone on a loopback port, with its events readable. */
export const startAnalyticsApi = (db: DevnetDb): Promise<RunningServer> =>
  startHttpServer(createAnalyticsApi(db, { readEvents: true }))
