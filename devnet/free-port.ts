import { createServer } from 'node:net'

/**
 * Asks the OS for a free TCP port on loopback: listen on port 0, read the port it picked, close.
 * Another process could take the port between close and use; callers that spawn a server on it
 * must still handle "address in use" (startAnvil does).
 */
export function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close((error) => {
        if (error) reject(error)
        else if (port > 0) resolve(port)
        else reject(new Error(`Could not read the free port picked on ${host}`))
      })
    })
  })
}
