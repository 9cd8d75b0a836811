import { networkImageUrl } from '../../controllers/network-image.ts'
import type { Network } from '../../core/types.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'

/**
 * A network's image (controllers/network-image.ts), decorative: its name is always shown beside it. Without
 * one, the neutral placeholder, or nothing where the row never had an image (`placeholder={false}`).
 */
export function NetworkIcon({
  portkit,
  network,
  placeholder = true,
}: {
  portkit: PluginPortkit
  network: Network | undefined
  placeholder?: boolean
}) {
  const url = network ? networkImageUrl(portkit.state.config, network) : undefined
  // Lazy: while closed the modal is rendered hidden (display: none), where a lazy image fetches nothing.
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
      />
    )
  return placeholder ? <span className="placeholder" aria-hidden="true" /> : null
}
