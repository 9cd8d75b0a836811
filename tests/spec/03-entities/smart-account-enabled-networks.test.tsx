// @vitest-environment happy-dom
import { computed, signal } from '@preact/signals-core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOASTS } from '../../../runtime/core/errors/toasts.ts'
import { CORE_STRINGS } from '../../../runtime/core/i18n/core-strings.ts'
import AccountSettingsView from '../../../runtime/features/email/account-settings-view.tsx'
import { EMAIL_STRINGS } from '../../../runtime/features/email/strings.ts'
import { devnetAlpha, devnetBeta, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { emptyChainState } from '../../../runtime/state/chain-state.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { watchSmartAccountNetworks } from '../../../runtime/features/email/frame-sync.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 3, per-chain state: the eip155 network state's smartAccountEnabledNetworks decides where
 * Account settings offers the account-type switch. On a network in the list the switch shows; elsewhere a
 * note with the spec's text ('This application might not support Smart Accounts') stands in its place,
 * so the visitor learns why, instead of pressing a switch that would only come back with the EOA.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function settings(network: Network, enabled: number[], type: 'eoa' | 'smartAccount' = 'eoa') {
  const chains = signal({
    eip155: {
      ...emptyChainState('eip155', network),
      status: 'connected' as const,
      address: EOA,
      smartAccountEnabledNetworks: enabled,
    },
  })
  const switchAccountType = vi.fn(async () => undefined)
  const account = {
    busy: signal(false),
    error: signal(undefined),
    email: signal(undefined),
    social: signal(undefined),
    accountTypes: { loading: signal(false) },
    loadSocial: async () => undefined,
    activeType: () => type,
    userEmail: () => 'ada@example.com',
    switchAccountType,
  }
  // The view's inputs only: the instance's chain state and the email feature's account API.
  const portkit = {
    feature: () => ({ account }),
    state: {
      chains,
      activeChainState: computed(() =>
        network.chainNamespace === 'eip155'
          ? chains.value.eip155
          : { ...emptyChainState(network.chainNamespace, network), status: 'connected' as const },
      ),
    },
    router: { push: vi.fn() },
    i18n: { t: (_group: string, key: keyof typeof CORE_STRINGS) => CORE_STRINGS[key] },
  }
  const props = {
    portkit,
    t: (key: keyof typeof EMAIL_STRINGS) => EMAIL_STRINGS[key],
    params: undefined,
  } as unknown as Parameters<typeof AccountSettingsView>[0]
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<AccountSettingsView {...props} />))
  const buttons = () => [...container.querySelectorAll('button')].map((button) => button.textContent)
  return { container, buttons, switchAccountType, chains }
}

describe('spec 3: smartAccountEnabledNetworks gates the account-type switch', () => {
  it('offers the switch on a network in the list', () => {
    const { buttons, container } = settings(devnetAlpha, [31337])
    expect(buttons()).toContain(EMAIL_STRINGS.switchToSmartAccount)
    expect(container.textContent).not.toContain(TOASTS.SMART_ACCOUNTS_UNSUPPORTED)
  })

  it("elsewhere shows the spec's note instead of the switch", () => {
    const { buttons, container } = settings(devnetBeta, [31337])
    expect(buttons()).not.toContain(EMAIL_STRINGS.switchToSmartAccount)
    expect(container.querySelector('[data-testid="account-settings-no-smart-account"]')?.textContent).toBe(
      TOASTS.SMART_ACCOUNTS_UNSUPPORTED,
    )
  })

  it('follows the state: the list arriving after a connect brings the switch', () => {
    const { buttons, chains } = settings(devnetAlpha, [])
    expect(buttons()).not.toContain(EMAIL_STRINGS.switchToSmartAccount)
    act(() => {
      chains.value = { eip155: { ...chains.value.eip155, smartAccountEnabledNetworks: [31337, 31338] } }
    })
    expect(buttons()).toContain(EMAIL_STRINGS.switchToSmartAccount)
  })

  it("on Solana (the embedded wallet's ed25519 account) neither the account type, the switch nor the note shows", () => {
    const { buttons, container } = settings(devnetSolana, [31337])
    expect(buttons()).not.toContain(EMAIL_STRINGS.switchToSmartAccount)
    expect(container.querySelector('[data-testid="account-settings-type"]')).toBeNull()
    expect(container.textContent).not.toContain(TOASTS.SMART_ACCOUNTS_UNSUPPORTED)
  })

  it('a smart account in use can always be switched back to the EOA', () => {
    const { buttons } = settings(devnetBeta, [], 'smartAccount')
    expect(buttons()).toContain(EMAIL_STRINGS.switchToEoa)
  })
})

describe('spec 3: smartAccountEnabledNetworks kept in the eip155 network state and in storage', () => {
  async function instance(stored?: number[]) {
    const storage = memoryStorage()
    if (stored) await storage.set(STORAGE_KEYS.smartAccountEnabledNetworks, stored)
    const { adapter } = scriptedAdapter()
    const auth = testConnector('auth', { name: 'Email', type: 'AUTH' })
    const wallet = testConnector()
    const portkit = createPortkit({
      config: testConfig(),
      adapters: [() => adapter],
      connectors: [() => fixedSource(auth, wallet)],
      storage,
    })
    await portkit.start()
    const frame = { smartAccountEnabledNetworks: vi.fn(async () => [31337, 31338]) }
    const stop = watchSmartAccountNetworks(portkit, () => frame as never)
    const networks = () => portkit.state.chains.value.eip155?.smartAccountEnabledNetworks
    return { portkit, storage, frame, networks, auth, wallet, stop }
  }

  it('starts from the stored list, then asks the frame once after an auth connection and stores its answer', async () => {
    const { portkit, storage, frame, networks, auth, stop } = await instance([31337])
    await vi.waitFor(() => expect(networks()).toEqual([31337]))
    expect(frame.smartAccountEnabledNetworks).not.toHaveBeenCalled()
    await portkit.connection.connect(auth)
    await vi.waitFor(() => expect(networks()).toEqual([31337, 31338]))
    expect(await storage.get(STORAGE_KEYS.smartAccountEnabledNetworks)).toEqual([31337, 31338])
    expect(frame.smartAccountEnabledNetworks).toHaveBeenCalledOnce()
    stop()
    portkit.stop()
  })

  it('does not ask the frame for a connection through another wallet', async () => {
    const { portkit, frame, wallet, stop } = await instance()
    await portkit.connection.connect(wallet)
    await new Promise((done) => setTimeout(done, 20))
    expect(frame.smartAccountEnabledNetworks).not.toHaveBeenCalled()
    stop()
    portkit.stop()
  })
})
