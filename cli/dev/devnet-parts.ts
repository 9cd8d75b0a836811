import { DEVNET_BITCOIN } from '../../devnet/bitcoin/bitcoin-part.ts'
import type { StartDevnetOptions } from '../../devnet/index.ts'
import { loadConfig } from '../../generator/config/load-config.ts'

/**
 * The devnet parts the app's config asks for, so `portkit dev` starts only those: the social login
 * stand-ins when it lists social providers, the Bitcoin regtest API when it has the devnet's Bitcoin
 * network. A config that does not load asks for neither; generate then reports why it does not load.
 */
export async function devnetPartsFor(
  appDir: string,
): Promise<Pick<StartDevnetOptions, 'socialLogin' | 'bitcoin'>> {
  const config = await loadConfig(appDir).catch(() => undefined)
  const features = config?.features as { socials?: unknown } | undefined
  const networks = Array.isArray(config?.networks) ? (config.networks as { caipNetworkId?: unknown }[]) : []
  return {
    socialLogin: Array.isArray(features?.socials) && features.socials.length > 0,
    bitcoin: networks.some((network) => network?.caipNetworkId === DEVNET_BITCOIN.caipNetworkId),
  }
}
