import { join } from 'node:path'
import type { AppVariant } from '../../support/shared-app.ts'
import { edit, installPeers } from './variant-edits.ts'

/** The logo the variant's metadata names: the SDK hands it to the Coinbase extension as appLogoUrl. */
export const COINBASE_APP_LOGO = 'http://127.0.0.1:5173/portkit-logo.png'

/**
 * The template app with the Coinbase connector, as a host adds it: `'coinbase'` in portkit.config.ts's
 * connectors (listed first: the modal still shows it in the external group, after browser wallets), a logo
 * in its metadata, and `npm install @coinbase/wallet-sdk` (portkit's optional peer for it). It also pins its
 * network, as a single-network shop does: `enableNetworkSwitch: false` (nothing in coinbase.spec.ts switches
 * networks from the modal). Built once per run for coinbase.spec.ts.
 */
export const COINBASE_APP: AppVariant = {
  name: 'coinbase-app',
  async edit(appDir) {
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "connectors: ['injected', 'walletconnect'],",
      "connectors: ['coinbase', 'injected', 'walletconnect'],",
    )
    await edit(config, 'icons: [],', `icons: ['${COINBASE_APP_LOGO}'],`)
    await edit(config, "themeMode: 'dark',", "themeMode: 'dark',\n  enableNetworkSwitch: false,")
    await installPeers(appDir, '@coinbase/wallet-sdk')
  },
}
