import { ApiError } from '../http/api-error.ts'
import type { RateLimitRefusal } from './rate-limiter.ts'

/** The 429 a refused request gets: the shared error body, and `Retry-After` for clients that honour it. */
export function rateLimitError({ retryAfterSeconds }: RateLimitRefusal): ApiError {
  return new ApiError(
    429,
    [{ name: 'rateLimit', description: `Too many requests; try again in ${retryAfterSeconds} s` }],
    { 'Retry-After': String(retryAfterSeconds) },
  )
}
