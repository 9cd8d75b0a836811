import {
  BUILTIN_FEATURE_IDS,
  BUILTIN_FEATURES,
  type BuiltinFeatureId,
  type Features,
  type PluginId,
  type ServiceEndpoints,
} from '../../runtime/config/index.ts'

/** A plugin the generated entry may import: `import <binding> from '<module>'` (its default export). */
export interface PluginImport {
  module: string
  binding: string
  /** The services the plugin's `apis` declares; a test keeps this list equal to the plugin's own. */
  apis: readonly (keyof ServiceEndpoints)[]
  /** The plugins its `requires` names; a test keeps this list equal to the plugin's own. */
  requires: readonly string[]
  /** Named exports of the module the generated entry re-exports for the host (e.g. its React hook). */
  hostExports?: readonly string[]
}

/** Where each plugin of PLUGIN_IDS lives: `plugins/<id>/index.ts`, published as `portkit/plugins/<id>`. */
export const PLUGINS: Record<PluginId, PluginImport> = {
  receive: { module: 'portkit/plugins/receive', binding: 'receivePlugin', apis: [], requires: [] },
  names: { module: 'portkit/plugins/names', binding: 'namesPlugin', apis: ['dataApi'], requires: [] },
  siwx: { module: 'portkit/plugins/siwx', binding: 'siwxPlugin', apis: ['authApi'], requires: [] },
  swap: { module: 'portkit/plugins/swap', binding: 'swapPlugin', apis: ['dataApi'], requires: [] },
  onramp: { module: 'portkit/plugins/onramp', binding: 'onrampPlugin', apis: ['dataApi'], requires: [] },
  'smart-sessions': {
    module: 'portkit/plugins/smart-sessions',
    binding: 'smartSessionsPlugin',
    apis: ['dataApi'],
    requires: [],
    hostExports: ['useSmartSessions'],
  },
}

/**
 * Where each built-in feature lives: `runtime/features/<id>/index.ts`, published as `portkit/features/<id>`.
 * They declare no `apis`: the service a feature needs is in FEATURE_SERVICES (generator/config/feature-services.ts),
 * and a feature whose service is not configured resolves to off, so the entry never imports it.
 */
export const FEATURES: Record<BuiltinFeatureId, PluginImport> = {
  identity: { module: 'portkit/features/identity', binding: 'identityFeature', apis: [], requires: [] },
  tokens: { module: 'portkit/features/tokens', binding: 'tokensFeature', apis: [], requires: [] },
  history: { module: 'portkit/features/history', binding: 'historyFeature', apis: [], requires: [] },
  catalogue: { module: 'portkit/features/catalogue', binding: 'catalogueFeature', apis: [], requires: [] },
  send: { module: 'portkit/features/send', binding: 'sendFeature', apis: [], requires: ['tokens'] },
  email: { module: 'portkit/features/email', binding: 'emailFeature', apis: [], requires: [] },
  social: { module: 'portkit/features/social', binding: 'socialFeature', apis: [], requires: ['email'] },
}

/** The built-in features a config's flags switch on, in registration order. */
export function enabledFeatures(features: Features): BuiltinFeatureId[] {
  return BUILTIN_FEATURE_IDS.filter((id) => {
    const flag = BUILTIN_FEATURES[id]
    return flag === 'socials' ? features.socials.length > 0 : features[flag]
  })
}
