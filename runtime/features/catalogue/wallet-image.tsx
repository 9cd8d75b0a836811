import { useEffect } from 'react'
import type { WalletEntry } from '../../core/types.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { shownImageUrl } from '../../ui/components/shown-image-url.ts'

/**
 * A catalogue wallet's image, fetched only when its row is drawn (a bundled icon's chunk is loaded then);
 * decorative (the name is beside it).
 */
export function WalletImage({ portkit, wallet }: { portkit: PluginPortkit; wallet: WalletEntry }) {
  const catalogue = portkit.feature('catalogue')
  // Re-renders when a bundled icon arrives.
  useSignalValue(catalogue.icons)
  useEffect(() => void catalogue.loadIcon(wallet), [catalogue, wallet])
  const url = shownImageUrl(portkit, catalogue.imageUrl(wallet))
  return url ? (
    <img src={url} alt="" width={32} height={32} loading="lazy" decoding="async" />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
