import {
  BUILTIN_FEATURES,
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAGS,
  PLUGIN_FEATURE,
  PLUGIN_IDS,
  SOCIAL_PROVIDERS,
  type BuiltinFeatureId,
  type FeatureFlag,
  type Features,
  type PluginId,
  type ServiceEndpoints,
  type SocialProvider,
} from '../../runtime/config/index.ts'
import { enabledFeatures, FEATURES, PLUGINS } from '../compose/plugin-registry.ts'
import { readFileSync } from 'node:fs'
import { EMAIL_LOGIN_PACKAGES, SOCIAL_LOGIN_PACKAGES, type DevnetManifest } from '../../devnet/manifest.ts'
import { expectArray, expectBoolean, expectKnownKeys, expectObject, expectOneOf, fail } from './checks.ts'
import { SERVICE_NAMES, serviceOf, type FeatureName } from './feature-services.ts'
import { packageFile } from '../package-root.ts'

/** What the secure frame cannot do yet: the reason the options that need more of it are refused. */
export const NO_SECURE_FRAME = 'the secure frame serves email and social login only so far'

/** Why the wallets cannot be folded under email and social login yet. */
const NO_COLLAPSED_LIST = 'the Connect view has no folded wallet list yet'

/**
 * Flags of spec section 1 whose feature Portkit does not ship yet, with the reason. Each resolves to off
 * (a spec default of on cannot be honoured), and a config that sets one to true is refused: an option is
 * never accepted and then ignored.
 */
export const UNAVAILABLE_FEATURES = {
  collapseWallets: `it folds the wallets under email and social login: ${NO_COLLAPSED_LIST}`,
} as const satisfies Partial<Record<FeatureFlag, string>>

/**
 * Flags on by default (spec section 1) only when the config itself names `services.secureFrame`: email
 * login runs in that frame, and a frame the devnet merely offers is no request to ship and load it.
 */
export const OPT_IN_FEATURES = ['email'] as const satisfies readonly FeatureFlag[]

/** What resolving the flags looks at besides their values. */
export interface FeatureContext {
  /** The resolved services (with the devnet: its services fill the ones the config leaves out). */
  services: Partial<ServiceEndpoints>
  /** The config itself sets services.secureFrame (email then defaults to on, as the spec says). */
  secureFrameNamed?: boolean
}

/**
 * Every flag of spec section 1 with its default, and the socials list (`false` or `[]` for none). A
 * feature whose service (FEATURE_SERVICES) is not configured is off, and asking for it is refused.
 */
export function resolveFeatures(value: unknown, context: FeatureContext): Features {
  const raw = value === undefined ? {} : expectObject(value, 'features')
  expectKnownKeys(raw, 'features', [...FEATURE_FLAGS, 'socials'])
  const flags = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, resolveFlag(raw[flag], flag, context)]),
  ) as Record<FeatureFlag, boolean>
  const socials = resolveSocials(raw.socials)
  if (socials.length > 0) expectService('socials', context.services)
  return { ...flags, socials }
}

function resolveFlag(value: unknown, flag: FeatureFlag, context: FeatureContext): boolean {
  const option = `features.${flag}`
  if (flag in UNAVAILABLE_FEATURES) {
    if (expectBoolean(value, option, false))
      fail(
        option,
        `not available yet (${UNAVAILABLE_FEATURES[flag as keyof typeof UNAVAILABLE_FEATURES]}): remove it or set it to false`,
      )
    return false
  }
  // Email login's refusal (checkEmailLogin) also says how the devnet gets a frame.
  if ((OPT_IN_FEATURES as readonly FeatureFlag[]).includes(flag))
    return expectBoolean(value, option, context.secureFrameNamed === true)
  // emailShowWallets shapes email login: checkEmailLogin refuses it without email login.
  const service = flag === 'emailShowWallets' ? undefined : serviceOf(flag)
  const served = service === undefined || context.services[service] !== undefined
  const on = expectBoolean(value, option, FEATURE_FLAG_DEFAULTS[flag] && served)
  if (on && !served) expectService(flag, context.services)
  return on
}

/** Refuses a feature the config asks for whose service it leaves out: never accepted and then hidden. */
function expectService(feature: FeatureName, services: Partial<ServiceEndpoints>): void {
  const service = serviceOf(feature)
  if (service === undefined || services[service] !== undefined) return
  fail(
    `features.${feature}`,
    `needs services.${service}, ${SERVICE_NAMES[service] ?? service}: set it, or remove features.${feature} ` +
      '(without its service the feature is off)',
  )
}

