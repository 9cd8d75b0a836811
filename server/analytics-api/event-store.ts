import type { components } from '../../runtime/services/api/analytics-api.gen.ts'
import type { DevnetDb } from '../db/open-devnet-db.ts'

export type AnalyticsEvent = components['schemas']['AnalyticsEvent']

/** An event as stored: the body the runtime sent plus who sent it and when it arrived. */
export interface StoredEvent extends AnalyticsEvent {
  projectId: string
  sdkType: string
  sdkVersion: string
  clientId: string | null
  receivedAt: string
}

export interface EventSender {
  projectId: string
  st: string
  sv: string
  clientId?: string
}

/** Stores one event; the same eventId twice (a client retry) is kept once. */
export async function storeEvent(db: DevnetDb, sender: EventSender, event: AnalyticsEvent): Promise<void> {
  await db.query(
    `INSERT INTO analytics_events
       (project_id, event_id, sdk_type, sdk_version, client_id, url, domain, timestamp, props)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [
      sender.projectId,
      event.eventId,
      sender.st,
      sender.sv,
      sender.clientId ?? null,
      event.url,
      event.domain,
      event.timestamp,
      event.props,
    ],
  )
}

interface EventRow {
  project_id: string
  event_id: string
  sdk_type: string
  sdk_version: string
  client_id: string | null
  url: string
  domain: string
  timestamp: number
  props: AnalyticsEvent['props']
  received_at: Date
}

/** A project's events in the order they arrived. */
export async function listEvents(db: DevnetDb, projectId: string, limit: number): Promise<StoredEvent[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT * FROM analytics_events WHERE project_id = $1 ORDER BY seq LIMIT $2',
    [projectId, limit],
  )
  return rows.map((row) => ({
    eventId: row.event_id,
    url: row.url,
    domain: row.domain,
    timestamp: row.timestamp,
    props: row.props,
    projectId: row.project_id,
    sdkType: row.sdk_type,
    sdkVersion: row.sdk_version,
    clientId: row.client_id,
    receivedAt: new Date(row.received_at).toISOString(),
  }))
}
