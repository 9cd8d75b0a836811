/** What the frame server writes into the page for the frame's script. */
export interface FrameConfig {
  /** The email auth service's base URL. */
  authUrl: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** Origins allowed to embed the frame; `*` may stand for the port (`http://127.0.0.1:*`). */
  allowedOrigins: string[]
}

export const FRAME_CONFIG_ELEMENT_ID = 'frame-config'

/** The frame origin's page where a social sign-in popup ends (the auth service redirects it there). */
export const SOCIAL_DONE_PATH = '/social/done'

/** Exact origin, or the pattern's scheme and host with any port. */
export function isAllowedOrigin(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === origin) return true
    if (!pattern.endsWith(':*')) return false
    const prefix = pattern.slice(0, -1)
    return origin.startsWith(prefix) && /^\d+$/.test(origin.slice(prefix.length))
  })
}
