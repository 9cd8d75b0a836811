import { resolvePointer, type JsonSchema, type OpenApiDocument } from './load-contract.ts'

export interface SchemaProblem {
  /** Where in the value, e.g. `$.balances[0].price`. */
  at: string
  message: string
}

/**
 * A JSON Schema checker for the subset the contracts in `openapi/` use. It throws on any keyword it does
 * not know, so a contract change can never be silently waved through. Returns one message per problem,
 * each naming the path of the offending value (`$.balances[0].price`).
 */
export function checkSchema(
  doc: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
  at = '$',
): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  visit(doc, schema, value, at, problems)
  return problems
}

const IGNORED = new Set(['description', 'title', 'example', 'examples', 'default', 'deprecated'])
const HANDLED = new Set([
  '$ref',
  'type',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'format',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
])

const FORMATS: Record<string, (value: string) => boolean> = {
  // RFC 3339 date-time, e.g. 2026-11-21T12:00:00.000Z
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !isNaN(Date.parse(value)),
  uri: (value) => /^[a-z][a-z0-9+.-]*:/i.test(value) && URL.canParse(value),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  // Raw bytes (image responses): checked by content type, not here.
  binary: () => true,
}

// What a check would otherwise work out again for every value: a contract is parsed once and never changed
// (load-contract.ts), so its schemas' keywords, the schema each $ref names and each pattern's RegExp (no
// flag that keeps state between tests) stay what they were the first time.
/** The schemas whose keywords are all known: a schema with an unknown one is never added, so it throws each time. */
const KNOWN_KEYWORDS = new WeakSet<JsonSchema>()
const REFS = new WeakMap<OpenApiDocument, Map<string, JsonSchema>>()
const PATTERNS = new Map<string, RegExp>()

function referenced(doc: OpenApiDocument, ref: string): JsonSchema {
  let refs = REFS.get(doc)
  if (!refs) REFS.set(doc, (refs = new Map<string, JsonSchema>()))
  let schema = refs.get(ref)
  if (!schema) refs.set(ref, (schema = resolvePointer(doc, ref) as JsonSchema))
  return schema
}

function pattern(source: string): RegExp {
  let regExp = PATTERNS.get(source)
  if (!regExp) PATTERNS.set(source, (regExp = new RegExp(source, 'u')))
  return regExp
}

function visit(
  doc: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
  at: string,
  problems: SchemaProblem[],
): void {
  if (!KNOWN_KEYWORDS.has(schema)) {
    for (const keyword of Object.keys(schema)) {
      if (!HANDLED.has(keyword) && !IGNORED.has(keyword)) {
        throw new Error(`check-schema: unsupported JSON Schema keyword "${keyword}" at ${at}`)
      }
    }
    KNOWN_KEYWORDS.add(schema)
  }
  // OpenAPI 3.1 allows keywords beside $ref (e.g. a description); both apply.
  if (typeof schema.$ref === 'string') visit(doc, referenced(doc, schema.$ref), value, at, problems)

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string]
    if (!types.some((type) => hasType(value, type))) {
      problems.push({ at, message: `expected ${types.join(' or ')}, got ${describe(value)}` })
      return
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push({
      at,
      message: `expected one of ${JSON.stringify(schema.enum)}, got ${JSON.stringify(value)}`,
    })
  }
  if (typeof value === 'string') checkString(schema, value, at, problems)
  if (typeof value === 'number') checkNumber(schema, value, at, problems)
  if (Array.isArray(value)) checkArray(doc, schema, value, at, problems)
  else if (isObject(value)) checkObject(doc, schema, value, at, problems)
}

function checkString(schema: JsonSchema, value: string, at: string, problems: SchemaProblem[]): void {
  if (typeof schema.pattern === 'string' && !pattern(schema.pattern).test(value)) {
    problems.push({ at, message: `${JSON.stringify(value)} does not match ${schema.pattern}` })
  }
  if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) {
    problems.push({ at, message: `shorter than ${schema.minLength} characters` })
  }
  if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) {
    problems.push({ at, message: `longer than ${schema.maxLength} characters` })
  }
  if (typeof schema.format === 'string') {
    const check = FORMATS[schema.format]
    if (!check) throw new Error(`check-schema: unsupported format "${schema.format}" at ${at}`)
    if (!check(value))
      problems.push({ at, message: `${JSON.stringify(value)} is not a valid ${schema.format}` })
  }
}

function checkNumber(schema: JsonSchema, value: number, at: string, problems: SchemaProblem[]): void {
  if (typeof schema.minimum === 'number' && value < schema.minimum) {
    problems.push({ at, message: `${value} is below the minimum ${schema.minimum}` })
  }
  if (typeof schema.maximum === 'number' && value > schema.maximum) {
    problems.push({ at, message: `${value} is above the maximum ${schema.maximum}` })
  }
}

function checkArray(
  doc: OpenApiDocument,
  schema: JsonSchema,
  value: unknown[],
  at: string,
  problems: SchemaProblem[],
) {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
    problems.push({ at, message: `fewer than ${schema.minItems} items` })
  }
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
    problems.push({ at, message: `more than ${schema.maxItems} items` })
  }
  if (isObject(schema.items)) {
    value.forEach((item, i) => visit(doc, schema.items as JsonSchema, item, `${at}[${i}]`, problems))
  }
}

function checkObject(
  doc: OpenApiDocument,
  schema: JsonSchema,
  value: Record<string, unknown>,
  at: string,
  problems: SchemaProblem[],
): void {
  const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, JsonSchema>
  for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
    if (value[name] === undefined) problems.push({ at: `${at}.${name}`, message: `is required` })
  }
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue
    const fieldAt = `${at}.${name}`
    if (properties[name]) visit(doc, properties[name], field, fieldAt, problems)
    else if (schema.additionalProperties === false)
      problems.push({ at: fieldAt, message: `is not allowed here` })
    else if (isObject(schema.additionalProperties)) {
      visit(doc, schema.additionalProperties, field, fieldAt, problems)
    }
  }
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null
    case 'string':
      return typeof value === 'string'
    case 'boolean':
      return typeof value === 'boolean'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value)
    case 'array':
      return Array.isArray(value)
    case 'object':
      return isObject(value)
    default:
      throw new Error(`check-schema: unsupported type "${type}"`)
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isInteger(value)) return `integer ${value}`
  if (typeof value === 'string')
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`
  return typeof value
}

export const formatProblem = (problem: SchemaProblem) => `${problem.at}: ${problem.message}`
