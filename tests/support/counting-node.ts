import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A node's JSON-RPC endpoint as the data API reaches it through this proxy, which counts its HTTP requests. */
export interface CountingNode {
  url: string
  requests(): number
  /** The JSON-RPC calls received so far (a batch's calls one by one), in order. */
  calls(): { method: string; params: unknown[] }[]
  close(): Promise<unknown>
}

/** Forwards every request to the node at `target`, counting them (a batch is one) and keeping its calls. */
export async function countingNode(target: string): Promise<CountingNode> {
  let requests = 0
  const calls: { method: string; params: unknown[] }[] = []
  const server = createServer((request, response) => {
    requests++
    void (async () => {
      const body = Buffer.concat(await request.toArray())
      calls.push(...[JSON.parse(body.toString()) as { method: string; params: unknown[] }].flat())
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      })
      response.writeHead(answer.status, { 'Content-Type': 'application/json' })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
