// The part of autocannon 9's API bench/server.ts uses (the package ships no types; @types/autocannon is
// written for version 7).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: AutocannonRequest, context: object) => AutocannonRequest
  }

  interface AutocannonOptions {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Stops early once this many requests were made. */
    maxOverallRequests?: number
    /** Seconds per request. */
    timeout?: number
    requests?: AutocannonRequest[]
  }

  interface AutocannonResult {
    /** Connection errors, timeouts included. */
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  interface AutocannonInstance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
    ): this
    stop(): void
  }

  function autocannon(
    options: AutocannonOptions,
    done: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance

  export default autocannon
  export type { AutocannonOptions, AutocannonRequest, AutocannonResult, AutocannonInstance }
}