/** The providers of spec section 1's socials list, each at most once, in the host's order. */
function resolveSocials(value: unknown): SocialProvider[] {
  if (value === undefined || value === false) return []
  const socials = expectArray(value, 'features.socials').map((provider, i) =>
    expectOneOf(provider, `features.socials[${i}]`, SOCIAL_PROVIDERS),
  )
  socials.forEach((provider, i) => {
    if (socials.indexOf(provider) !== i) fail(`features.socials[${i}]`, `duplicate provider ${provider}`)
  })
  return socials
}

/**
 * The plugins the generated entry imports: those listed in `plugins`, plus those whose feature flag is on
 * (receive is on by default; swap and on-ramp while the data API is set). A listed plugin needs the
 * services it calls, and its flag on: anything else is a contradiction, not a guess.
 */
export function resolvePlugins(
  value: unknown,
  features: Features,
  services: Partial<ServiceEndpoints>,
): PluginId[] {
  const listed =
    value === undefined
      ? []
      : expectArray(value, 'plugins').map((id, i) =>
          expectOneOf(id, `plugins[${i}]`, PLUGIN_IDS, `unknown plugin (known: ${PLUGIN_IDS.join(', ')})`),
        )
  listed.forEach((id, i) => {
    if (listed.indexOf(id) !== i) fail(`plugins[${i}]`, `duplicate plugin ${id}`)
    const missing = PLUGINS[id].apis.find((api) => services[api] === undefined)
    if (missing) fail(`plugins[${i}]`, `${id} calls the ${missing} service: set services.${missing}`)
    const flag: FeatureFlag | undefined = PLUGIN_FEATURE[id]
    if (flag && !features[flag]) fail(`plugins[${i}]`, `${id} is listed but features.${flag} is false`)
  })
  return PLUGIN_IDS.filter((id) => {
    const flag: FeatureFlag | undefined = PLUGIN_FEATURE[id]
    return listed.includes(id) || (flag !== undefined && features[flag])
  })
}

/** A feature that is on needs the features it builds on (the send form picks from the token balances). */
export function checkFeatureRequirements(features: Features): void {
  for (const id of enabledFeatures(features)) {
    for (const required of FEATURES[id].requires) {
      const flag = BUILTIN_FEATURES[required as BuiltinFeatureId]
      if (!features[flag])
        fail(
          `features.${flag}`,
          `features.${BUILTIN_FEATURES[id]} needs it: switch that off too, or leave ${flag} on`,
        )
    }
  }
}

/**
 * Email login needs a secure frame to run in; `emailShowWallets: false` hides wallets behind email
 * login, so without it the option would be ignored.
 */
export function checkEmailLogin(features: Features, raw: unknown, services: Partial<ServiceEndpoints>): void {
  if (features.email && !services.secureFrame)
    fail(
      'features.email',
      'needs services.secureFrame, the secure frame origin (`portkit dev` starts one on the devnet once ' +
        `its mail packages are installed: ${installLine(EMAIL_LOGIN_PACKAGES)})`,
    )
  const set = (raw ?? {}) as Record<string, unknown>
  if (!features.email && set.emailShowWallets !== undefined)
    fail('features.emailShowWallets', 'shapes email login: set features.email to true, or remove it')
}

/**
 * Social login signs in through the secure frame and connects email login's embedded wallet (features.email
 * is required like any feature's requirement). On the devnet it needs the stand-in providers, which run
 * only once their packages are installed.
 */
export function checkSocialLogin(features: Features, manifest: DevnetManifest | undefined): void {
  if (features.socials.length > 0 && manifest?.services.secureFrame && !manifest.socialLogin)
    fail(
      'features.socials',
      'the devnet runs no social login providers: install their packages and restart `portkit dev` ' +
        `(${installLine(SOCIAL_LOGIN_PACKAGES)})`,
    )
}

/** The legal checkbox asks the visitor to accept terms: there must be something to link to. */
export function checkLegalLinks(features: Features, terms?: string, privacy?: string): void {
  if (features.legalCheckbox && terms === undefined && privacy === undefined) {
    fail('features.legalCheckbox', 'needs termsConditionsUrl or privacyPolicyUrl to link to')
  }
}

/** `npm install --save-dev ...` for a devnet part's packages at the versions portkit is tested with. */
function installLine(packages: readonly string[]): string {
  const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as {
    devDependencies: Record<string, string>
  }
  const specs = packages.map((name) => `${name}@${pkg.devDependencies[name]}`)
  return `npm install --save-dev ${specs.join(' ')}`
}
