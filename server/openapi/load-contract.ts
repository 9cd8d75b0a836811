import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { packageFile } from '../../generator/package-root.ts'

/** The contracts in `openapi/`; each devnet service serves one of them. */
export type ContractName = 'data-api' | 'catalogue-api' | 'analytics-api' | 'auth-api'

export type JsonSchema = Record<string, unknown>

export interface OpenApiParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}

export interface OpenApiOperation {
  operationId: string
  parameters?: (OpenApiParameter | { $ref: string })[]
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> }
  responses: Record<string, unknown>
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
  components?: Record<string, Record<string, unknown>>
}

export function contractUrl(name: ContractName): URL {
  return pathToFileURL(packageFile(`openapi/${name}.yaml`))
}

const loaded = new Map<ContractName, OpenApiDocument>()

/** Parses `openapi/<name>.yaml` once per process; servers and the tests' validator share the result. */
export function loadContract(name: ContractName): OpenApiDocument {
  let doc = loaded.get(name)
  if (!doc) {
    doc = parse(readFileSync(contractUrl(name), 'utf8')) as OpenApiDocument
    loaded.set(name, doc)
  }
  return doc
}

/** Follows a local `#/...` JSON pointer (the only kind the contracts use). */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`)
  let node: unknown = doc
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (typeof node !== 'object' || node === null || !(key in node))
      throw new Error(`Unresolvable $ref ${ref}`)
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/** Resolves an object that may be a bare `{ $ref }` (parameters, responses). */
export function deref<T>(doc: OpenApiDocument, node: T | { $ref: string }): T {
  let current: unknown = node
  while (typeof current === 'object' && current !== null && '$ref' in current) {
    current = resolvePointer(doc, (current as { $ref: string }).$ref)
  }
  return current as T
}
