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

const TEXT_TYPES = new Set(['text/html', 'text/javascript', 'text/css', 'application/json'])

/** Replaces each whole `host:port` (not a longer port that starts the same) by its new value. */
function hostRewriter(rewrites: ReadonlyMap<string, string>): (text: string) => string {
  const escaped = [...rewrites.keys()].map((host) => host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(${escaped.join('|')})(?!\\d)`, 'g')
  return (text) => text.replace(pattern, (host) => rewrites.get(host)!)
}

/** A host backend's own routes: resolves true when it answered the request. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>

/**
 * Serves a built app folder on loopback; unknown paths get index.html like a single-page host. `routes`
 * answer first, as a host's backend would on the same origin. `rewrites` (old `host:port` -> new) are
 * applied to the text files, so a build made against one devnet talks to another (devnet-rewrites.ts).
 */
export async function serveStatic(
  root: string,
  routes?: RouteHandler,
  rewrites?: ReadonlyMap<string, string>,
): Promise<{ url: string; close(): Promise<void> }> {
  const rewrite = rewrites?.size ? hostRewriter(rewrites) : undefined
  const server: Server = createServer(async (req, res) => {
    if (await routes?.(req, res)) return
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const file = join(root, path === '/' ? 'index.html' : path)
    const body = await readFile(file).catch(() => readFile(join(root, 'index.html')))
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    res.writeHead(200, { 'content-type': type })
    res.end(rewrite && TEXT_TYPES.has(type) ? rewrite(body.toString('utf8')) : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
