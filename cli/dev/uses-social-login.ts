import { loadConfig } from '../../generator/config/load-config.ts'

/**
 * Whether the app's config lists social providers, so `portkit dev` starts the devnet's stand-ins for
 * them. A config that does not load says no here; generate then reports why it does not load.
 */
export async function usesSocialLogin(appDir: string): Promise<boolean> {
  const config = await loadConfig(appDir).catch(() => undefined)
  const features = config?.features as { socials?: unknown } | undefined
  return Array.isArray(features?.socials) && features.socials.length > 0
}
