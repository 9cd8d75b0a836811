import { isDeepStrictEqual } from 'node:util'
import { connect, createServer, type Server, type Socket } from 'node:net'
import type { DevnetManifest } from '../../devnet/index.ts'

/** Every loopback URL the app can call, by a name that is the same in any devnet's manifest. */
function endpoints(manifest: DevnetManifest): Map<string, URL> {
  const named: [string, string][] = [
    ...manifest.chains.map((chain): [string, string] => [`chain:${chain.chainId}`, chain.rpcUrl]),
    ...Object.entries(manifest.services).map(([name, url]): [string, string] => [`service:${name}`, url]),
  ]
  return new Map(named.map(([name, url]) => [name, new URL(url)]))
}

/**
 * Makes an app built against devnet `from` (now stopped) talk to the fresh devnet `to`: each of the old
 * ports forwards raw TCP (HTTP and WebSocket alike) to the same part of the new devnet. Rejects, leaving
 * nothing open, when the two differ in more than ports (other parts, tokens, paths) or an old port is taken;
 * the caller then builds against `to` instead.
 */
export async function forwardDevnet(
  from: DevnetManifest,
  to: DevnetManifest,
): Promise<{ close(): Promise<void> }> {
  const old = endpoints(from)
  const fresh = endpoints(to)
  if (!isDeepStrictEqual(from.tokens, to.tokens) || !isDeepStrictEqual([...old.keys()], [...fresh.keys()]))
    throw new Error('the fresh devnet differs from the one the app was built against')
  const servers: Server[] = []
  const sockets = new Set<Socket>()
  const close = async () => {
    for (const socket of sockets) socket.destroy()
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
  try {
    for (const [name, source] of old) {
      const target = fresh.get(name)!
      if (source.hostname !== '127.0.0.1' || source.pathname !== target.pathname)
        throw new Error(`${name}: ${source.href} cannot forward to ${target.href}`)
      const server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => (socket === client ? upstream : client).destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      servers.push(server)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(Number(source.port), '127.0.0.1', resolve)
      })
    }
  } catch (error) {
    await close()
    throw error
  }
  return { close }
}
