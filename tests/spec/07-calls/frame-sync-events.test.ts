import { describe, expect, it, vi } from 'vitest'
import { createAuthProvider, type AuthProviderHooks } from '../../../runtime/connectors/auth/auth-provider.ts'
import type { FrameClientOptions } from '../../../runtime/connectors/auth/frame-client.ts'
import type { FrameUser } from '../../../runtime/connectors/auth/frame-protocol.ts'
import { setThemeMode } from '../../../runtime/controllers/actions/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { watchFrameTheme } from '../../../runtime/features/email/frame-sync.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

/**
 * Spec section 7, Frame: the page's side of sync dapp data (metadata, projectId, sdk version and type) and
 * sync theme, told to each freshly loaded frame and the theme again on every change; init smart account,
 * the one step that deploys a smart account the frame user reports undeployed; and get smart account
 * enabled networks. The frame client under the provider is a recorder: its own rules are
 * secure-frame-client.test.ts's.
 */

const SMART = '0x1111111111111111111111111111111111111111'
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DAPP = {
  metadata: { name: 'Ada’s Shop', description: 'Shoes', url: 'https://shop.example', icons: [] },
  projectId: 'shop',
  sdkVersion: '0.1.0',
  sdkType: 'portkit',
}

function setup(user: Partial<FrameUser> & { address: string }, loaded = true) {
  const asked: { type: string; payload: unknown }[] = []
  let options: FrameClientOptions | undefined
  const frame = {
    loaded,
    request: vi.fn(async (type: string, payload?: unknown) => {
      asked.push({ type, payload })
      if (type === 'IS_CONNECTED') return { isConnected: true }
      if (type === 'GET_USER') return { chainId: 31337, ...user }
      if (type === 'INIT_SMART_ACCOUNT') return { address: user.address }
      if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: [31337] }
      return {}
    }),
    destroy: () => undefined,
  }
  const provider = createAuthProvider(
    {
      frameUrl: 'http://127.0.0.1:1',
      projectId: 'shop',
      chainId: 31337,
      version: '0.1.0',
      enableLogger: false,
      dappData: DAPP,
    },
    (given) => ((options = given), frame as never),
  )
  const hooks: AuthProviderHooks = {
    gate: (_method, _params, send) => send(),
    mayRestore: async () => true,
    onSignedOut: async () => undefined,
    onRefused: () => undefined,
    themeMode: () => 'light',
  }
  provider.auth.setHooks(hooks)
  return { ...provider, asked, options: options!, hooks }
}

const types = (asked: { type: string }[]) => asked.map(({ type }) => type)

describe('spec 7: sync dapp data and sync theme', () => {
  it('tells each loaded frame the app (metadata, projectId, sdk version and type), then the drawn theme', () => {
    const { options, hooks } = setup({ address: EOA })
    expect(options.syncOnLoad?.()).toEqual([
      { type: 'SYNC_DAPP_DATA', payload: DAPP },
      { type: 'SYNC_THEME', payload: { themeMode: 'light' } },
    ])
    // Asked on every load: a theme changed since then is the one told.
    hooks.themeMode = () => 'dark'
    expect(options.syncOnLoad?.()[1]).toEqual({ type: 'SYNC_THEME', payload: { themeMode: 'dark' } })
  })

  it('tells a loaded frame a theme change, and does not load a frame only to tell it', async () => {
    const loaded = setup({ address: EOA })
    await loaded.auth.syncTheme('dark')
    expect(loaded.asked).toEqual([{ type: 'SYNC_THEME', payload: { themeMode: 'dark' } }])
    const unloaded = setup({ address: EOA }, false)
    await unloaded.auth.syncTheme('dark')
    expect(unloaded.asked).toEqual([])
  })
})

describe('spec 7: init smart account', () => {
  it('is sent once, right after GET_USER, when the frame reports an undeployed smart account', async () => {
    const { provider, auth, asked } = setup({
      address: SMART,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([SMART])
    expect(types(asked)).toEqual(['GET_USER', 'INIT_SMART_ACCOUNT'])
    await vi.waitFor(() => expect(auth.user()?.smartAccountDeployed).toBe(true))
  })

  it('is not sent for a deployed smart account or an EOA', async () => {
    for (const user of [
      { address: SMART, preferredAccountType: 'smartAccount' as const, smartAccountDeployed: true },
      { address: EOA, preferredAccountType: 'eoa' as const, smartAccountDeployed: false },
    ]) {
      const { provider, asked } = setup(user)
      await provider.request({ method: 'eth_requestAccounts' })
      expect(types(asked)).toEqual(['GET_USER'])
    }
  })

  it('follows a restored login too (is connected, then the user)', async () => {
    const { provider, asked } = setup({
      address: SMART,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SMART])
    expect(types(asked)).toEqual(['IS_CONNECTED', 'GET_USER', 'INIT_SMART_ACCOUNT'])
  })
})

describe('spec 7: get smart account enabled networks', () => {
  it("answers the frame's chain ids", async () => {
    const { auth, asked } = setup({ address: EOA })
    expect(await auth.smartAccountEnabledNetworks()).toEqual([31337])
    expect(types(asked)).toEqual(['GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
  })
})

describe('spec 7: sync theme follows the host and the visitor', () => {
  it('tells the frame the drawn mode on every change of the theme mode (system resolved to light or dark)', async () => {
    const portkit = createPortkit({
      config: testConfig({ themeMode: 'dark' }),
      adapters: [],
      connectors: [],
      storage: memoryStorage(),
    })
    const frame = { syncTheme: vi.fn(async (_mode: string) => undefined) }
    const stop = watchFrameTheme(portkit, () => frame as never)
    setThemeMode(portkit, 'light')
    setThemeMode(portkit, 'system')
    setThemeMode(portkit, 'dark')
    stop()
    setThemeMode(portkit, 'light')
    // Outside a browser `system` is drawn light (no prefers-color-scheme to follow).
    expect(frame.syncTheme.mock.calls.map(([mode]) => mode)).toEqual(['dark', 'light', 'light', 'dark'])
  })
})
