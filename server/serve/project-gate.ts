import type { IncomingMessage } from 'node:http'
import { ApiError, badRequest } from '../http/api-error.ts'
import type { Project, ProjectService, ProjectStore } from '../projects/project-store.ts'
import type { RequestContext } from './request-context.ts'

/** The services of openapi/, whose every request names its project (`?projectId=`). */
const GATED: readonly string[] = ['data', 'catalogue', 'analytics', 'auth'] satisfies ProjectService[]

/** The catalogue's image paths (openapi/catalogue-api.yaml), which pages embed. */
const PUBLIC_IMAGES = '/public/'

/** Spec section 8's alert texts, which the runtime shows for a 403. */
const INVALID_PROJECT = 'Invalid App Configuration - Invalid Project ID'
const ORIGIN_REFUSED = 'Invalid App Configuration - origin not on allowlist'

/**
 * The project rules of a deployed server: an unknown projectId, a service the project does not use, and a
 * browser page from an origin the project did not allow are refused with a 403 before the service runs.
 */
export async function checkProject(
  projects: ProjectStore,
  { mount, path }: { mount: string; path: string },
  request: IncomingMessage,
  context: RequestContext,
): Promise<Project | undefined> {
  if (!GATED.includes(mount)) return undefined
  // Every operation of openapi/ requires it: missing (or empty) is the caller's mistake, as the contract says.
  if (!context.projectId) throw badRequest('projectId', 'The query parameter projectId is required')
  const project = await projects.get(context.projectId)
  if (!project) throw forbidden('projectId', INVALID_PROJECT)
  if (!project.services.includes(mount as ProjectService))
    throw forbidden('projectId', `The project ${project.projectId} does not use the ${mount} service`)
  const origin = request.headers.origin
  // Calls from servers carry no Origin; a browser always sends one on these cross-origin calls. Public
  // images are for any page: an avatar record on chain names one, and every app showing it may fetch it.
  if (origin !== undefined && !project.origins.includes(origin) && !path.startsWith(PUBLIC_IMAGES))
    throw forbidden('origin', ORIGIN_REFUSED)
  return project
}

const forbidden = (name: string, description: string) => new ApiError(403, [{ name, description }])
