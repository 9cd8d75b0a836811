import type { IncomingHttpHeaders } from 'node:http'

/**
 * Handler types derived from the generated contract types (`runtime/services/api/*.gen.ts`), so a
 * handler that returns a field the contract lacks, or misses one it requires, does not compile.
 */

type SuccessResponse<Op> = Op extends { responses: infer Responses }
  ? Responses extends { 200: infer Ok }
    ? Ok
    : never
  : never

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never

type ImageResult<Op> =
  SuccessResponse<Op> extends { content: { 'image/*': unknown } }
    ? { image: { contentType: `image/${string}`; bytes: string | Uint8Array } }
    : never

type JsonResult<Op> = [JsonContent<SuccessResponse<Op>>] extends [never]
  ? never
  : { json: JsonContent<SuccessResponse<Op>> }

/** 200 and 204 with no content in the contract (analytics events). */
type EmptyResult<Op> = Op extends { responses: { 204: unknown } } ? { noContent: true } : never

export type HandlerResult<Op> = JsonResult<Op> | ImageResult<Op> | EmptyResult<Op>

export type QueryOf<Op> = Op extends { parameters: { query: infer Query } }
  ? Query
  : Op extends { parameters: { query?: infer Query } }
    ? Query
    : Record<string, never>

export type PathOf<Op> = Op extends { parameters: { path: infer Path } } ? Path : Record<string, never>

export type BodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body | undefined
    : undefined

/** What a handler receives, already checked against the operation's parameters and request body. */
export interface HandlerRequest<Op> {
  query: QueryOf<Op>
  path: PathOf<Op>
  body: BodyOf<Op>
  /** The request's headers, for the few handlers that need one (the auth API checks Origin). */
  headers: IncomingHttpHeaders
}

export type OperationHandler<Op> = (
  request: HandlerRequest<Op>,
) => Promise<HandlerResult<Op>> | HandlerResult<Op>

/** One handler per operation of a contract: a missing one is a compile error. */
export type ContractHandlers<Operations> = { [Id in keyof Operations]: OperationHandler<Operations[Id]> }

/** A loosely typed view used by the router, which only knows operations by id at run time. */
export type AnyResult =
  | { json: unknown; status?: number }
  | { image: { contentType: string; bytes: string | Uint8Array } }
  | { noContent: true }
export type AnyHandler = (request: {
  query: Record<string, unknown>
  path: Record<string, string>
  body: unknown
  headers: IncomingHttpHeaders
}) => Promise<AnyResult> | AnyResult
