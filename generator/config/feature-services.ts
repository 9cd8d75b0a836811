import type { FeatureFlag, ResolvedConfig, ServiceEndpoints } from '../../runtime/config/index.ts'
import { FEATURE_FLAGS } from '../../runtime/config/index.ts'

/** A feature the config can switch: a flag of spec section 1 (and Portkit's own two), or the socials list. */
export type FeatureName = FeatureFlag | 'socials'

/**
 * The service each feature needs (none: it works with the network's RPC and the wallet alone). The one
 * source for the generator's feature resolution (a feature stays off without its service, and asking for
 * it then is refused), the table `portkit build` and `portkit doctor` print, and the docs.
 */
export const FEATURE_SERVICES = {
  swaps: 'dataApi',
  onramp: 'dataApi',
  receive: undefined,
  send: undefined,
  email: 'secureFrame',
  emailShowWallets: 'secureFrame',
  history: 'dataApi',
  analytics: 'analyticsApi',
  // The catalogue shipped in the package; services.catalogueApi, when set, serves it instead.
  allWallets: undefined,
  legalCheckbox: undefined,
  smartSessions: 'dataApi',
  collapseWallets: undefined,
  // Balances, names and avatars over the network's RPC; the data API, when set, adds prices.
  tokens: undefined,
  identity: undefined,
  socials: 'secureFrame',
} as const satisfies Record<FeatureName, keyof ServiceEndpoints | undefined>

/** The services features need, in words, for the refusal that names one. */
export const SERVICE_NAMES: Partial<Record<keyof ServiceEndpoints, string>> = {
  dataApi: 'the data API (openapi/data-api.yaml)',
  analyticsApi: 'the analytics API (openapi/analytics-api.yaml)',
  secureFrame: 'the secure frame origin (email and social login)',
}

/** The service `feature` needs, or undefined when it needs none. */
export function serviceOf(feature: FeatureName): keyof ServiceEndpoints | undefined {
  return FEATURE_SERVICES[feature]
}

/** One line of the feature table: whether the feature is on, and the service it needs (set or not). */
export interface FeatureRow {
  feature: FeatureName
  on: boolean
  service?: keyof ServiceEndpoints
  serviceSet: boolean
}

/** Every feature of the resolved config in the spec's order, then the socials list. */
export function featureRows(config: ResolvedConfig): FeatureRow[] {
  const names: FeatureName[] = [...FEATURE_FLAGS, 'socials']
  return names.map((feature) => {
    const service = serviceOf(feature)
    return {
      feature,
      on: isOn(config, feature),
      ...(service ? { service } : {}),
      serviceSet: service !== undefined && config.services[service] !== undefined,
    }
  })
}

/** emailShowWallets shapes email login: it is on only while email login is. */
function isOn({ features }: ResolvedConfig, feature: FeatureName): boolean {
  if (feature === 'socials') return features.socials.length > 0
  if (feature === 'emailShowWallets') return features.email && features.emailShowWallets
  return features[feature]
}

/** The heading `portkit build` and `portkit doctor` print above the table. */
export const FEATURE_TABLE_TITLE = 'Features (a feature whose service is not set is off)'

/** The rows as the aligned text table the CLI prints: feature, on/off, the service it needs. */
export function featureTable(rows: readonly FeatureRow[]): string {
  const width = Math.max(...rows.map((row) => row.feature.length))
  const lines = rows.map(({ feature, on, service, serviceSet }) => {
    const needs = service ? `services.${service}${serviceSet ? '' : ' (not set)'}` : 'none'
    return `  ${feature.padEnd(width)}  ${on ? 'on ' : 'off'}  ${needs}`
  })
  return [`  ${'feature'.padEnd(width)}  on?  needs`, ...lines].join('\n')
}
