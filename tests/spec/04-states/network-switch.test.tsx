// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetBeta } from '../../../runtime/networks/devnet.ts'
import { NetworksView } from '../../../runtime/ui/views/networks-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec sections 2 and 4: choosing a network in Networks switches through the wallet and goes back to
 * Account. The switch is done when the wallet has switched; the new network's balance loads after it
 * (`balanceLoading`), so a slow balance read never holds the visitor on Networks, and the old network's
 * balance is not shown beside the new network's name meanwhile.
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

/** A connected visitor on Networks (opened from Account), with a balance read the test answers. */
async function onNetworksView() {
  const { adapter } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig(),
    adapters: [() => adapter],
    connectors: [() => source],
    storage: memoryStorage(),
  })
  await portkit.start()
  stops.push(() => void portkit.stop())
  await portkit.connection.connect(connector)
  await expect.poll(() => portkit.state.activeChainState.value?.balanceLoading).toBe(false)

  const reads: { network: string; answer(value: bigint): void }[] = []
  adapter.getBalance = (_address, network) =>
    new Promise((resolve) =>
      reads.push({
        network: network.caipNetworkId,
        answer: (value) => resolve({ value, decimals: 18, symbol: network.nativeCurrency.symbol }),
      }),
    )
  await portkit.modal.open({ name: 'Account' })
  portkit.router.push({ name: 'Networks' })

  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<NetworksView portkit={portkit} />))
  return { portkit, container, reads }
}

describe('spec 4: switching the network from the Networks view', () => {
  it('goes back to Account once the wallet switched, while the new balance is still loading', async () => {
    const { portkit, container, reads } = await onNetworksView()
    const beta = [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes(devnetBeta.name),
    )!
    await act(async () => beta.click())

    await expect.poll(() => portkit.state.views.value.map((view) => view.name)).toEqual(['Account'])
    expect(portkit.state.isOpen.value).toBe(true)
    const chain = portkit.state.activeChainState.value!
    expect(chain.caipNetwork?.caipNetworkId).toBe(devnetBeta.caipNetworkId)
    expect(chain.balanceLoading).toBe(true)
    expect(chain.balance).toBeUndefined()

    // The read for the new network answers later, and its balance shows then.
    expect(reads.map((read) => read.network)).toContain(devnetBeta.caipNetworkId)
    act(() => reads.find((read) => read.network === devnetBeta.caipNetworkId)!.answer(2n * 10n ** 18n))
    await expect.poll(() => portkit.state.activeChainState.value?.balance?.formatted).toBe('2.000')
    expect(portkit.state.activeChainState.value?.balanceLoading).toBe(false)
  })
})
