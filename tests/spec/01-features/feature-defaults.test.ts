import { describe, expect, it } from 'vitest'
import { emitIndex } from '../../../generator/compose/emit-index.ts'
import { selectImports } from '../../../generator/compose/select-imports.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import {
  FEATURE_FLAG_DEFAULTS,
  SOCIAL_PROVIDERS,
  WALLET_FEATURE_ORDER,
} from '../../../runtime/config/index.ts'
import { devnetAlpha } from '../../../runtime/networks/index.ts'

// Spec section 1: default features, the socials list, and "optional panels load only when enabled".

const minimal = {
  projectId: 'demo',
  metadata: { name: 'Demo', description: '', url: 'http://localhost:5173', icons: [] },
  networks: [devnetAlpha],
}

describe('spec 1: features', () => {
  it('turns on swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets by default', () => {
    const { features } = resolveConfig(minimal)
    for (const flag of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const) {
      expect(features[flag], flag).toBe(true)
    }
  })

  it('leaves legalCheckbox, smartSessions and collapseWallets off by default', () => {
    const { features } = resolveConfig(minimal)
    expect([features.legalCheckbox, features.smartSessions, features.collapseWallets]).toEqual([
      false,
      false,
      false,
    ])
    expect(Object.keys(FEATURE_FLAG_DEFAULTS)).toHaveLength(12)
  })

  it('offers the socials google, x, discord, farcaster, github, apple, facebook', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(resolveConfig(minimal).features.socials).toEqual([...SOCIAL_PROVIDERS])
  })

  it('orders the wallet features onramp, swaps, receive, send (spec section 2)', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('loads an optional panel only when it is enabled: the entry imports Receive only then', () => {
    const entry = (features: Record<string, boolean>) =>
      emitIndex(selectImports(resolveConfig({ ...minimal, features })))
    expect(entry({})).toContain("import receivePlugin from 'portkit/plugins/receive'")
    expect(entry({ receive: true })).toContain('plugins: [receivePlugin]')
    expect(entry({ receive: false })).not.toContain('portkit/plugins/receive')
    expect(entry({ receive: false })).toContain('plugins: []')
  })
})
