/** What the frame server writes into the page for the frame's script. */
export interface FrameConfig {
  /** The email auth service's base URL. */
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
 * embedded by any other origin refuses). A project or origin it cannot confirm is not allowed.
 */
export async function isOriginAllowed(
  config: FrameConfig,
  projectId: string,
  origin: string,
): Promise<boolean> {
  const query = new URLSearchParams({ projectId, origin })
  const response = await fetch(`${config.authUrl}${ORIGIN_CHECK_PATH}?${query}`)
  return response.ok && ((await response.json()) as { allowed?: unknown }).allowed === true
}
