import type { RateLimitRules } from './rate-limiter.ts'

const MINUTE = 60_000

/**
 * The limits `portkit serve` applies unless the host sets its own. Per IP they stop one client hammering
 * the server; per project they cap what an abused projectId can cost the host; per email they stop a
 * mailbox being flooded with codes. A request can count in more than one action: an email code is a
 * `write` and an `otpIssue`.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Every POST, PUT and DELETE but the chain RPC proxy's. */
  write: [
    { per: 'ip', limit: 300, windowMs: MINUTE },
    { per: 'project', limit: 6_000, windowMs: MINUTE },
  ],
  /**
   * A read through the chain RPC proxy (POST, but a read): a page's balance and fee reads, and the ranking
   * pings of a network read through several URLs (one every 4 s).
   */
  rpc: [
    { per: 'ip', limit: 1_200, windowMs: MINUTE },
    { per: 'project', limit: 60_000, windowMs: MINUTE },
  ],
  /** An email one-time code sent (each mail costs the host and lands in someone's inbox). */
  otpIssue: [
    { per: 'ip', limit: 10, windowMs: 10 * MINUTE },
    { per: 'email', limit: 5, windowMs: 10 * MINUTE },
    { per: 'project', limit: 1_000, windowMs: 10 * MINUTE },
  ],
  /**
   * A one-time code tried: each code also allows only a few tries (EMAIL_CODE_MAX_ATTEMPTS). Per email
   * across IPs, so a botnet guessing one address gets no more tries than one client.
   */
  otpVerify: [
    { per: 'ip', limit: 30, windowMs: 10 * MINUTE },
    { per: 'email', limit: 10, windowMs: 10 * MINUTE },
  ],
  /** A sign-in-with-X nonce issued. */
  nonceIssue: [
    { per: 'ip', limit: 60, windowMs: MINUTE },
    { per: 'project', limit: 6_000, windowMs: MINUTE },
  ],
} as const satisfies RateLimitRules
