/*
 * The checks the generated contract guards (runtime/services/api/*.guards.gen.ts) share: what a JSON
 * answer's values are, in the terms of the subset of JSON Schema the contracts in `openapi/` use.
 */

/** A JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A string's length as JSON Schema counts it: in code points, not UTF-16 units. */
export function lengthOf(value: string): number {
  return [...value].length
}

/** RFC 3339 date-time, e.g. 2026-11-21T12:00:00.000Z, naming a real instant. */
export function isDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !isNaN(Date.parse(value))
  )
}

/** An absolute URI: a scheme, then what the URL parser accepts. */
export function isUri(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}
