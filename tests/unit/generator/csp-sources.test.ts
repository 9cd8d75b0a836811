import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { cspPolicy, cspSources } from '../../../generator/doctor/csp.ts'
import { DEFAULT_IPFS_GATEWAY } from '../../../runtime/config/options.ts'
import { ethereum } from '../../../runtime/networks/index.ts'

// `portkit doctor`'s Content-Security-Policy sources for an app with no services (issue 26): what the
// runtime then fetches itself must be listed: host token lists, the IPFS gateway of ENS avatars, and any
// https host for the avatars ENS records name, unless identity is off.

const metadata = { name: 'Demo', description: 'A demo', url: 'https://demo.example', icons: [] }
const config = (extra: Record<string, unknown> = {}) =>
  resolveConfig({ projectId: 'demo', metadata, networks: [ethereum], ...extra })

describe('CSP sources without services', () => {
  it('lists host token lists, the IPFS gateway and https: for ENS avatars', () => {
    const csp = cspSources(
      config({ tokenLists: ['https://lists.example/tokens.json'], ipfsGateway: 'https://gw.example' }),
    )
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://lists.example', 'https://gw.example', 'https:']),
    )
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://gw.example', 'https:']))
  })

  it("lists the auth service's origin when the config names one (SIWX nonces and sessions)", () => {
    expect(cspSources(config({ services: { authApi: 'https://auth.example/v1' } }))['connect-src']).toContain(
      'https://auth.example',
    )
  })

  it('uses the default IPFS gateway when none is set', () => {
    expect(cspSources(config())['img-src']).toContain(new URL(DEFAULT_IPFS_GATEWAY).origin)
  })

  it('leaves the avatar sources out when identity is off', () => {
    const csp = cspSources(config({ features: { identity: false } }))
    expect(csp['img-src']).not.toContain('https:')
    expect(csp['connect-src']).not.toContain('https:')
    expect(csp['img-src']).not.toContain(new URL(DEFAULT_IPFS_GATEWAY).origin)
  })
  it('allows https: images for the NFTs tab when tokens are on with a data API, even with identity off', () => {
    const nfts = cspSources(
      config({ features: { identity: false }, services: { dataApi: 'https://api.example' } }),
    )
    expect(nfts['img-src']).toEqual(expect.arrayContaining(['https:', new URL(DEFAULT_IPFS_GATEWAY).origin]))
    expect(nfts['connect-src']).not.toContain('https:')
    const noNfts = cspSources(
      config({
        features: { identity: false, tokens: false, send: false },
        services: { dataApi: 'https://api.example' },
      }),
    )
    expect(noNfts['img-src']).not.toContain('https:')
  })
})

describe('the whole policy portkit doctor prints', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

  it("scripts and styles from the app's own origin only: nothing inline, nothing evaluated", () => {
    const policy = cspPolicy(config())
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|sha256-/)
    expect(directives(policy)).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    })
  })

  it('carries the sources: connect-src and img-src as listed, frame-src only the secure frame', () => {
    const withEmail = config({
      features: { email: true },
      services: { secureFrame: 'https://frame.example/x', dataApi: 'https://api.example' },
    })
    const parts = directives(cspPolicy(withEmail))
    expect(parts['connect-src']).toEqual(cspSources(withEmail)['connect-src'])
    expect(parts['img-src']).toEqual(cspSources(withEmail)['img-src'])
    expect(parts['frame-src']).toEqual(['https://frame.example'])
    expect(directives(cspPolicy(config()))['frame-src']).toEqual(["'none'"])
  })
})
