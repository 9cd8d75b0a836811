import type { SqlDb } from '../db/sql-db.ts'

/** The services a project may use, by their mount on `portkit serve`. */
export const PROJECT_SERVICES = ['data', 'catalogue', 'analytics', 'auth', 'email-auth'] as const
export type ProjectService = (typeof PROJECT_SERVICES)[number]

export interface Project {
  projectId: string
  /** The analytics the modal sends are kept (and its remote flag says on). */
  analytics: boolean
  services: ProjectService[]
  /** The exact origins (scheme, host, port) whose pages may call the services and embed the frame. */
  origins: string[]
}

/** A project or origin that cannot be saved; the message names the field. */
export class ProjectInputError extends Error {
  override name = 'ProjectInputError'
}

interface ProjectRow {
  project_id: string
  analytics: boolean
  services: ProjectService[]
  origins: string[]
}

const SELECT_PROJECTS = `
  SELECT p.project_id, p.analytics, p.services,
    COALESCE(array_agg(o.origin ORDER BY o.origin) FILTER (WHERE o.origin IS NOT NULL), '{}') AS origins
  FROM projects p LEFT JOIN project_origins o ON o.project_id = p.project_id`

const toProject = (row: ProjectRow): Project => ({
  projectId: row.project_id,
  analytics: row.analytics,
  services: row.services,
  origins: row.origins,
})

/** Letters, digits, `-` and `_`: what a projectId in a URL and a log line stays readable as. */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The projects table and their allowlists (project_origins), shared by every replica on the database. */
export function projectStore(db: SqlDb) {
  /** One query: every request to a gated service reads its project. */
  async function get(projectId: string): Promise<Project | undefined> {
    const { rows } = await db.query<ProjectRow>(
      `${SELECT_PROJECTS} WHERE p.project_id = $1 GROUP BY p.project_id`,
      [projectId],
    )
    return rows[0] && toProject(rows[0])
  }

  return {
    get,
    /** Adds a project, or changes its settings when it exists (its origins are kept). */
    async save(project: {
      projectId: string
      analytics: boolean
      services: readonly string[]
    }): Promise<Project> {
      const projectId = checkProjectId(project.projectId)
      const services = checkServices(project.services)
      await db.query(
        `INSERT INTO projects (project_id, analytics, services) VALUES ($1, $2, $3)
         ON CONFLICT (project_id) DO UPDATE SET analytics = EXCLUDED.analytics, services = EXCLUDED.services`,
        [projectId, project.analytics, services],
      )
      return (await get(projectId))!
    },
    async list(): Promise<Project[]> {
      const { rows } = await db.query<ProjectRow>(
        `${SELECT_PROJECTS} GROUP BY p.project_id ORDER BY p.project_id`,
      )
      return rows.map(toProject)
    },
    /** Adds an exact origin to a project's allowlist (kept when already there). */
    async allowOrigin(projectId: string, origin: string): Promise<Project> {
      if (!(await get(projectId)))
        throw new ProjectInputError(`projectId: no project ${JSON.stringify(projectId)}`)
      await db.query(
        'INSERT INTO project_origins (project_id, origin) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [projectId, checkOrigin(origin)],
      )
      return (await get(projectId))!
    },
  }
}

export type ProjectStore = ReturnType<typeof projectStore>

function checkProjectId(value: string): string {
  if (!PROJECT_ID.test(value))
    throw new ProjectInputError(`projectId: ${JSON.stringify(value)} must be 1-64 letters, digits, - or _`)
  return value
}

function checkServices(values: readonly string[]): ProjectService[] {
  const unknown = values.filter((value) => !(PROJECT_SERVICES as readonly string[]).includes(value))
  if (unknown.length > 0)
    throw new ProjectInputError(
      `services: ${unknown.join(', ')} unknown; choose from ${PROJECT_SERVICES.join(', ')}`,
    )
  return [...new Set(values)] as ProjectService[]
}

/** An http(s) origin written exactly (no path, no wildcard): what an allowlist compares. */
export function checkOrigin(value: unknown): string {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value)
    throw new ProjectInputError(
      `${JSON.stringify(value)} is not an exact origin such as https://shop.example or http://127.0.0.1:5173`,
    )
  return value
}
