import type { ContractName } from '../../../server/openapi/load-contract.ts'
import { readValidResponse, type ReadResponse } from '../../support/openapi-response-validator.ts'
import { TEST_PROJECT_ID } from '../../support/test-devnet.ts'

/** The common query params every contract requires (spec section 7). */
export const COMMON_QUERY = { projectId: TEST_PROJECT_ID, st: 'portkit', sv: 'test-0.0.0' }

export interface CallOptions {
  path?: Record<string, string>
  query?: Record<string, string | number>
  /** Sent as JSON; a string is sent as is (to test malformed bodies). */
  body?: unknown
  /** Leave out the common params (to test that they are required). */
  withoutCommon?: boolean
  headers?: Record<string, string>
}

/**
 * Calls one operation of a devnet service by its path template as written in the contract and checks
 * the answer against the contract before returning it, so every call in these tests is also a
 * conformance check (error answers included: they must be the shared error body).
 */
export function contractClient(baseUrl: string, contract: ContractName) {
  return async (
    method: 'GET' | 'POST',
    template: string,
    options: CallOptions = {},
  ): Promise<ReadResponse> => {
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = options.path?.[name]
      if (value === undefined) throw new Error(`missing path param ${name} for ${template}`)
      return encodeURIComponent(value)
    })
    const url = new URL(`${baseUrl}${path}`)
    const query = { ...(options.withoutCommon ? {} : COMMON_QUERY), ...options.query }
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value))
    const response = await fetch(url, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    })
    return readValidResponse(contract, method, template, response)
  }
}

/** The reason names of an error body, to assert which input was refused. */
export function reasonNames(read: ReadResponse): string[] {
  const body = read.body as { reasons?: { name: string }[] }
  return (body.reasons ?? []).map((reason) => reason.name)
}
