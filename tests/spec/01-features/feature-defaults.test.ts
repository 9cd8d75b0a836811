import { describe, expect, it } from 'vitest'
import { emitIndex } from '../../../generator/compose/emit-index.ts'
import { selectImports } from '../../../generator/compose/select-imports.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { FEATURE_SERVICES } from '../../../generator/config/feature-services.ts'
import { OPT_IN_FEATURES, UNAVAILABLE_FEATURES } from '../../../generator/config/validate-features.ts'
import {
  FEATURE_FLAG_DEFAULTS,
  SOCIAL_PROVIDERS,
  WALLET_FEATURE_ORDER,
} from '../../../runtime/config/index.ts'
import { devnetAlpha } from '../../../runtime/networks/index.ts'

// Spec section 1: default features, the socials list, and "optional panels load only when enabled".

const FEATURE_FLAGS_ON_BY_SPEC = Object.entries(FEATURE_FLAG_DEFAULTS).flatMap(([flag, on]) =>
  on ? [flag] : [],
)

const EVERY_SERVICE = {
  dataApi: 'https://data.example',
  catalogueApi: 'https://catalogue.example',
  analyticsApi: 'https://analytics.example',
  authApi: 'https://auth.example',
  walletConnectRelay: 'wss://relay.example',
  secureFrame: 'https://frame.example',
}

const minimal = {
  projectId: 'demo',
  metadata: { name: 'Demo', description: '', url: 'http://localhost:5173', icons: [] },
  networks: [devnetAlpha],
}

describe('spec 1: features', () => {
  it('turns on swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets by default', () => {
    const on = [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const
    for (const flag of on) expect(FEATURE_FLAGS_ON_BY_SPEC, flag).toContain(flag)
    // What a config with every service gets: the spec's defaults, except the flags whose feature is not
    // built yet (each refused when asked for, never accepted and ignored).
    const { features } = resolveConfig({ ...minimal, services: EVERY_SERVICE })
    for (const flag of on) expect(features[flag], flag).toBe(!(flag in UNAVAILABLE_FEATURES))
    // Without services, each flag whose feature needs one is off (FEATURE_SERVICES), and so is email
    // login, which loads the secure frame only when the config itself names it.
    const bare = resolveConfig(minimal).features
    for (const flag of on)
      expect(bare[flag], flag).toBe(
        !(flag in UNAVAILABLE_FEATURES) &&
          !(OPT_IN_FEATURES as readonly string[]).includes(flag) &&
          (flag === 'emailShowWallets' || FEATURE_SERVICES[flag] === undefined),
      )
    expect(on.filter((flag) => !bare[flag])).toEqual(['swaps', 'onramp', 'email', 'history', 'analytics'])
    expect(Object.keys(UNAVAILABLE_FEATURES)).toEqual(['collapseWallets'])
    expect(OPT_IN_FEATURES).toEqual(['email'])
  })

  it('turns email on by default when the config names services.secureFrame (the frame it runs in)', () => {
    const services = { secureFrame: 'http://127.0.0.1:4100' }
    const named = resolveConfig({ ...minimal, services })
    expect([named.features.email, named.features.emailShowWallets]).toEqual([true, true])
    expect(resolveConfig({ ...minimal, services, features: { email: false } }).features.email).toBe(false)
    // The entry then carries the auth connector and the email feature.
    expect(emitIndex(selectImports(named))).toContain('connectors/auth')
    expect(resolveConfig(minimal).features.email).toBe(false)
  })

  it('leaves legalCheckbox, smartSessions and collapseWallets off by default', () => {
    const { features } = resolveConfig(minimal)
    expect([features.legalCheckbox, features.smartSessions, features.collapseWallets]).toEqual([
      false,
      false,
      false,
    ])
    // The spec's 12 flags, then Portkit's own two (features of spec section 1 the list has no flag for).
    expect(Object.keys(FEATURE_FLAG_DEFAULTS)).toHaveLength(14)
    expect(Object.keys(FEATURE_FLAG_DEFAULTS).slice(12)).toEqual(['tokens', 'identity'])
    expect([FEATURE_FLAG_DEFAULTS.tokens, FEATURE_FLAG_DEFAULTS.identity]).toEqual([true, true])
  })

  it('knows the socials google, x, discord, farcaster, github, apple, facebook, and no other name', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(resolveConfig(minimal).features.socials).toEqual([])
    expect(() => resolveConfig({ ...minimal, features: { socials: ['myspace'] } })).toThrow(
      'features.socials[0]',
    )
  })

  it('loads social login only when socials are listed: the entry imports the social feature only then', () => {
    const withFrame = { ...minimal, services: { secureFrame: 'http://127.0.0.1:4100' } }
    const entry = (features: Record<string, unknown>) =>
      emitIndex(selectImports(resolveConfig({ ...withFrame, features })))
    expect(entry({ email: true })).not.toContain('portkit/features/social')
    expect(entry({ email: true, socials: ['google'] })).toContain(
      "import socialFeature from 'portkit/features/social'",
    )
  })

  it('orders the wallet features onramp, swaps, receive, send (spec section 2)', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('loads an optional panel only when it is enabled: the entry imports Receive only then', () => {
    const entry = (features: Record<string, boolean>) =>
      emitIndex(selectImports(resolveConfig({ ...minimal, features })))
    expect(entry({})).toContain("import receivePlugin from 'portkit/plugins/receive'")
    expect(entry({ receive: true })).toMatch(/plugins: \[[^\]]*receivePlugin\]/)
    expect(entry({ receive: false })).not.toContain('portkit/plugins/receive')
    expect(entry({ receive: false })).not.toContain('receivePlugin')
  })

  it('loads send, tokens, history, identity and the catalogue only when their flags are on', () => {
    // History needs the data API: without it the flag is off (see the test above).
    const entry = (features: Record<string, boolean>) =>
      emitIndex(
        selectImports(resolveConfig({ ...minimal, services: { dataApi: 'https://data.example' }, features })),
      )
    const flagOf: [string, string][] = [
      ['identity', 'identity'],
      ['tokens', 'tokens'],
      ['history', 'history'],
      ['catalogue', 'allWallets'],
      ['send', 'send'],
    ]
    for (const [id, flag] of flagOf) {
      expect(entry({}), id).toContain(`from 'portkit/features/${id}'`)
      // Send picks from the token balances: tokens off needs send off too.
      const off: Record<string, boolean> =
        flag === 'tokens' ? { tokens: false, send: false } : { [flag]: false }
      expect(entry(off), id).not.toContain(`from 'portkit/features/${id}'`)
    }
    const connectOnly = { send: false, tokens: false, history: false, identity: false, allWallets: false }
    expect(entry({ ...connectOnly, receive: false, swaps: false, onramp: false })).toContain('plugins: []')
  })
})
