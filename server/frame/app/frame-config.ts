import { RPC_TIMEOUT_MS } from '../../../runtime/core/constants.ts'

/** What the frame server writes into the page for the frame's script. */
export interface FrameConfig {
  /** The email auth service's base URL, or its path on the frame's own origin (`/email-auth`). */
  authUrl: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** The devnet's Solana chain (litesvm), when it runs: the embedded wallet sends its transactions there. */
  solana?: { caipNetworkId: string; rpcUrl: string }
}

/** The auth service's route answering whether an origin is on a project's allowlist. */
export const ORIGIN_CHECK_PATH = '/projects/origin-allowed'

export const FRAME_CONFIG_ELEMENT_ID = 'frame-config'

/** The frame origin's page where a social sign-in popup ends (the auth service redirects it there). */
export const SOCIAL_DONE_PATH = '/social/done'

/**
 * Whether the auth service lists `origin` on project `projectId`'s allowlist (spec section 8: a frame
 * embedded by any other origin refuses). A project or origin it refuses (4xx) is not allowed. A service
 * that cannot say (5xx, no answer within spec 9's RPC timeout, an answer that is not its contract's)
 * throws instead: the frame is then unavailable, not the origin refused.
 */
export async function isOriginAllowed(
  config: FrameConfig,
  projectId: string,
  origin: string,
  timeoutMs = RPC_TIMEOUT_MS,
): Promise<boolean> {
  const query = new URLSearchParams({ projectId, origin })
  const response = await fetch(`${config.authUrl}${ORIGIN_CHECK_PATH}?${query}`, {
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (response.status >= 400 && response.status < 500) return false
  const answer: unknown = await response.json().catch(() => undefined)
  const allowed = (answer as { allowed?: unknown } | undefined)?.allowed
  if (!response.ok || typeof allowed !== 'boolean') throw new Error(`origin check: HTTP ${response.status}`)
  return allowed
}
