/**
 * The reference of `npm run bench:server`: Node's HTTP server alone, answering each benchmarked endpoint
 * with a fixed body (the bytes `portkit serve` answered it with once). It reads a POST's body before
 * answering, as the services do, and nothing else: what is left over in the portkit figures is the
 * services' own work (routing, validation, the database, the chain, logs and rate limits).
 *
 * Run with plain node (type stripping): node bench/bare-json-server.ts <routes.json> <port>
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

/** By `METHOD /path` (no query): the status and the JSON text to answer with ('' for none). */
export type BareRoutes = Record<string, { status: number; body: string }>

const [routesFile, port] = process.argv.slice(2)
const routes = JSON.parse(readFileSync(routesFile!, 'utf8')) as BareRoutes

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0]
  const route =
    path === '/healthz' ? { status: 200, body: '{"status":"ok"}' } : routes[`${request.method} ${path}`]
  request.resume()
  request.on('end', () => {
    if (!route) return void response.writeHead(404).end()
    if (route.body === '') return void response.writeHead(route.status).end()
    response
      .writeHead(route.status, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(route.body),
      })
      .end(route.body)
  })
})
server.listen({ port: Number(port), host: '127.0.0.1' })
process.once('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
