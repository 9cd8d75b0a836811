import { join } from 'node:path'
import { readManifest } from '../../../devnet/manifest.ts'
import type { AppVariant } from '../../support/shared-app.ts'
import { edit } from './variant-edits.ts'

/**
 * The template app as a host ships it with nothing to host (issue 26): Ethereum mainnet, no `services`,
 * built for production (`npm run build`, no `--devnet`). Only WalletConnect's relay is named, the devnet's
 * stand-in for the public relay (this machine is offline); the app's served copies get the running
 * devnet's port (devnet-rewrites.ts). Built once per run for production-catalogue.spec.ts.
 */
export const PRODUCTION_APP: AppVariant = {
  name: 'production-app',
  production: true,
  async edit(appDir) {
    const relay = readManifest(appDir)?.services.walletConnectRelay
    if (!relay) throw new Error('the devnet running for the build has no WalletConnect relay')
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "import { devnetAlpha, devnetBeta } from 'portkit/networks'",
      "import { ethereum } from 'portkit/networks'",
    )
    await edit(config, 'networks: [devnetAlpha, devnetBeta],', 'networks: [ethereum],')
    // The names plugin the template app adds needs the data API, which this host does not run.
    await edit(config, "  plugins: ['names'],\n", '')
    await edit(config, "defaultNetwork: 'eip155:31337',", "defaultNetwork: 'eip155:1',")
    await edit(
      config,
      "themeMode: 'dark',",
      `themeMode: 'dark',\n  services: { walletConnectRelay: '${relay}' },`,
    )
  },
}
