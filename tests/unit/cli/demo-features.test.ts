import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { featureRows } from '../../../generator/config/feature-services.ts'
import { loadAppConfig } from '../../../generator/config/load-app-config.ts'
import { SOCIAL_PROVIDERS } from '../../../runtime/config/index.ts'
import { withDemoFeatures } from '../../../scripts/demo-features.ts'
import { REPO, tempApp } from '../generator/temp-app.ts'

// `npm run demo` shows the whole product: the template's config, as the demo edits it, has every default
// feature of spec section 1 on against the devnet (its manifest names every service).

const MANIFEST: DevnetManifest = {
  version: 1,
  chains: [
    { chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl: 'http://127.0.0.1:45101' },
    { chainId: 31338, caipNetworkId: 'eip155:31338', name: 'Beta', rpcUrl: 'http://127.0.0.1:45102' },
  ],
  accounts: [],
  services: {
    dataApi: 'http://127.0.0.1:45103',
    catalogueApi: 'http://127.0.0.1:45104',
    analyticsApi: 'http://127.0.0.1:45105',
    authApi: 'http://127.0.0.1:45106',
    walletConnectRelay: 'ws://127.0.0.1:45107',
    secureFrame: 'http://127.0.0.1:45108',
  },
  socialLogin: {
    clientId: 'portkit-devnet',
    issuers: Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, `http://127.0.0.1:45109/${p}`])),
    farcasterRelay: 'http://127.0.0.1:45109/farcaster-relay',
  },
}

const app = tempApp('portkit-demo-features-')
afterAll(() => app.remove())
const template = readFileSync(join(REPO, 'templates/react-vite/portkit.config.ts'), 'utf8')

describe('npm run demo: the demo app config', () => {
  it('turns on every default feature of spec 1, email and every social provider on the devnet', async () => {
    writeFileSync(join(app.dir, 'portkit.config.ts'), withDemoFeatures(template))
    const config = await loadAppConfig(app.dir, { manifest: MANIFEST })
    const on = featureRows(config).flatMap((row) => (row.on ? [row.feature] : []))
    for (const feature of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
      'socials',
    ])
      expect(on, feature).toContain(feature)
    expect(config.features.socials).toEqual([...SOCIAL_PROVIDERS])
    expect(config.plugins).toEqual(expect.arrayContaining(['receive', 'swap', 'onramp']))
  })

  it('leaves a config that already has features as the developer wrote it, and edits only once', () => {
    const once = withDemoFeatures(template)
    expect(withDemoFeatures(once)).toBe(once)
    const own = template.replace("themeMode: 'dark',", "themeMode: 'dark',\n  features: { email: false },")
    expect(withDemoFeatures(own)).toBe(own)
  })

  it('the template alone leaves email and social login off (the demo asks for them)', async () => {
    writeFileSync(join(app.dir, 'portkit.config.ts'), template)
    const config = await loadAppConfig(app.dir, { manifest: MANIFEST })
    expect([config.features.email, config.features.socials]).toEqual([false, []])
  })
})
