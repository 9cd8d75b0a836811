import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkSchema, type SchemaProblem } from '../openapi/check-schema.ts'
import {
  deref,
  loadContract,
  type ContractName,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from '../openapi/load-contract.ts'
import { ApiError, type ErrorReason } from './api-error.ts'
import type { AnyHandler } from './handler-types.ts'
import { readJsonBody } from './read-json-body.ts'
import { sendBytes, sendJson } from './respond.ts'
import type { RequestHandler } from './start-http-server.ts'

/** A devnet-only endpoint outside the contract (the RPC proxy, the analytics read endpoint). */
export interface ExtraRoute {
  method: 'GET' | 'POST'
  /** Exact pathnames that reach this route. */
  paths: string[]
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>
}

interface Route {
  method: string
  template: string
  pattern: RegExp
  pathParams: string[]
  operation: OpenApiOperation
  handler: AnyHandler
}

/**
 * Serves one contract of `openapi/`: matches method and path to an operation, checks every parameter and
 * the request body against the contract (400 with one reason per problem), then calls the operation's
 * handler. Refuses to start unless every operation in the contract has a handler.
 */
export function createContractRouter(
  contract: ContractName,
  handlers: Record<string, AnyHandler>,
  extraRoutes: ExtraRoute[] = [],
): RequestHandler {
  const doc = loadContract(contract)
  const routes = buildRoutes(doc, handlers, contract)

  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://devnet.invalid')
    // HEAD is a GET without a body (Node drops the body itself), e.g. a client probing an image's type.
    const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET')
    const extra = extraRoutes.find((route) => route.method === method && route.paths.includes(url.pathname))
    if (extra) return extra.handle(request, response, url)

    const matching = routes.filter((route) => route.pattern.test(url.pathname))
    const route = matching.find((candidate) => candidate.method === method)
    if (!route) {
      if (matching.length === 0) {
        throw new ApiError(404, [{ name: 'path', description: `No endpoint ${method} ${url.pathname}` }])
      }
      response.setHeader('Allow', [...new Set(matching.map((candidate) => candidate.method))].join(', '))
      throw new ApiError(405, [
        {
          name: 'method',
          description: `${method} is not allowed on ${url.pathname}; use ${matching[0]!.method}`,
        },
      ])
    }

    const { query, path } = readParameters(doc, route, url)
    const body = route.operation.requestBody ? await readBody(doc, route.operation, request) : undefined
    const result = await route.handler({ query, path, body, headers: request.headers })
    if ('image' in result) sendBytes(response, result.image.contentType, result.image.bytes)
    else if ('json' in result) sendJson(response, result.status ?? 200, result.json)
    else {
      response.statusCode = 204
      response.end()
    }
  }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

function buildRoutes(doc: OpenApiDocument, handlers: Record<string, AnyHandler>, contract: string): Route[] {
  const routes: Route[] = []
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue
      const handler = handlers[operation.operationId]
      if (!handler) throw new Error(`${contract}: no handler for operation ${operation.operationId}`)
      const pathParams = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)
      const source = template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('([^/]+)')
      routes.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        pathParams,
        operation,
        handler,
      })
    }
  }
  const known = new Set(routes.map((route) => route.operation.operationId))
  const unknown = Object.keys(handlers).filter((id) => !known.has(id))
  if (unknown.length > 0)
    throw new Error(`${contract}: handlers for unknown operations ${unknown.join(', ')}`)
  return routes
}

function readParameters(doc: OpenApiDocument, route: Route, url: URL) {
  const query: Record<string, unknown> = {}
  const path: Record<string, string> = {}
  const reasons: ErrorReason[] = []
  const pathValues = route.pattern.exec(url.pathname)!.slice(1)

  for (const raw of route.operation.parameters ?? []) {
    const parameter = deref<OpenApiParameter>(doc, raw)
    if (parameter.in === 'path') {
      const encoded = pathValues[route.pathParams.indexOf(parameter.name)] ?? ''
      let value: string
      try {
        value = decodeURIComponent(encoded)
      } catch {
        reasons.push({
          name: parameter.name,
          description: `The path segment ${parameter.name} is not valid URL encoding`,
        })
        continue
      }
      reasons.push(...check(doc, parameter, value, value))
      path[parameter.name] = value
      continue
    }
    if (parameter.in !== 'query') continue
    const text = url.searchParams.get(parameter.name)
    // An empty value counts as absent: `?projectId=` names no project.
    if (text === null || text === '') {
      if (parameter.required) {
        reasons.push({
          name: parameter.name,
          description: `The query parameter ${parameter.name} is required`,
        })
      }
      continue
    }
    const value = coerce(doc, parameter.schema, text)
    reasons.push(...check(doc, parameter, value, text))
    query[parameter.name] = value
  }
  if (reasons.length > 0) throw new ApiError(400, reasons)
  return { query, path }
}

function check(
  doc: OpenApiDocument,
  parameter: OpenApiParameter,
  value: unknown,
  text: string,
): ErrorReason[] {
  if (!parameter.schema) return []
  return checkSchema(doc, parameter.schema, value).map((problem) => ({
    name: parameter.name,
    description: `The ${parameter.in} parameter ${parameter.name} (${JSON.stringify(text)}) is invalid: ${problem.message}`,
  }))
}

/** Query values arrive as text; integer and boolean parameters are compared as what they stand for. */
function coerce(doc: OpenApiDocument, schema: JsonSchema | undefined, text: string): unknown {
  const resolved = schema ? deref<JsonSchema>(doc, schema) : undefined
  if (resolved?.type === 'integer' || resolved?.type === 'number') {
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text
  }
  if (resolved?.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text
  return text
}

async function readBody(doc: OpenApiDocument, operation: OpenApiOperation, request: IncomingMessage) {
  const schema = operation.requestBody?.content['application/json']?.schema
  const body = await readJsonBody(request)
  if (!schema) return body
  const problems = checkSchema(doc, schema, body)
  if (problems.length > 0) throw new ApiError(400, problems.map(bodyReason))
  return body
}

function bodyReason(problem: SchemaProblem): ErrorReason {
  const field = `body${problem.at.slice(1)}`
  return { name: field, description: `${field} ${problem.message}` }
}
