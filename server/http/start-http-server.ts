import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { ApiError } from './api-error.ts'
import { applyCors, answerPreflight } from './cors.ts'
import { sendError } from './respond.ts'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** A service, made once its base URL is known (some answers link back to it). */
export type ServiceHandler = (baseUrl: string) => RequestHandler

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:43121 */
  url: string
  /** Stops accepting, drops idle keep-alive connections and waits until the server is closed. */
  close(): Promise<void>
}

const HOST = '127.0.0.1'

/**
 * Listens on a free loopback port (port 0: the OS picks, so no race with another process), then builds
 * the request handler with the server's own base URL (some answers link back to the server).
 */
export async function startHttpServer(createHandler: ServiceHandler): Promise<RunningServer> {
  let handle: RequestHandler | undefined
  const server = createServer((request, response) => {
    applyCors(response)
    if (answerPreflight(request, response)) return
    const handling = handle
      ? handle(request, response)
      : Promise.reject(new ApiError(503, [{ name: 'server', description: 'Still starting; try again' }]))
    handling.catch((error: unknown) => sendError(response, error))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: 0, host: HOST }, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The HTTP server reported no port')
  const url = `http://${HOST}:${address.port}`

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      // close() alone waits for keep-alive sockets (browsers, fetch) to time out.
      server.closeAllConnections()
    }))
  try {
    handle = createHandler(url)
  } catch (error) {
    await close()
    throw error
  }
  return { url, close }
}
