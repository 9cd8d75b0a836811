import { join } from 'node:path'
import { readManifest } from '../../../devnet/manifest.ts'
import type { AppVariant } from '../../support/shared-app.ts'
import { edit } from './variant-edits.ts'

/** The explorer the production app's Alpha network names (nothing is served there: only its links are read). */
export const PRODUCTION_EXPLORER = { name: 'Alphascan', url: 'https://alphascan.example' }
/**
 * The public RPC URL the production app names for a devnet chain: a reserved name (RFC 2606) that never
 * resolves, so the page reaches the chain only when the test routes it there (routeProductionRpc).
 */
export const productionRpcUrl = (chainId: number) => `https://rpc-${chainId}.portkit.example/`
/** The fixture token the production app's `tokens` names on each chain (devnet/contracts/fixture-tokens.ts). */
export const PRODUCTION_TOKEN_SYMBOL = 'PUSD'

/**
 * The template app as a host ships it with nothing to host (issue 26): no `services`, built for production
 * (`npm run build`, no `--devnet`). Its networks reach the devnet chains only through `customRpcUrls` on
 * public-looking hosts (`productionRpcUrl`; a production build refuses loopback RPC URLs), as a host's reach
 * its RPC provider; Alpha names an explorer, and `tokens` names a fixture token per chain. Only
 * WalletConnect's relay is named, the devnet's stand-in for the public relay (this machine is offline); the
 * app's served copies get the running devnet's ports (devnet-rewrites.ts). Built once per run for production-catalogue.spec.ts and production-account.spec.ts.
 */
export const PRODUCTION_APP: AppVariant = {
  name: 'production-app',
  production: true,
  async edit(appDir) {
    const manifest = readManifest(appDir)
    const relay = manifest?.services.walletConnectRelay
    if (!manifest || !relay) throw new Error('the devnet running for the build has no WalletConnect relay')
    const token = (chainId: number) => {
      const found = manifest.tokens?.[`eip155:${chainId}`]?.find((t) => t.symbol === PRODUCTION_TOKEN_SYMBOL)
      if (!found) throw new Error(`the devnet has no ${PRODUCTION_TOKEN_SYMBOL} on chain ${chainId}`)
      return { address: found.address }
    }
    const byChain = (value: (chainId: number) => unknown) =>
      Object.fromEntries(manifest.chains.map((chain) => [`eip155:${chain.chainId}`, value(chain.chainId)]))
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      'networks: [devnetAlpha, devnetBeta],',
      `networks: [{ ...devnetAlpha, blockExplorers: { default: ${JSON.stringify(PRODUCTION_EXPLORER)} } }, devnetBeta],`,
    )
    // The template's host-actions demo reads the devnet's token contract itself: a host going live drops it,
    // and the RPC then hears only Portkit's reads (production-account.spec.ts counts them).
    const page = join(appDir, 'src/App.tsx')
    await edit(page, "import { HostActions } from './HostActions.tsx'\n", '')
    await edit(page, '      <HostActions />\n', '')
    // The names plugin the template app adds needs the data API, which this host does not run.
    await edit(config, "  plugins: ['names'],\n", '')
    await edit(
      config,
      "themeMode: 'dark',",
      [
        "themeMode: 'dark',",
        `  customRpcUrls: ${JSON.stringify(byChain((chainId) => [{ url: productionRpcUrl(chainId) }]))},`,
        `  tokens: ${JSON.stringify(byChain((chainId) => token(chainId)))},`,
        `  services: { walletConnectRelay: '${relay}' },`,
      ].join('\n'),
    )
  },
}
