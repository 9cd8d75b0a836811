import { FEATURE_NAMESPACES, type Network } from '../../runtime/plugins/index.ts'
import {
  COINBASE_CHAINS,
  COINBASE_FALLBACK_CHAIN,
  ONRAMP_PROVIDERS,
  RESTRICTED_TIMEZONES,
  type CoinbaseChain,
  type OnrampProviderId,
} from './constants.ts'

/** Spec section 9: the visitor's timezone is mainland China's, Hong Kong's or Macau's. */
export function isRestrictedTimezone(timeZone: string | undefined = localTimeZone()): boolean {
  return timeZone !== undefined && (RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone)
}

/** The visitor's IANA timezone, undefined where the platform does not say. */
export function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Spec section 9: on-ramp serves eip155 and solana accounts, and none in a restricted timezone. */
export function isOnrampAvailable(network: Network | undefined, timeZone?: string): boolean {
  const namespaces: readonly string[] = FEATURE_NAMESPACES.onramp
  return (
    network !== undefined && namespaces.includes(network.chainNamespace) && !isRestrictedTimezone(timeZone)
  )
}

/** Spec section 9: Coinbase serves eip155 only; Meld eip155 and Solana. */
export function providersFor(network: Network | undefined): OnrampProviderId[] {
  if (!network) return []
  return ONRAMP_PROVIDERS.filter((provider) =>
    (provider.namespaces as readonly string[]).includes(network.chainNamespace),
  ).map((provider) => provider.id)
}

/** Spec section 9: the Coinbase chain of an EVM network, else the fallback (ethereum). */
export function coinbaseChain(network: Network | undefined): CoinbaseChain {
  const id = Number(network?.id)
  const found = Object.entries(COINBASE_CHAINS).find(([, chainId]) => chainId === id)
  return (found?.[0] as CoinbaseChain | undefined) ?? COINBASE_FALLBACK_CHAIN
}
