/** Values used in place of a failed answer (spec section 8, Fallbacks). */

/** The wallet layer could not read a balance: shown as 0.00 ETH (and a warning is logged). */
export const FALLBACK_BALANCE = { value: 0n, decimals: 18, symbol: 'ETH', formatted: '0.00' } as const

/** Id of the placeholder quote returned when the onramp quote call fails. */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'
