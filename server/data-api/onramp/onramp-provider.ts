import type { DataApiSchemas } from '../data-api-types.ts'

export type OnrampOptions = DataApiSchemas['OnrampOptions']
export type OnrampQuoteRequest = DataApiSchemas['OnrampQuoteRequest']
export type OnrampQuote = DataApiSchemas['OnrampQuote']
export type OnrampUrlRequest = DataApiSchemas['OnrampUrlRequest']

/**
 * Who sells the crypto behind the data API's three on-ramp operations (GET /v1/onramp/options, POST
 * /v1/onramp/quote, POST /v1/generators/onrampurl). Input the provider cannot take is an ApiError 400
 * naming the request field; a provider that is down or answers wrongly is an ApiError 502, so the
 * runtime's fallbacks of spec section 8 (built-in options, 'mocked-quote-id') take over.
 */
export interface OnrampProvider {
  /** What can be bought and paid with, within spec section 9's limits. */
  options(): Promise<OnrampOptions>
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The provider's page where the visitor buys for the request's destination wallet. */
  widgetUrl(request: OnrampUrlRequest): Promise<string>
}
