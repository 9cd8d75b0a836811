import { createHash } from 'node:crypto'

export type LogLevel = 'info' | 'warn' | 'error'

/** One JSON object per line on stdout: what log collectors parse without configuration. */
export type JsonLog = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void

export function createJsonLog(write: (line: string) => void = (line) => process.stdout.write(line)): JsonLog {
  return (level, message, fields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`)
}

/** An email as logs may carry it: the same address always gives the same hash, and the address never shows. */
export function hashForLog(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 16)
}

const ADDRESS = /0x[0-9a-fA-F]{40}/g

/** A request path without the wallet addresses in it (they identify people). */
export function pathForLog(pathname: string): string {
  return pathname.replace(ADDRESS, '0x…')
}
