import type { IncomingMessage } from 'node:http'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { ORIGIN_CHECK_PATH } from '../frame/app/frame-config.ts'

/**
 * The secure frame's question to its auth service: is this page's origin on the project's allowlist
 * (`portkit serve project allow-origin`, in the database so every replica answers the same)? A project
 * nobody listed an origin for allows none.
 */
export function projectAllowlist(db: DevnetDb) {
  const query = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://auth').searchParams
  return {
    routes: {
      // Exact origins only: scheme, host and port as the browser reports the embedding page.
      [`GET ${ORIGIN_CHECK_PATH}`]: async (request: IncomingMessage) => {
        const params = query(request)
        const { rows } = await db.query(
          'SELECT 1 FROM project_origins WHERE project_id = $1 AND origin = $2',
          [params.get('projectId') ?? '', params.get('origin') ?? ''],
        )
        return { allowed: rows.length > 0 }
      },
    },
  }
}
