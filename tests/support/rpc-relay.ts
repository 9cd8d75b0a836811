import { setTimeout as sleep } from 'node:timers/promises'
import { recordingServer } from './recording-server.ts'

/** Open to any page: the browser e2e calls the relay from the served app's origin. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

export type RpcRelay = Awaited<ReturnType<typeof rpcRelay>>

/**
 * An RPC endpoint of its own URL in front of a real node (e.g. anvil at `target`), as a host's custom RPC
 * would be: a recording server on loopback that passes each JSON-RPC POST on to the node and answers with
 * the node's reply. `methods()` lists the JSON-RPC methods it was asked, in order. `delays` holds the
 * node's answers to the methods it names for that many milliseconds, as a node far away would.
 */
export async function rpcRelay(target: string, { delays = {} }: { delays?: Record<string, number> } = {}) {
  const server = await recordingServer((request, res) => {
    if (request.method !== 'POST') return void res.writeHead(204, CORS).end()
    const delay = Math.max(0, ...callMethods(request.body).map((method) => delays[method] ?? 0))
    void fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request.body,
    })
      .then(async (answer) => {
        const text = await answer.text()
        await sleep(delay)
        res.writeHead(answer.status, { ...CORS, 'content-type': 'application/json' }).end(text)
      })
      .catch(() => res.writeHead(502, CORS).end())
  })
  return {
    ...server,
    methods(): string[] {
      return server.requests
        .filter((request) => request.method === 'POST')
        .flatMap((request) => callMethods(request.body))
    },
  }
}

/** The methods of one JSON-RPC request or batch. */
function callMethods(body: string): string[] {
  const parsed = JSON.parse(body) as { method: string } | { method: string }[]
  return (Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method)
}
