import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

/**
 * What the proxy does with a request (issue 30 item 2):
 * - `pass`: forwards it and streams the answer back;
 * - `delay`: forwards it after `ms`;
 * - `drop`: closes the connection without an answer;
 * - `reset`: forwards it, sends the answer's head and part of its body, then destroys the socket;
 * - `status`: answers `status` (a 5xx) with a JSON error body;
 * - `malformed`: answers 200 with a JSON content type and a body that is not JSON;
 * (`status` and `malformed` do forward the request, and keep the service's headers such as CORS: the
 * service did the work, the answer is lost on the way);
 * - `hang`: never answers (the connection stays open until the client gives up or the proxy closes).
 */
export type Fault =
  | { mode: 'pass' }
  | { mode: 'delay'; ms: number }
  | { mode: 'drop' }
  | { mode: 'reset' }
  | { mode: 'status'; status: number }
  | { mode: 'malformed' }
  | { mode: 'hang' }

export interface FaultProxy {
  /** `http://127.0.0.1:port` (no trailing slash). */
  url: string
  /** `127.0.0.1:port`. */
  host: string
  /**
   * Sets the fault for requests whose path starts with `pathPrefix` (all by default; the longest matching
   * prefix wins). A request already held (delay, hang) keeps the fault it met.
   */
  set(fault: Fault, pathPrefix?: string): void
  /** Every request passes again. */
  reset(): void
  /** `METHOD path fault-mode` of each request seen, oldest first. */
  readonly seen: readonly string[]
  close(): Promise<void>
}

const PASS: Fault = { mode: 'pass' }
const MALFORMED_BODY = '{"jsonrpc":"2.0","result":{"trunc'

/**
 * A loopback HTTP proxy in front of `target` (an origin), whose behaviour a test switches while it runs.
 * CORS preflights are passed through untouched (faults apply to the rest). A WebSocket upgrade meets its
 * path's fault too: `status` refuses it, `malformed` answers junk, `drop` and `reset` close it, `hang`
 * never answers; once passed, its connection lives on whatever is set later (until `close`).
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target)
  const faults = new Map<string, Fault>()
  const seen: string[] = []
  const sockets = new Set<Socket>()

  function faultFor(path: string): Fault {
    let best: [string, Fault] | undefined
    for (const [prefix, fault] of faults)
      if (path.startsWith(prefix) && (!best || prefix.length > best[0].length)) best = [prefix, fault]
    return best?.[1] ?? PASS
  }

  function forward(req: IncomingMessage, res: ServerResponse, onAnswer?: (answer: IncomingMessage) => void) {
    const outgoing = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (onAnswer) return onAnswer(answer)
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    outgoing.on('error', () => res.destroy())
    req.pipe(outgoing)
  }

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    // CORS preflights always pass, so the browser sends the request the fault is meant for.
    const fault = req.method === 'OPTIONS' ? PASS : faultFor(path)
    seen.push(`${req.method} ${path} ${fault.mode}`)
    switch (fault.mode) {
      case 'pass':
        return forward(req, res)
      case 'delay': {
        const timer = setTimeout(() => forward(req, res), fault.ms)
        res.on('close', () => clearTimeout(timer))
        return
      }
      case 'drop':
        return req.socket.destroy()
      case 'reset':
        return forward(req, res, (answer) => {
          // The head and the first chunk go out; the socket dies before the rest.
          const headers = { ...answer.headers }
          delete headers['content-length']
          res.writeHead(answer.statusCode ?? 200, { ...headers, 'transfer-encoding': 'chunked' })
          const cut = () => setTimeout(() => res.socket?.destroy(), 20)
          answer.once('data', (chunk: Buffer) => {
            res.write(chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))), cut)
            // The rest is read and dropped (destroying `answer` would end `res` before the part is out).
            answer.resume()
          })
          // An answer without a body (an analytics 204): the head alone goes out, then the socket dies.
          answer.once('end', () => {
            if (res.headersSent) return
            res.flushHeaders()
            cut()
          })
        })
      case 'status':
      case 'malformed':
        // The service answers (so its CORS headers are the real ones); its status or body is replaced.
        return forward(req, res, (answer) => {
          answer.resume()
          const headers = { ...answer.headers, 'content-type': 'application/json' }
          delete headers['content-length']
          delete headers['content-encoding']
          delete headers['transfer-encoding']
          delete headers.etag
          if (fault.mode === 'status') {
            res.writeHead(fault.status, headers)
            return res.end(JSON.stringify({ error: `fault proxy: ${fault.status}` }))
          }
          res.writeHead(200, headers)
          res.end(MALFORMED_BODY)
        })
      case 'hang':
        req.resume()
        return
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const fault = faultFor(req.url ?? '/')
    seen.push(`UPGRADE ${req.url ?? '/'} ${fault.mode}`)
    socket.on('error', () => socket.destroy())
    switch (fault.mode) {
      case 'pass':
        return tunnel(req, socket, head)
      case 'delay':
        return void setTimeout(() => tunnel(req, socket, head), fault.ms)
      case 'hang':
        return
      case 'status':
        return void socket.end(`HTTP/1.1 ${fault.status} Fault Proxy\r\nConnection: close\r\n\r\n`)
      case 'malformed':
        return void socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n{"trunc')
      case 'drop':
      case 'reset':
        return void socket.destroy()
    }
  })

  /** A WebSocket upgrade forwarded as is: the client and the service talk through the proxy's sockets. */
  function tunnel(req: IncomingMessage, socket: Socket, head: Buffer): void {
    const out = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? upstream.host : req.rawHeaders[i + 1]}`)
      }
      out.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length) out.write(head)
      out.pipe(socket).pipe(out)
    })
    sockets.add(out)
    out.on('close', () => sockets.delete(out))
    out.on('error', () => socket.destroy())
    socket.on('error', () => out.destroy())
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    set(fault, pathPrefix = '') {
      faults.set(pathPrefix, fault)
    },
    reset() {
      faults.clear()
    },
    seen,
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
