import type { components } from './api/analytics-api.gen.ts'
import { createAnalyticsApiClient, createCatalogueApiClient } from './api/clients.ts'
import { HttpStatusError } from '../core/errors.ts'

export type AnalyticsEvent = components['schemas']['AnalyticsEvent']

/**
 * The most event bodies the page keeps in flight with `keepalive` at once. Browsers allow 64 KiB of
 * keepalive bodies per page in all (the host's own beacons count too), and refuse a request beyond it.
 */
export const KEEPALIVE_BUDGET_BYTES = 48 * 1024

/** The analytics calls of spec section 7: whether analytics is on for the project, and POST /e. */
export interface AnalyticsService {
  isEnabled(): Promise<boolean>
  /**
   * POST /e. Sent with `keepalive` while the page's keepalive budget allows, so that a reload or a
   * navigation does not abort it in flight; beyond the budget, as a plain request.
   */
  send(event: AnalyticsEvent): Promise<void>
  /** Whether `send(event)` would go out with `keepalive` now (the page is going away: only those survive). */
  fitsKeepalive(event: AnalyticsEvent): boolean
}

export interface AnalyticsServiceOptions {
  analyticsApi: string
  /** Where /getAnalyticsConfig is asked; without it the project setting is not checked. */
  catalogueApi?: string
  projectId: string
  sdkVersion: string
  sdkType?: string
  clientId?: string
  fetch?: typeof fetch
}

export function createAnalyticsService(options: AnalyticsServiceOptions): AnalyticsService {
  const common = {
    projectId: options.projectId,
    sdkVersion: options.sdkVersion,
    ...(options.sdkType ? { sdkType: options.sdkType } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }
  const analytics = createAnalyticsApiClient({ ...common, baseUrl: options.analyticsApi })
  const catalogue = options.catalogueApi
    ? createCatalogueApiClient({ ...common, baseUrl: options.catalogueApi })
    : undefined

  // Bytes of the event bodies in flight with keepalive (openapi-fetch sends the body as JSON.stringify's).
  let keptAlive = 0
  const bodySize = (event: AnalyticsEvent) => new TextEncoder().encode(JSON.stringify(event)).byteLength
  const fits = (size: number) => keptAlive + size <= KEEPALIVE_BUDGET_BYTES

  return {
    async isEnabled() {
      if (!catalogue) return true
      try {
        const { data } = await catalogue.GET('/getAnalyticsConfig')
        return data?.isAnalyticsEnabled === true
      } catch (error) {
        // A refused project is the host's to hear about (spec 7: a 403 shows the alert once).
        if (error instanceof HttpStatusError && error.status === 403) throw error
        // Unknown project setting: stay quiet rather than send what may not be wanted.
        return false
      }
    },
    async send(event) {
      const size = bodySize(event)
      const keepalive = fits(size)
      // Taken before the first await: a flush at unload sees what is already in flight.
      if (keepalive) keptAlive += size
      try {
        // Non-ok answers throw HttpStatusError (the client's middleware).
        await analytics.POST('/e', { body: event, keepalive })
      } finally {
        if (keepalive) keptAlive -= size
      }
    },
    fitsKeepalive(event) {
      return fits(bodySize(event))
    },
  }
}
