import type { paths as AnalyticsApiPaths } from './analytics-api.gen.ts'
import type { paths as AuthApiPaths } from './auth-api.gen.ts'
import type { paths as CatalogueApiPaths } from './catalogue-api.gen.ts'
import type { paths as DataApiPaths } from './data-api.gen.ts'
import { createApiClient, type ApiClientOptions } from './create-api-client.ts'

// One factory per contract in `openapi/`; the types come from `npm run prepare` (scripts/gen-api.ts).

export function createDataApiClient(options: ApiClientOptions) {
  return createApiClient<DataApiPaths>(options)
}

export function createCatalogueApiClient(options: ApiClientOptions) {
  return createApiClient<CatalogueApiPaths>(options)
}

export function createAnalyticsApiClient(options: ApiClientOptions) {
  return createApiClient<AnalyticsApiPaths>(options)
}

export function createAuthApiClient(options: ApiClientOptions) {
  return createApiClient<AuthApiPaths>(options)
}

export type DataApiClient = ReturnType<typeof createDataApiClient>
export type CatalogueApiClient = ReturnType<typeof createCatalogueApiClient>
export type AnalyticsApiClient = ReturnType<typeof createAnalyticsApiClient>
export type AuthApiClient = ReturnType<typeof createAuthApiClient>
