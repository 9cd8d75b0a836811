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

/** Picks another port this many times when the one picked was taken before the server could bind it. */
const PICKED_PORT_ATTEMPTS = 3

/**
 * Starts a server on a port picked with getFreePort, and on a newly picked one when `portWasTaken(error)`
 * says another process bound the first in between (the race getFreePort cannot close).
 */
export async function startOnFreePort<T>(
  start: (port: number) => Promise<T>,
  portWasTaken: (error: unknown) => boolean,
  host = '127.0.0.1',
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await getFreePort(host)
    try {
      return await start(port)
    } catch (error) {
      if (attempt >= PICKED_PORT_ATTEMPTS || !portWasTaken(error)) throw error
    }
  }
}

/** Node's listen error when the address is taken. */
export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE'
}
