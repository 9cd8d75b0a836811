import { ConfigError } from '../../runtime/core/errors.ts'
import { configuredImageUrl } from '../../runtime/core/safe-image-url.ts'
import { safeHttpUrl } from '../../runtime/core/safe-url.ts'

/**
 * Small assertions for config validation. Each throws a ConfigError naming the option path
 * (e.g. `networks[0].rpcUrls.default.http[1]`) and the rule, so the CLI can print it as is.
 */

export function fail(option: string, message: string): never {
  throw new ConfigError(option, message)
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

export function expectObject(value: unknown, option: string): Record<string, unknown> {
  if (!isPlainObject(value)) fail(option, 'must be an object')
  return value
}

/** Rejects keys the type does not declare, so a typo (`defaultNetwrok`) is an error, not a silent default. */
export function expectKnownKeys(
  value: Record<string, unknown>,
  prefix: string,
  known: readonly string[],
): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) fail(keyPath(prefix, key), `unknown option (known: ${known.join(', ')})`)
  }
}

export function expectString(value: unknown, option: string): string {
  if (typeof value !== 'string') fail(option, 'must be a string')
  return value
}

export function expectNonEmptyString(value: unknown, option: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(option, 'must be a non-empty string')
  return value
}

export function expectBoolean(value: unknown, option: string, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') fail(option, 'must be true or false')
  return value
}

export function expectOneOf<T extends string>(
  value: unknown,
  option: string,
  allowed: readonly T[],
  message = `must be one of: ${allowed.join(', ')}`,
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) fail(option, message)
  return value as T
}

/** The runtime's rule for links and configured URLs (runtime/core/safe-url.ts): what builds is what shows. */
export function expectHttpUrl(value: unknown, option: string): string {
  const url = safeHttpUrl(value)
  if (url === undefined) fail(option, 'must be an http(s) URL')
  return url
}

export function expectArray(value: unknown, option: string, { nonEmpty = false } = {}): unknown[] {
  if (!Array.isArray(value)) fail(option, 'must be an array')
  if (nonEmpty && value.length === 0) fail(option, 'must contain at least one entry')
  // A hole (`[, x]`) becomes undefined, which each entry's check refuses under its index: map() skips holes.
  return Array.from(value)
}

export function expectHttpUrlList(value: unknown, option: string): string[] {
  return expectArray(value, option, { nonEmpty: true }).map((url, i) => expectHttpUrl(url, `${option}[${i}]`))
}

/** Deep links (`wallet://...`) count: any absolute URL with a scheme. */
export function expectUrl(value: unknown, option: string): string {
  if (typeof value !== 'string' || !URL.canParse(value)) fail(option, 'must be an absolute URL')
  return value
}

/**
 * Images may be inlined: an http(s) URL or a `data:image/...` URL (svg, png, jpeg, gif or webp), the
 * runtime's rule for configured images (runtime/core/safe-image-url.ts).
 */
export function expectImageUrl(value: unknown, option: string): string {
  const url = configuredImageUrl(value)
  if (url === undefined) fail(option, 'must be an http(s) or data:image URL')
  return url
}

export function optional<T>(value: unknown, read: (value: unknown) => T): T | undefined {
  return value === undefined ? undefined : read(value)
}

/** A list of distinct non-empty strings, e.g. wallet ids. */
export function expectIdList(value: unknown, option: string): string[] {
  if (value === undefined) return []
  const ids = expectArray(value, option).map((id, i) => expectNonEmptyString(id, `${option}[${i}]`))
  ids.forEach((id, i) => {
    const first = ids.indexOf(id)
    if (first !== i) fail(`${option}[${i}]`, `duplicate ${id} (also ${option}[${first}])`)
  })
  return ids
}

/** The path of `key` under `prefix`; a key that shows nothing (`''`, `' '`) is quoted, so the error names it. */
export function keyPath(prefix: string, key: string): string {
  const name = key.trim() === '' ? JSON.stringify(key) : key
  return prefix ? `${prefix}.${name}` : name
}
