import { DEFAULT_RATE_LIMITS } from '../../server/rate-limit/default-rate-limits.ts'
import { createJsonLog, type JsonLog } from '../../server/serve/json-log.ts'
import type { ServerRateLimits } from '../../server/serve/server-config.ts'

export { DEVNET_SENDER } from '../../server/email-auth/email-auth-server.ts'

/**
 * The devnet's visitors are its developer and the test suites, all from one loopback address: the limits
 * stay on (the same code runs as in production) but a hundred times higher than a deployment's defaults.
 */
const DEVNET_LIMIT_FACTOR = 100

const raised = <Rule extends { limit: number }>(rules: readonly Rule[]) =>
  rules.map((rule) => ({ ...rule, limit: rule.limit * DEVNET_LIMIT_FACTOR }))

export const DEVNET_RATE_LIMITS: ServerRateLimits = {
  write: raised(DEFAULT_RATE_LIMITS.write),
  rpc: raised(DEFAULT_RATE_LIMITS.rpc),
  otpIssue: raised(DEFAULT_RATE_LIMITS.otpIssue),
  otpVerify: raised(DEFAULT_RATE_LIMITS.otpVerify),
  nonceIssue: raised(DEFAULT_RATE_LIMITS.nonceIssue),
}

/** A devnet stops when its developer or test is done: requests still running get a moment, not 10 s. */
export const DEVNET_DRAIN_MS = 1_000

const toStderr = createJsonLog((line) => process.stderr.write(line))

/** Warnings and errors only: a line per request would bury the dev server's own output. */
export const devnetLog: JsonLog = (level, message, fields) => {
  if (level !== 'info') toStderr(level, message, fields)
}
