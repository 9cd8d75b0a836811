import type { components } from './api/analytics-api.gen.ts'
import { createAnalyticsApiClient, createCatalogueApiClient } from './api/clients.ts'
import { HttpStatusError } from '../core/errors.ts'

export type AnalyticsEvent = components['schemas']['AnalyticsEvent']

/** The analytics calls of spec section 7: whether analytics is on for the project, and POST /e. */
export interface AnalyticsService {
  isEnabled(): Promise<boolean>
  send(event: AnalyticsEvent): Promise<void>
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
      // Non-ok answers throw HttpStatusError (the client's middleware).
      await analytics.POST('/e', { body: event })
    },
  }
}
