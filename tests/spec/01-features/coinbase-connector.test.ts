import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { coinbaseConnector, COINBASE_CONNECTOR_ID } from '../../../runtime/connectors/coinbase/index.ts'
import {
  COINBASE_PREFERENCE,
  COINBASE_SDK_MAJOR,
  coinbaseSdkOptions,
} from '../../../runtime/connectors/coinbase/coinbase-options.ts'
import type { LoadSdk } from '../../../runtime/connectors/coinbase/coinbase-provider.ts'
import type { CoinbaseSdkProvider } from '../../../runtime/connectors/coinbase/sdk-types.ts'
import type { Connector } from '../../../runtime/controllers/types.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { testConfig } from '../../support/config.ts'
import { solanaDevnet } from '../../../runtime/networks/solana.ts'

// Spec section 1 (a Coinbase-type wallet) and section 9 (Coinbase connector version 4, preference default
// all): the connector the `coinbase` kind brings, with the SDK replaced by a recorder (the real SDK runs in
// tests/e2e/coinbase.spec.ts).

/** An SDK provider that answers from `answers` and lets the test emit its events. */
function fakeSdk(answers: Record<string, unknown> = {}) {
  const listeners = new Map<string, (payload: unknown) => void>()
  const requests: string[] = []
  const provider = {
    request: vi.fn(async ({ method }: { method: string }) => (requests.push(method), answers[method])),
    disconnect: vi.fn(async () => undefined),
    on: (event: string, listener: (payload: unknown) => void) => (listeners.set(event, listener), provider),
  }
  return {
    provider: provider as unknown as CoinbaseSdkProvider,
    requests,
    disconnect: provider.disconnect,
    emit: (event: string, payload: unknown) => listeners.get(event)?.(payload),
  }
}

function connectorsOf(networks: Network[], loadSdk: LoadSdk): Connector[] {
  let listed: Connector[] = []
  coinbaseConnector({ loadSdk })({ config: testConfig({ networks }) }).watch((list) => (listed = list))
  return listed
}

describe('spec 9: Coinbase connector version 4, preference default all', () => {
  it('is built on the SDK major 4 that is installed', () => {
    const sdk = JSON.parse(
      readFileSync(
        new URL('../../../node_modules/@coinbase/wallet-sdk/package.json', import.meta.url),
        'utf8',
      ),
    ) as { version: string }
    expect(COINBASE_SDK_MAJOR).toBe(4)
    expect(Number(sdk.version.split('.')[0])).toBe(COINBASE_SDK_MAJOR)
  })

  it("asks the SDK for preference { options: 'all' } with the host's name, logo and EVM chains", () => {
    const config = testConfig({
      metadata: {
        name: 'Shop',
        description: '',
        url: 'https://shop.example',
        icons: ['https://shop.example/a.png'],
      },
      networks: [...testConfig().networks, solanaDevnet],
    })
    expect(COINBASE_PREFERENCE).toEqual({ options: 'all' })
    expect(coinbaseSdkOptions(config)).toEqual({
      appName: 'Shop',
      appLogoUrl: 'https://shop.example/a.png',
      appChainIds: [31337, 31338],
      preference: { options: 'all' },
    })
    expect(coinbaseSdkOptions(testConfig()).appLogoUrl).toBeNull()
  })
})

describe('spec 1: a Coinbase-type wallet', () => {
  it('is one EVM connector named as the catalogue names it, offered only with an eip155 network', () => {
    const load = vi.fn<LoadSdk>()
    const [connector, ...rest] = connectorsOf(testConfig().networks, load)
    expect(rest).toEqual([])
    expect(connector).toMatchObject({
      id: COINBASE_CONNECTOR_ID,
      name: 'Coinbase Wallet',
      type: 'COINBASE',
      chain: 'eip155',
      info: { rdns: 'com.coinbase.wallet' },
    })
    expect(connector!.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(connectorsOf([solanaDevnet], load)).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the SDK on the first request only, once, and forwards its events to listeners added before', async () => {
    const sdk = fakeSdk({ eth_requestAccounts: ['0xabc'], eth_chainId: '0x7a69' })
    const load = vi.fn<LoadSdk>(async () => sdk.provider)
    const [connector] = connectorsOf(testConfig().networks, load)
    const changed: unknown[] = []
    connector!.provider.on!('accountsChanged', ((accounts: unknown) => changed.push(accounts)) as never)
    expect(load).not.toHaveBeenCalled()
    const [accounts, chainId] = await Promise.all([
      connector!.provider.request({ method: 'eth_requestAccounts' }),
      connector!.provider.request({ method: 'eth_chainId' }),
    ])
    expect([accounts, chainId]).toEqual([['0xabc'], '0x7a69'])
    expect(load).toHaveBeenCalledTimes(1)
    sdk.emit('accountsChanged', ['0xdef'])
    expect(changed).toEqual([['0xdef']])
  })

  it('a failed load is retried on the next request', async () => {
    const sdk = fakeSdk({ eth_accounts: [] })
    const load = vi
      .fn<LoadSdk>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(sdk.provider)
    const [connector] = connectorsOf(testConfig().networks, load)
    await expect(connector!.provider.request({ method: 'eth_accounts' })).rejects.toThrow('chunk failed')
    await expect(connector!.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
  })

  it('the extension path forwards every request, revoking included; the popup path ends its session instead', async () => {
    const extension = fakeSdk({ wallet_revokePermissions: null })
    ;(globalThis as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension = extension.provider
    try {
      const [viaExtension] = connectorsOf(testConfig().networks, async () => extension.provider)
      await viaExtension!.provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      })
      expect(extension.requests).toEqual(['wallet_revokePermissions'])
      expect(extension.disconnect).not.toHaveBeenCalled()
    } finally {
      delete (globalThis as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension
    }
    const popup = fakeSdk()
    const [viaPopup] = connectorsOf(testConfig().networks, async () => popup.provider)
    await expect(
      viaPopup!.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toBeNull()
    expect(popup.disconnect).toHaveBeenCalledTimes(1)
    expect(popup.requests).toEqual([])
  })
})
