// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetBeta, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { AccountView } from '../../../runtime/ui/views/account-view.tsx'
import { NetworksView } from '../../../runtime/ui/views/networks-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec sections 2 and 4, namespaces: with only an EVM wallet connected, a Solana network's Account shows the
 * network and Connect Wallet (a Solana wallet is needed there), never an empty dialog, whether the visitor
 * chose it in Networks or the host switched; another EVM network shows its account.
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

async function onNetworks() {
  const evm = scriptedAdapter()
  const solana = scriptedAdapter('solana')
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ networks: [devnetAlpha, devnetBeta, devnetSolana], adapters: ['eip155', 'solana'] }),
    adapters: [() => evm.adapter, () => solana.adapter],
    connectors: [() => source],
    storage: memoryStorage(),
  })
  await portkit.start()
  stops.push(() => void portkit.stop())
  await portkit.connection.connect(connector)
  await portkit.modal.open({ name: 'Account' })
  portkit.router.push({ name: 'Networks' })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<NetworksView portkit={portkit} />))
  const choose = (name: string) =>
    act(async () =>
      [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(name))!.click(),
    )
  return { portkit, choose }
}

describe('spec 4: switching to a network of another namespace', () => {
  it('Solana with only an EVM wallet connected: back to Account, which offers Connect Wallet', async () => {
    const { portkit, choose } = await onNetworks()
    await choose(devnetSolana.name)
    await expect.poll(() => portkit.state.views.value.map(({ name }) => name)).toEqual(['Account'])
    expect(portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe(devnetSolana.caipNetworkId)
    act(() => root!.render(<AccountView portkit={portkit} />))
    const container = document.body.lastElementChild as HTMLElement
    expect(container.textContent).toContain(devnetSolana.name)
    const connect = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')!
    await act(async () => connect.click())
    expect(portkit.state.views.value.map(({ name }) => name)).toEqual(['Connect'])
  })

  it('another EVM network: back to Account', async () => {
    const { portkit, choose } = await onNetworks()
    await choose(devnetBeta.name)
    await expect.poll(() => portkit.state.views.value.map(({ name }) => name)).toEqual(['Account'])
  })

  it('Account while a host switched to Solana: the network and Connect Wallet, which leads to Connect', async () => {
    const { portkit } = await onNetworks()
    await act(async () => portkit.network.switchNetwork(devnetSolana.caipNetworkId))
    act(() => root!.render(<AccountView portkit={portkit} />))
    const container = document.body.lastElementChild as HTMLElement
    expect(container.textContent).toContain(devnetSolana.name)
    const connect = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')!
    await act(async () => connect.click())
    expect(portkit.state.views.value.map(({ name }) => name)).toEqual(['Connect'])
  })

  it('the offer goes when the EVM wallet disconnects while it shows: nothing is connected any more', async () => {
    const { portkit } = await onNetworks()
    await act(async () => portkit.network.switchNetwork(devnetSolana.caipNetworkId))
    act(() => root!.render(<AccountView portkit={portkit} />))
    const container = document.body.lastElementChild as HTMLElement
    expect(container.textContent).toContain('Connect Wallet')
    await act(async () => portkit.connection.disconnect('eip155'))
    expect(portkit.connection.status.value).toBe('disconnected')
    expect(container.textContent).not.toContain('Connect Wallet')
  })
})
