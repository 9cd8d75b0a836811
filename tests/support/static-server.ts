import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** A host backend's own routes: resolves true when it answered the request. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>

/**
 * Serves a built app folder on loopback; unknown paths get index.html like a single-page host. `routes`
 * answer first, as a host's backend would on the same origin.
 */
export async function serveStatic(
  root: string,
  routes?: RouteHandler,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    if (await routes?.(req, res)) return
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const file = join(root, path === '/' ? 'index.html' : path)
    const body = await readFile(file).catch(() => readFile(join(root, 'index.html')))
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
