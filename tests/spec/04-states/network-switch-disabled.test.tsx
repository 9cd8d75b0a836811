// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { NetworkButton } from '../../../runtime/react/network-button.tsx'
import { PortkitContext } from '../../../runtime/ui/bindings/context.ts'
import { AccountView } from '../../../runtime/ui/views/account-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 3, option enableNetworkSwitch ("let the visitor switch networks in the modal"): with false,
 * no control of the modal leads to the network list. Account shows the network as text, NetworkButton is no
 * button, a host opening Networks gets the start view and nothing pushes it. With true (the default) each
 * of them switches, so the test tells the two apart.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
const stops: (() => void)[] = []
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const stop of stops.splice(0)) stop()
})

async function connected(enableNetworkSwitch: boolean): Promise<Portkit> {
  const { adapter } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ enableNetworkSwitch }),
    adapters: [() => adapter],
    connectors: [() => source],
    storage: memoryStorage(),
  })
  await portkit.start()
  stops.push(() => void portkit.stop())
  await portkit.connection.connect(connector)
  return portkit
}

async function render(portkit: Portkit, node: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root!.render(<PortkitContext.Provider value={portkit}>{node}</PortkitContext.Provider>),
  )
  return container
}

const buttonNamed = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent?.includes(text))

describe('spec 3: enableNetworkSwitch', () => {
  it.each([true, false])('Account offers the network list only when it is %s', async (enabled) => {
    const portkit = await connected(enabled)
    await portkit.modal.open({ name: 'Account' })
    const view = await render(portkit, <AccountView portkit={portkit} />)
    expect(view.textContent).toContain(devnetAlpha.name)
    const row = buttonNamed(view, devnetAlpha.name)
    expect(Boolean(row)).toBe(enabled)
    await act(async () => row?.click())
    // Nothing else may push it either.
    portkit.router.push({ name: 'Networks' })
    expect(portkit.state.views.value.map(({ name }) => name)).toEqual(
      enabled ? ['Account', 'Networks'] : ['Account'],
    )
  })

  it.each([true, false])('a host opening Networks gets it only when it is %s', async (enabled) => {
    const portkit = await connected(enabled)
    await portkit.modal.open({ name: 'Networks' })
    expect(portkit.state.currentView.value.name).toBe(enabled ? 'Networks' : 'Account')
  })

  it.each([true, false])('NetworkButton is a button to the list only when it is %s', async (enabled) => {
    const portkit = await connected(enabled)
    const element = await render(portkit, <NetworkButton />)
    expect(element.textContent).toBe(devnetAlpha.name)
    const button = element.querySelector('button')
    expect(Boolean(button)).toBe(enabled)
    await act(async () => button?.click())
    expect(portkit.state.isOpen.value).toBe(enabled)
  })
})
