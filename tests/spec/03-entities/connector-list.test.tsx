// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/** Spec section 3, Connector: the wallet list shows connectors merged and with normalised names. */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('spec 3: the Connect view lists the merged connectors', () => {
  it('shows an announced "Trust Wallet" as "Trust", and connecting it uses the announced connector', async () => {
    const { adapter } = scriptedAdapter()
    const trust = testConnector('eip6963:com.trustwallet.app', { name: 'Trust Wallet' })
    const source = fixedSource(trust)
    const portkit = createPortkit({
      config: testConfig(),
      adapters: [() => adapter],
      connectors: [() => source],
      storage: memoryStorage(),
    })
    await portkit.start()
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() => root!.render(<ConnectView portkit={portkit} />))

    const names = [...container.querySelectorAll('.row .name')].map((n) => n.textContent)
    expect(names).toContain('Trust')
    expect(names).not.toContain('Trust Wallet')

    await act(async () => {
      container.querySelector<HTMLButtonElement>('.row')!.click()
    })
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(portkit.state.chains.value.eip155?.connectorId).toBe('eip6963:com.trustwallet.app')
  })
})
