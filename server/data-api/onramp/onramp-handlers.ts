import type { DataApiHandler } from '../data-api-types.ts'
import type { OnrampProvider } from './onramp-provider.ts'

/** GET /v1/onramp/options */
export function getOnrampOptionsHandler(provider: OnrampProvider): DataApiHandler<'getOnrampOptions'> {
  return async () => ({ json: await provider.options() })
}

/** POST /v1/onramp/quote */
export function getOnrampQuoteHandler(provider: OnrampProvider): DataApiHandler<'getOnrampQuote'> {
  return async ({ body }) => ({ json: await provider.quote(body) })
}

/** POST /v1/generators/onrampurl: the provider's page for the destination wallet. */
export function generateOnrampUrlHandler(provider: OnrampProvider): DataApiHandler<'generateOnrampUrl'> {
  return async ({ body }) => ({ json: { url: await provider.widgetUrl(body) } })
}
