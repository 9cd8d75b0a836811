import { checkSchema, formatProblem } from '../../server/openapi/check-schema.ts'
import {
  deref,
  loadContract,
  type ContractName,
  type JsonSchema,
} from '../../server/openapi/load-contract.ts'

/** A response as read off the wire: JSON parsed, anything else as bytes. */
export interface ReadResponse {
  status: number
  contentType: string | null
  body: unknown
}

interface ResponseSpec {
  content?: Record<string, { schema?: JsonSchema }>
}

/**
 * Checks a response against what `openapi/<contract>.yaml` declares for the operation (method and path
 * template as written in the YAML): the status must be declared (or covered by `default`), the content
 * type must be one the response lists, and a JSON body must match its schema. Returns one message per
 * problem; empty means valid.
 */
export function responseProblems(
  contract: ContractName,
  method: string,
  pathTemplate: string,
  response: ReadResponse,
): string[] {
  const doc = loadContract(contract)
  const operation = doc.paths[pathTemplate]?.[method.toLowerCase()]
  if (!operation) throw new Error(`${contract} has no operation ${method} ${pathTemplate}`)
  const declared = operation.responses[String(response.status)] ?? operation.responses.default
  if (!declared) return [`status ${response.status} is not declared for ${method} ${pathTemplate}`]
  const spec = deref<ResponseSpec>(doc, declared as ResponseSpec)

  if (!spec.content) {
    const empty = response.body === undefined || response.body === '' || isEmptyBytes(response.body)
    return empty ? [] : [`status ${response.status} declares no body, but one was sent`]
  }
  const mediaType = (response.contentType ?? '').split(';')[0]!.trim().toLowerCase()
  const match = Object.keys(spec.content).find((declaredType) => mediaTypeMatches(declaredType, mediaType))
  if (!match) {
    return [`content type ${JSON.stringify(mediaType)} is not one of ${Object.keys(spec.content).join(', ')}`]
  }
  const schema = spec.content[match]!.schema
  if (match === 'application/json') {
    return schema ? checkSchema(doc, schema, response.body).map(formatProblem) : []
  }
  // A binary body (image): present and non-empty is all a schema of `format: binary` can say.
  return isEmptyBytes(response.body) ? ['the body is empty'] : []
}

/** Reads a fetch Response: JSON when it says so, bytes otherwise. */
export async function readResponse(response: Response): Promise<ReadResponse> {
  const contentType = response.headers.get('content-type')
  const bytes = new Uint8Array(await response.arrayBuffer())
  const isJson = (contentType ?? '').toLowerCase().startsWith('application/json')
  const body = isJson && bytes.length > 0 ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : bytes
  return { status: response.status, contentType, body }
}

/** Reads the response and throws, listing every problem, unless it honours the contract. */
export async function readValidResponse(
  contract: ContractName,
  method: string,
  pathTemplate: string,
  response: Response,
): Promise<ReadResponse> {
  const read = await readResponse(response)
  const problems = responseProblems(contract, method, pathTemplate, read)
  if (problems.length > 0) {
    throw new Error(
      `${method} ${pathTemplate} answered ${read.status} outside ${contract}.yaml:\n  ${problems.join('\n  ')}`,
    )
  }
  return read
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  if (declared.endsWith('/*')) return actual.startsWith(declared.slice(0, -1))
  return declared === actual
}

function isEmptyBytes(body: unknown): boolean {
  return body instanceof Uint8Array && body.length === 0
}
