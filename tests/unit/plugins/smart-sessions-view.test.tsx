// @vitest-environment happy-dom
import { listedSmartSession } from '../../fixtures/listed-smart-session.ts'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import smartSessionsPlugin from '../../../plugins/smart-sessions/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { testConfig } from '../../support/config.ts'
import { recordingWallet } from '../../support/host-wallet.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// The smart-sessions view (issue 13): the list with Revoke; while the wallet is asked, Cancel aborts the
// unsafe request (spec section 6) and nothing is posted; a wallet without the capability reads the spec text.

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PCI = `0x${'cd'.repeat(32)}`
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function harness(capabilities: unknown) {
  const session = listedSmartSession(PCI, ADDRESS)
  // The view runs in happy-dom, whose fetch applies CORS like a browser.
  const server = await recordingServer((request, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') return json(res, 204)
    json(res, 200, request.method === 'GET' ? { pcis: [session] } : { success: true })
  })
  cleanups.push(() => server.close())
  const wallet = recordingWallet({ address: ADDRESS, chainId: 31337 })
  wallet.answers.wallet_getCapabilities = () => capabilities
  const connector = testConnector('eip6963:test', { provider: wallet.provider })
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ networks: [devnetAlpha], services: { dataApi: server.url } }),
    adapters: [eip155Adapter()],
    connectors: [() => source],
    plugins: [smartSessionsPlugin],
    storage: memoryStorage(),
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  cleanups.push(() => portkit.stop())
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root!.render(<PluginViewHost portkit={portkit} view={{ name: 'smart-sessions/SmartSessions' }} />),
  )
  return {
    portkit,
    container,
    wallet,
    posted: () =>
      server.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/revoke')),
  }
}

async function waitFor<T>(read: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read()
    if (value) return value
    await act(() => new Promise((done) => setTimeout(done, 20)))
  }
  throw new Error('timed out waiting for the view')
}

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === text)

describe('smart-sessions view', () => {
  it('lists the session; Cancel while the wallet is asked aborts the revocation and posts nothing', async () => {
    const { container, wallet, posted } = await harness({ '0x7a69': { permissions: { supported: true } } })
    wallet.answers.wallet_revokePermissions = () => new Promise(() => undefined)
    const row = await waitFor(() => container.querySelector('li.session'))
    expect(row.textContent).toContain('Active')
    expect(row.textContent).toContain('0.01 ETH')
    await act(async () => button(container, 'Revoke')!.click())
    const status = await waitFor(() => container.querySelector('[role="status"]'))
    expect(status.textContent).toContain('Confirm in your wallet…')
    await act(async () => button(container, 'Cancel')!.click())
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Request was aborted')
    expect(container.querySelector('[role="status"]')).toBeNull()
    expect(posted()).toEqual([])
    expect(button(container, 'Revoke')).toBeDefined()
  })

  it("says 'This application might not support Smart Accounts' for a wallet without the capability", async () => {
    const { container } = await harness({})
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('This application might not support Smart Accounts')
  })

  it('shows its alerts in the active locale: the core toasts and its own texts (German)', async () => {
    const { portkit, container, wallet } = await harness({})
    await act(() => portkit.i18n.setLocale('de'))
    await waitFor(() => container.querySelector('li.session'))
    const unsupported = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(unsupported.textContent).toBe('Diese Anwendung unterstützt Smart Accounts möglicherweise nicht')
    wallet.answers.wallet_revokePermissions = () =>
      Promise.reject(Object.assign(new Error('no'), { code: 4001 }))
    await act(async () => button(container, 'Widerrufen')!.click())
    const declined = await waitFor(() =>
      [...container.querySelectorAll('[role="alert"]')].find(
        (alert) => alert.textContent !== unsupported.textContent,
      ),
    )
    expect(declined.textContent).toBe('Signatur abgelehnt')
    act(() => {
      portkit.feature('smart-sessions').error.value = { key: 'revokeFailed' }
    })
    expect(container.textContent).toContain(
      'Die Session konnte nicht widerrufen werden. Versuche es später erneut.',
    )
  })
})
