import type { IncomingMessage } from 'node:http'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { ORIGIN_CHECK_PATH } from '../frame/app/frame-config.ts'
import { badRequest } from '../http/api-error.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { checkOrigin, ProjectInputError } from '../projects/project-store.ts'

/** Devnet control (not a product route): a project's allowed origins, read (GET) or replaced (PUT). */
export const ALLOWLIST_CONTROL_PATH = '/devnet/projects/allowed-origins'

/**
 * Each project's allowed origins, the devnet's stand-in for a project's dashboard allowlist, kept in the
 * services' database (so it survives a restart and every server on the database answers the same). A
 * project nobody listed an origin for allows none: `portkit dev` (and the tests' served apps) add the
 * origin they serve the app on, so the template works and any other page embedding the frame is refused.
 */
export function projectAllowlist(db: DevnetDb, { devnetControl }: { devnetControl: boolean }) {
  const query = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://auth').searchParams
  const originsOf = async (projectId: string) =>
    (
      await db.query<{ origin: string }>(
        'SELECT origin FROM project_origins WHERE project_id = $1 ORDER BY origin',
        [projectId],
      )
    ).rows.map((row) => row.origin)

  // Anyone who can reach these routes could allow their own origin: the devnet's only, never a deployed server's.
  const controlRoutes = {
    [`GET ${ALLOWLIST_CONTROL_PATH}`]: async (request: IncomingMessage) => {
      const projectId = requiredProjectId(query(request).get('projectId'))
      return { projectId, origins: await originsOf(projectId) }
    },
    [`PUT ${ALLOWLIST_CONTROL_PATH}`]: async (request: IncomingMessage) => {
      const body = (await readJsonBody(request)) as { projectId?: unknown; origins?: unknown }
      const projectId = requiredProjectId(body.projectId)
      const origins = exactOrigins(body.origins)
      // The list is replaced whole: a reader never sees it half written.
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM project_origins WHERE project_id = $1', [projectId])
        for (const origin of origins)
          await tx.query('INSERT INTO project_origins (project_id, origin) VALUES ($1, $2)', [
            projectId,
            origin,
          ])
      })
      return { projectId, origins }
    },
  }

  return {
    routes: {
      ...(devnetControl ? controlRoutes : {}),
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

function requiredProjectId(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw badRequest('projectId', 'A projectId is required')
  return value
}

/** Each entry must be an http(s) origin written exactly (no path, no wildcard): what an allowlist compares. */
function exactOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) throw badRequest('origins', 'origins must be a list of origins')
  try {
    return [...new Set(value.map(checkOrigin))]
  } catch (error) {
    if (error instanceof ProjectInputError) throw badRequest('origins', error.message)
    throw error
  }
}

/**
 * Adds `origin` to `projectId`'s allowlist on the devnet's auth service at `emailAuthUrl` (keeping the
 * others): what `portkit dev` does for the origin it serves the app on.
 */
export async function allowAppOrigin(emailAuthUrl: string, projectId: string, origin: string): Promise<void> {
  const url = `${emailAuthUrl}${ALLOWLIST_CONTROL_PATH}`
  const current = await fetch(`${url}?projectId=${encodeURIComponent(projectId)}`)
  if (!current.ok) throw new Error(`The devnet auth service answered ${current.status} for the allowlist`)
  const { origins } = (await current.json()) as { origins: string[] }
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectId, origins: [...origins, origin] }),
  })
  if (!put.ok) throw new Error(`The devnet auth service refused the origin ${origin}: ${await put.text()}`)
}
