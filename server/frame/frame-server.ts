import { sendJson } from '../http/respond.ts'
import type { ServiceHandler } from '../http/start-http-server.ts'
import { frameScript } from './build-frame-script.ts'
import { FRAME_CONFIG_ELEMENT_ID, SOCIAL_DONE_PATH, type FrameConfig } from './app/frame-config.ts'

/**
 * The secure frame on its own loopback origin: a page the modal embeds hidden, where the embedded
 * wallet's keys are made, sealed and used. Its policy lets it reach only the auth service and the chains;
 * the auth service also keeps which origins each project allows to embed it.
 */
export async function createFrameService(config: FrameConfig): Promise<ServiceHandler> {
  const script = await frameScript()
  // JSON in a script element: `<` escaped so no value can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  // An auth service on the frame's own origin (a path) is 'self'.
  const connect = [
    config.authUrl.startsWith('/') ? "'self'" : new URL(config.authUrl).origin,
    ...[...config.chains.map((chain) => chain.rpcUrl), ...(config.solana ? [config.solana.rpcUrl] : [])].map(
      (url) => new URL(url).origin,
    ),
  ]
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portkit secure frame</title>
<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${json}</script>
<script type="module" src="/frame.js"></script></head><body></body></html>`
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
  ].join('; ')
  // eslint-disable-next-line @typescript-eslint/require-await -- the server awaits a handler's promise; a throw must reject it (its catch answers the error)
  return () => async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://frame').pathname
    // The social sign-in popup ends on this origin too (SOCIAL_DONE_PATH): the same page and script.
    const isPage = path === '/' || path === SOCIAL_DONE_PATH
    const body = isPage ? page : path === '/frame.js' ? script : undefined
    if (request.method !== 'GET' || body === undefined) {
      sendJson(response, 404, { status: 'FAILED', reasons: [{ name: 'path', description: 'Not found' }] })
      return
    }
    response.statusCode = 200
    response.setHeader('Content-Type', isPage ? 'text/html; charset=utf-8' : 'text/javascript')
    response.setHeader('Content-Security-Policy', policy)
    response.setHeader('Cache-Control', 'no-store')
    response.end(body)
  }
}
