import { safeImageUrl } from './safe-image-url.ts'
import { safeHttpUrl } from './safe-url.ts'

// Its own module: only the modal's lazy views show avatars, so none of it is in the initial JS.

/** Hosts of the visitor's own machine: plain http there reaches no third party. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The same rule for an account's avatar, which its own name records point to (an ENS avatar, after the
 * visitor connected): as `safeImageUrl`, or an https URL on any server (an IPFS avatar arrives through the
 * configured gateway's https URL). Plain http only on loopback; every other scheme is dropped.
 */
export function avatarImageUrl(
  src: unknown,
  serviceBases: readonly (string | undefined)[],
): string | undefined {
  const shown = safeImageUrl(src, serviceBases)
  if (shown !== undefined) return shown
  const url = safeHttpUrl(src)
  if (url === undefined) return undefined
  const { protocol, hostname } = new URL(url)
  return protocol === 'https:' || LOOPBACK_HOSTS.has(hostname) ? url : undefined
}
