import { writeSync } from 'node:fs'
import { guardLoopback } from '../e2e/support/loopback-guard.ts'

/**
 * Preloaded into a child process (`NODE_OPTIONS=--import <this file>`, see `LOOPBACK_ONLY`): every
 * connection it tries off loopback is blocked and named on stderr, where the test reads it.
 */
export const BLOCKED_MARK = '[loopback-guard] blocked'

guardLoopback((target) => writeSync(2, `${BLOCKED_MARK} ${target}\n`))
