import { createHash } from 'node:crypto'
import type { RateLimitStore } from './rate-limit-store.ts'

/** What a limit counts by: the client's IP, the project (all its users together) or the email a code goes to. */
export type RateLimitSubject = 'ip' | 'project' | 'email'

export interface RateLimit {
  per: RateLimitSubject
  /** Hits allowed in one window; the next is refused until the window ends. */
  limit: number
  windowMs: number
}

/** Each guarded action's limits; an action is refused when any one of them is reached. */
export type RateLimitRules = Record<string, readonly RateLimit[]>

/** The subjects an action's limits count by, each required. */
export type SubjectsOf<Limits extends readonly RateLimit[]> = Record<Limits[number]['per'], string>

export type RateLimitDecision = { allowed: true } | RateLimitRefusal

export interface RateLimitRefusal {
  allowed: false
  /** Whole seconds until the last window that refused ends: the `Retry-After` value. */
  retryAfterSeconds: number
}

/** Counts each guarded action in `store`, against `rules` (see default-rate-limits.ts). */
export function createRateLimiter<Rules extends RateLimitRules>(store: RateLimitStore, rules: Rules) {
  return {
    /** Counts one `action` by each of its limits' subjects and says whether it may go ahead. */
    async check<Action extends keyof Rules & string>(
      action: Action,
      subjects: SubjectsOf<Rules[Action]>,
    ): Promise<RateLimitDecision> {
      const limits: Rules[Action] = rules[action]
      const windows = await Promise.all(
        limits.map(async (limit) => {
          const subject = (subjects as Record<RateLimitSubject, string>)[limit.per]
          const key = `${action}:${limit.per}:${limit.windowMs}:${hashed(subject)}`
          return { limit, window: await store.hit(key, limit.windowMs) }
        }),
      )
      const refusing = windows.filter(({ limit, window }) => window.count > limit.limit)
      if (refusing.length === 0) return { allowed: true }
      const resetInMs = Math.max(...refusing.map(({ window }) => window.resetInMs))
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) }
    },
  }
}

/** No IP or email is kept in the store, and a key's length does not depend on what a client sends. */
function hashed(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 22)
}
