import fc from 'fast-check'
import {
  deref,
  loadContract,
  resolvePointer,
  type ContractName,
  type JsonSchema,
  type OpenApiDocument,
} from '../../server/openapi/load-contract.ts'

/**
 * fast-check arbitraries for what the services in `openapi/` answer: `responseBody` makes bodies valid
 * against an operation's response schema (the same subset server/openapi/check-schema.ts reads), and
 * `mutatedResponseBody` breaks one node of such a body (wrong type, dropped, hostile text, huge), as a
 * broken, old or hostile deployment might. Strings lean towards markup and links, so a property can see
 * whether any reaches the page as anything but text.
 */

/** Texts that would become markup, script or a link if a view rendered data as anything but text. */
export const HOSTILE_TEXTS = [
  '<img src=x onerror="window.__fuzzInjected=1">',
  '<b data-fuzz-markup>bold</b>',
  'javascript:window.__fuzzInjected=1',
  'data:text/html,<script>window.__fuzzInjected=1</script>',
  '"><svg onload="window.__fuzzInjected=1">',
  '',
  ' ',
  '\u202e\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
]

const ISO_DATES = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString())

/** A JSON value of any shape, small enough to keep cases fast. */
const JUNK: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, '0', 'NaN'),
  fc.string({ maxLength: 12 }),
  fc.constant('9'.repeat(400)),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
)

export function responseSchema(
  contract: ContractName,
  method: string,
  path: string,
  status = '200',
): { doc: OpenApiDocument; schema: JsonSchema } {
  const doc = loadContract(contract)
  const operation = doc.paths[path]?.[method]
  if (!operation) throw new Error(`${contract} has no operation ${method} ${path}`)
  const response = deref<{ content?: Record<string, { schema?: JsonSchema }> }>(
    doc,
    operation.responses[status] as { $ref: string },
  )
  const schema = response.content?.['application/json']?.schema
  if (!schema) throw new Error(`${method} ${path} ${status} has no JSON body`)
  return { doc, schema }
}

/** Bodies valid against the operation's response schema. */
export function responseBody(contract: ContractName, method: string, path: string): fc.Arbitrary<unknown> {
  const { doc, schema } = responseSchema(contract, method, path)
  return schemaArbitrary(doc, schema)
}

/** A valid body with one node replaced by junk, or one object key dropped. */
export function mutatedResponseBody(
  contract: ContractName,
  method: string,
  path: string,
): fc.Arbitrary<unknown> {
  return mutated(responseBody(contract, method, path))
}

/**
 * A value of `valid` with one node replaced by junk, or one object key dropped: for bodies a test builds
 * itself, e.g. in the form a reader expects where the contract leaves a field open.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain(mutatedBody)
}

/**
 * `body` (a given answer, e.g. a realistic one whose tokens a form will pick) with one node replaced by
 * junk, or one object key dropped.
 */
export function mutatedBody(body: unknown): fc.Arbitrary<unknown> {
  const places = nodePaths(body)
  return fc
    .record({ at: fc.nat({ max: places.length - 1 }), junk: JUNK, drop: fc.boolean() })
    .map(({ at, junk, drop }) => replaceAt(body, places[at]!, junk, drop))
}

/** A valid body most of the time, a mutated one otherwise: what a property over "any answer" reads. */
export function anyResponseBody(contract: ContractName, method: string, path: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: mutatedResponseBody(contract, method, path), weight: 3 },
    { arbitrary: responseBody(contract, method, path), weight: 1 },
    { arbitrary: JUNK, weight: 1 },
  )
}

export function schemaArbitrary(doc: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string')
    return schemaArbitrary(doc, resolvePointer(doc, schema.$ref) as JsonSchema)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined]
  return fc.oneof(...types.map((type) => typedArbitrary(doc, schema, type)))
}

function typedArbitrary(
  doc: OpenApiDocument,
  schema: JsonSchema,
  type: string | undefined,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: typeof schema.minimum === 'number' ? schema.minimum : -1000, max: 1_000_000 })
    case 'number':
      return fc.double({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1e6,
        max: 1e9,
        noNaN: true,
      })
    case 'string':
      return stringArbitrary(schema)
    case 'array':
      return fc.array(schemaArbitrary(doc, (schema.items ?? {}) as JsonSchema), {
        minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
        maxLength: Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3),
      })
    case 'object':
    case undefined:
      return objectArbitrary(doc, schema)
    default:
      throw new Error(`openapi-arbitrary: unsupported type "${type}"`)
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return ISO_DATES
  if (schema.format === 'uri') return fc.webUrl()
  if (schema.format === 'uuid') return fc.uuid()
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u'))
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40
  const fits = (text: string) => [...text].length >= minLength && [...text].length <= maxLength
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 20) }),
    fc.constantFrom(...HOSTILE_TEXTS.filter(fits), 'x'.repeat(Math.max(minLength, 1))),
  )
}

function objectArbitrary(doc: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [name, schemaArbitrary(doc, field)]),
  )
  const known = fc.record(fields, { requiredKeys: Object.keys(fields).filter((name) => required.has(name)) })
  if (typeof schema.additionalProperties !== 'object' || schema.additionalProperties === null) return known
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !(key in properties) && key !== '__proto__'),
    schemaArbitrary(doc, schema.additionalProperties as JsonSchema),
    { maxKeys: 3 },
  )
  return fc.tuple(known, extra).map(([own, more]) => ({ ...more, ...own }))
}

type NodePath = (string | number)[]

/** Every node of a JSON value, the root included. */
function nodePaths(value: unknown, at: NodePath = []): NodePath[] {
  const below =
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) =>
          nodePaths(child, [...at, Array.isArray(value) ? Number(key) : key]),
        )
      : []
  return [at, ...below]
}

/** A copy of `value` with the node at `at` replaced by `junk` (or, for an object's key, dropped). */
function replaceAt(value: unknown, at: NodePath, junk: unknown, drop: boolean): unknown {
  if (at.length === 0) return junk
  const [key, ...rest] = at
  if (Array.isArray(value))
    return value.map((item, i) => (i === key ? replaceAt(item, rest, junk, drop) : item))
  const copy = { ...(value as Record<string, unknown>) }
  if (rest.length === 0 && drop) delete copy[key as string]
  else copy[key as string] = replaceAt(copy[key as string], rest, junk, drop)
  return copy
}
