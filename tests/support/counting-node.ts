import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A node's JSON-RPC endpoint as the data API reaches it through this proxy, which counts its HTTP requests. */
export interface CountingNode {
  url: string
  requests(): number
  close(): Promise<unknown>
}

/** Forwards every request to the node at `target` and counts them (a batch is one request). */
export async function countingNode(target: string): Promise<CountingNode> {
  let requests = 0
  const server = createServer((request, response) => {
    requests++
    void (async () => {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.concat(await request.toArray()),
      })
      response.writeHead(answer.status, { 'Content-Type': 'application/json' })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
