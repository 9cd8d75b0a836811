import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: string
}

export type Responder = (request: RecordedRequest, res: ServerResponse) => void

/** A real HTTP server on loopback that records every request and answers through `respond`. */
export async function recordingServer(respond: Responder) {
  const requests: RecordedRequest[] = []
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const recorded = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    }
    requests.push(recorded)
    respond(recorded, res)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

export function json(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) res.writeHead(status).end()
  else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * Answers a JSON-RPC request, or each call of a batch, with `result` under the call's own id (the runtime
 * batches the requests it makes together).
 */
export function jsonRpcResult(body: string, res: ServerResponse, result: unknown): void {
  const parsed = JSON.parse(body) as { id: number } | { id: number }[]
  const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result })
  json(res, 200, Array.isArray(parsed) ? parsed.map(answer) : answer(parsed))
}
