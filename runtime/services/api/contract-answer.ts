import { MalformedAnswerError } from '../../core/errors.ts'

/**
 * A service's answer as its contract has it, checked by the guard generated from `openapi/`
 * (runtime/services/api/*.guards.gen.ts): the answer itself when the guard allows it, else a MalformedAnswerError
 * naming what was malformed, which the caller turns into its spec section 8 error or fallback. A list whose
 * items stand alone (tokens, prices, names) is better filtered item by item with the item's guard.
 */
export function contractAnswer<T>(data: unknown, guard: (value: unknown) => value is T, what: string): T {
  if (!guard(data)) throw new MalformedAnswerError(what)
  return data
}

// The guards load with the first answer a reader checks (it has awaited the service already): none of
// them is in the initial JS, where the controllers that read the services live.

/** The data API's guards (openapi/data-api.yaml). */
export const dataApiGuards = () => import('./data-api.guards.gen.ts')

/** The auth API's guards (openapi/auth-api.yaml). */
export const authApiGuards = () => import('./auth-api.guards.gen.ts')

/** The catalogue API's guards (openapi/catalogue-api.yaml). */
export const catalogueApiGuards = () => import('./catalogue-api.guards.gen.ts')
