import { NextResponse, type NextRequest } from 'next/server'
// Written by `portkit generate` (run by `npm run dev` and `npm run build`) from portkit.config.ts: the
// Content-Security-Policy `portkit doctor` prints for it (`npm run build -- --devnet`: `portkit doctor --devnet`).
import { contentSecurityPolicy } from './portkit/csp.ts'

/**
 * Next's proxy (its middleware) runs before every page: the page is sent with the policy `portkit doctor`
 * prints, plus a fresh nonce in script-src. Next's inline scripts (the server-rendered payload) carry that
 * nonce, which Next reads from the request's own Content-Security-Policy header. Only in production:
 * `next dev` evaluates code (fast refresh, its overlay), which the policy refuses.
 */
export function proxy(request: NextRequest) {
  if (process.env.NODE_ENV !== 'production') return NextResponse.next()
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = contentSecurityPolicy({ 'script-src': [`'nonce-${nonce}'`] })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Pages only: Next's static files and a prefetch (no HTML) need no policy.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
