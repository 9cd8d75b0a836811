import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'yaml'
import { API_SPECS, apiSpecUrl, apiTypesFileName, type ApiSpecName } from './api-specs.ts'

type Schema = Record<string, unknown>

/**
 * Writes `<outDir>/<spec>.guards.gen.ts`: one type guard per schema of the contract's components
 * (`isTokenBalance(value): value is components['schemas']['TokenBalance']`), so the runtime keeps from a
 * service's answer only what its contract allows, whatever a broken, old or hostile deployment sends.
 * A guard checks types, required fields, enums, patterns, lengths, bounds and the date-time and uri
 * formats; it ignores fields the contract does not name, so a newer server's additions do no harm.
 */
export async function generateApiGuards(outDir: string): Promise<string[]> {
  const written: string[] = []
  for (const name of API_SPECS) {
    const doc = parse(await readFile(apiSpecUrl(name), 'utf8')) as {
      components?: { schemas?: Record<string, Schema> }
    }
    const file = join(outDir, apiGuardsFileName(name))
    await writeFile(file, guardsModule(name, doc.components?.schemas ?? {}))
    written.push(file)
  }
  return written
}

export function apiGuardsFileName(name: ApiSpecName): string {
  return `${name}.guards.gen.ts`
}

function guardsModule(name: ApiSpecName, schemas: Record<string, Schema>): string {
  const typesModule = `./${apiTypesFileName(name).replace(/\.ts$/, '')}.ts`
  const guards = Object.entries(schemas).map(
    ([schemaName, schema]) =>
      `export function is${schemaName}(value: unknown): value is components['schemas']['${schemaName}'] {\n` +
      `  return ${expression(schema, 'value')}\n}\n`,
  )
  return [
    `// Generated from openapi/${name}.yaml by generator/openapi/generate-api-guards.ts. Do not edit.`,
    `/* eslint-disable */`,
    guards.length > 0 ? `import type { components } from '${typesModule}'` : '',
    `import { isJsonObject, isDateTime, isUri, lengthOf } from '../../core/json-guards.ts'`,
    '',
    ...guards,
  ].join('\n')
}

/** A JavaScript expression that is true when `value` (an expression itself) matches `schema`. */
function expression(schema: Schema, value: string): string {
  const parts: string[] = []
  if (typeof schema.$ref === 'string') parts.push(`is${schema.$ref.split('/').pop()}(${value})`)
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string]
    parts.push(
      types.length === 1
        ? typeCheck(schema, types[0]!, value)
        : `(${types.map((type) => typeCheck(schema, type, value)).join(' || ')})`,
    )
  }
  if (Array.isArray(schema.enum)) parts.push(`${JSON.stringify(schema.enum)}.includes(${value} as never)`)
  return parts.length > 0 ? parts.join(' && ') : 'true'
}

function typeCheck(schema: Schema, type: string, value: string): string {
  // A field read (`value["quantity"]`) gets a name of its own, so TypeScript narrows it like a variable.
  if (!/^\w+$/.test(value) && (type === 'object' || type === 'array'))
    return `((field: unknown) => ${typeCheck(schema, type, 'field')})(${value})`
  switch (type) {
    case 'null':
      return `${value} === null`
    case 'boolean':
      return `typeof ${value} === 'boolean'`
    case 'integer':
      return [`Number.isInteger(${value})`, ...bounds(schema, value)].join(' && ')
    case 'number':
      return [`Number.isFinite(${value})`, ...bounds(schema, value)].join(' && ')
    case 'string':
      return `(typeof ${value} === 'string'${stringChecks(schema, value)
        .map((check) => ` && ${check}`)
        .join('')})`
    case 'array':
      return `(Array.isArray(${value})${arrayChecks(schema, value)
        .map((check) => ` && ${check}`)
        .join('')})`
    case 'object':
      return `(isJsonObject(${value})${objectChecks(schema, value)
        .map((check) => ` && ${check}`)
        .join('')})`
    default:
      throw new Error(`generate-api-guards: unsupported type "${type}"`)
  }
}

function bounds(schema: Schema, value: string): string[] {
  const checks: string[] = []
  if (typeof schema.minimum === 'number') checks.push(`(${value} as number) >= ${schema.minimum}`)
  if (typeof schema.maximum === 'number') checks.push(`(${value} as number) <= ${schema.maximum}`)
  return checks
}

function stringChecks(schema: Schema, value: string): string[] {
  const checks: string[] = []
  if (typeof schema.pattern === 'string')
    checks.push(`/${schema.pattern.replaceAll('/', '\\/')}/u.test(${value})`)
  if (typeof schema.minLength === 'number') checks.push(`lengthOf(${value}) >= ${schema.minLength}`)
  if (typeof schema.maxLength === 'number') checks.push(`lengthOf(${value}) <= ${schema.maxLength}`)
  if (schema.format === 'date-time') checks.push(`isDateTime(${value})`)
  if (schema.format === 'uri') checks.push(`isUri(${value})`)
  return checks
}

function arrayChecks(schema: Schema, value: string): string[] {
  const checks: string[] = []
  if (typeof schema.minItems === 'number') checks.push(`${value}.length >= ${schema.minItems}`)
  if (typeof schema.maxItems === 'number') checks.push(`${value}.length <= ${schema.maxItems}`)
  if (typeof schema.items === 'object' && schema.items !== null)
    checks.push(`${value}.every((item) => ${expression(schema.items as Schema, 'item')})`)
  return checks
}

function objectChecks(schema: Schema, value: string): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
  const checks = Object.entries(properties).map(([name, field]) => {
    const read = `${value}[${JSON.stringify(name)}]`
    const check = expression(field, read)
    return required.has(name) ? check : `(${read} === undefined || ${check})`
  })
  if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) {
    const names = Object.keys(properties)
    const extra = expression(schema.additionalProperties as Schema, 'entry')
    checks.push(
      names.length === 0
        ? `Object.values(${value}).every((entry) => ${extra})`
        : `Object.entries(${value}).every(([key, entry]) => ${JSON.stringify(names)}.includes(key) || ${extra})`,
    )
  }
  return checks
}
