import { describe, expect, it } from 'vitest'
import { explorerAddressUrl } from '../../../runtime/core/explorer-url.ts'
import { avatarImageUrl } from '../../../runtime/core/avatar-image-url.ts'
import { throughIpfsGateway } from '../../../runtime/core/ipfs-url.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { shownAvatarUrl } from '../../../runtime/ui/components/shown-image-url.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { devnetAlpha, ethereum, polkadotMainnet } from '../../../runtime/networks/index.ts'

const CATALOGUE = 'https://catalogue.example'

describe('security: the safe-image rule for an account avatar (ENS records)', () => {
  it('shows https avatars on any server, the catalogue, inline images and loopback http', () => {
    for (const src of [
      'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      'https://avatars.example/alice.png',
      `${CATALOGUE}/public/getAssetImage/x`,
      'data:image/png;base64,iVBORw0KGgo=',
      'http://127.0.0.1:4100/public/getAssetImage/portkit-alice-avatar',
    ])
      expect(avatarImageUrl(src, [CATALOGUE])).toBe(src)
  })

  it.each([
    'http://avatars.example/alice.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    'ftp://avatars.example/a.png',
    '',
    undefined,
  ])('refuses %j', (src) => {
    expect(avatarImageUrl(src, [CATALOGUE])).toBeUndefined()
  })
})

describe("the Account view's explorer link (the network's blockExplorers)", () => {
  const address = '0x2222222222222222222222222222222222222222'

  it('links the address page of the explorer', () => {
    expect(explorerAddressUrl(ethereum, address)).toBe(`https://etherscan.io/address/${address}`)
    expect(explorerAddressUrl(polkadotMainnet, '15oF4u')).toBe('https://polkadot.subscan.io/account/15oF4u')
  })

  it('has none for a network without an explorer or with a non-http one', () => {
    expect(explorerAddressUrl(devnetAlpha, address)).toBeUndefined()
    const bad = { ...ethereum, blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } } }
    expect(explorerAddressUrl(bad, address)).toBeUndefined()
  })
})

describe('security: images from records are shown through the one rule, ipfs through the configured gateway', () => {
  const portkit = createPortkit({
    config: testConfig({ ipfsGateway: 'https://gateway.example/' }),
    adapters: [],
    connectors: [],
    storage: memoryStorage(),
  })

  it('an ipfs:// avatar, send receiver or NFT image is read through the gateway (ipfs://ipfs/ too)', () => {
    expect(shownAvatarUrl(portkit, 'ipfs://bafyabc/1.png')).toBe('https://gateway.example/ipfs/bafyabc/1.png')
    expect(shownAvatarUrl(portkit, 'ipfs://ipfs/bafyabc')).toBe('https://gateway.example/ipfs/bafyabc')
    expect(throughIpfsGateway('https://img.example/a.png', 'https://gateway.example')).toBe(
      'https://img.example/a.png',
    )
  })

  it('the rule still refuses what it refuses, and nothing shows nothing', () => {
    expect(shownAvatarUrl(portkit, 'javascript:alert(1)')).toBeUndefined()
    expect(shownAvatarUrl(portkit, null)).toBeUndefined()
  })
})
