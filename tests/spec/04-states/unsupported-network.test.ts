import { describe, expect, it } from 'vitest'
import { showsUnsupportedChain, unsupportedNetwork } from '../../../runtime/core/unsupported-network.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'

const unknown = unsupportedNetwork('eip155', '999')
const rules = { enableNetworkSwitch: true, allowUnsupportedChain: false }

describe('spec 4: unsupported network', () => {
  it('UnsupportedChain shows when switching is enabled and unsupported chains are not allowed', () => {
    expect(showsUnsupportedChain(unknown, rules)).toBe(true)
  })

  it('not for a supported network', () => {
    expect(showsUnsupportedChain(devnetAlpha, rules)).toBe(false)
  })

  it('not when switching is disabled, unsupported chains are allowed, or the connection is basic', () => {
    expect(showsUnsupportedChain(unknown, { ...rules, enableNetworkSwitch: false })).toBe(false)
    expect(showsUnsupportedChain(unknown, { ...rules, allowUnsupportedChain: true })).toBe(false)
    expect(showsUnsupportedChain(unknown, { ...rules, basic: true })).toBe(false)
  })

  it('the placeholder is named as unsupported, with empty native currency and no RPC urls', () => {
    expect(unknown).toMatchObject({
      name: 'Unsupported Network',
      caipNetworkId: 'eip155:999',
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
      rpcUrls: { default: { http: [] } },
    })
  })
})
