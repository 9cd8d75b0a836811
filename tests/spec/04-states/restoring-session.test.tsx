// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAccount, type AccountInfo } from '../../../runtime/react/hooks.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { renderWithPortkit } from '../../support/render-portkit.tsx'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 4, stored connected -> connecting: a visitor who opens the modal while the session of an
 * earlier visit is being restored sees the loading state (never Connect first), then Account; hosts see
 * `isReconnecting` meanwhile (useAccount).
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x1111111111111111111111111111111111111111'
let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

async function restoringApp() {
  const { adapter, script } = scriptedAdapter()
  const connector = testConnector()
  let finish!: () => void
  script.reconnect = () =>
    new Promise((resolve) => (finish = () => resolve({ address: ADDRESS, chainReference: '31337' })))
  const source = fixedSource(connector)
  let account: AccountInfo | undefined
  function Probe() {
    account = useAccount()
    return null
  }
  const view = await renderWithPortkit(
    {
      config: testConfig(),
      adapters: [() => adapter],
      connectors: [() => source],
      storage: memoryStorage({
        [STORAGE_KEYS.connectionStatus('eip155')]: 'connected',
        [STORAGE_KEYS.connectorId('eip155')]: connector.id,
      }),
    },
    <Probe />,
  )
  root = view.root
  return { portkit: view.portkit, account: () => account!, finish: () => finish() }
}

const shadow = () => document.querySelector('[data-portkit-modal]')?.shadowRoot
const title = () => shadow()?.querySelector('#pk-title')?.textContent

describe('spec 4: opening while the stored session re-syncs', () => {
  it('shows loading, not Connect, then Account; useAccount says isReconnecting meanwhile', async () => {
    const { portkit, account, finish } = await restoringApp()
    await vi.waitFor(() => expect(account().isReconnecting).toBe(true))

    let opened: Promise<void> | undefined
    await act(async () => void (opened = portkit.modal.open()))
    await vi.waitFor(
      async () => {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
        expect(title()).toBe('Loading')
      },
      { timeout: 10_000 },
    )
    expect(shadow()?.querySelector('[role="status"][aria-busy="true"]')?.textContent).toBe('Loading')
    expect(shadow()?.textContent).not.toContain('Connect Wallet')

    await act(async () => {
      finish()
      await opened
    })
    expect(title()).toBe('Account')
    expect(account()).toMatchObject({ isReconnecting: false, isConnected: true, address: ADDRESS })
  })
})
