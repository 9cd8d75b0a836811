import { describe, expect, it } from 'vitest'
import { coinbaseConnector } from '../../../runtime/connectors/coinbase/index.ts'
import { getWalletInfo } from '../../../runtime/controllers/actions/index.ts'
import type { Connector } from '../../../runtime/controllers/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'
import { solanaDevnet } from '../../../runtime/networks/solana.ts'

// Spec sections 3 (connectedWalletInfo) and 4 (disconnect): a connection through the Coinbase connector is
// described by its connector, and it is not a shared session: disconnecting its chain leaves the others.

function setup(solanaType: Connector['type']) {
  const config = testConfig({ networks: [devnetAlpha, solanaDevnet] })
  const evm = scriptedAdapter('eip155')
  const sol = scriptedAdapter('solana')
  sol.script.connect = () =>
    Promise.resolve({
      address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      chainReference: String(solanaDevnet.id),
    })
  // The SDK is never loaded here: the scripted adapters do the chain work.
  const coinbase = coinbaseConnector({ loadSdk: () => Promise.reject(new Error('not loaded in this test')) })
  const solConnector = testConnector(`sol-${solanaType}`, { type: solanaType, chain: 'solana' })
  const others = fixedSource(solConnector)
  const portkit = createPortkit({
    config,
    adapters: [() => evm.adapter, () => sol.adapter],
    connectors: [coinbase, () => others],
    storage: memoryStorage(),
  })
  const coinbaseFound = () => portkit.state.connectors.value.find((c) => c.type === 'COINBASE')!
  const status = (ns: 'eip155' | 'solana') => portkit.state.chains.value[ns]?.status
  return { portkit, solConnector, coinbaseFound, status }
}

describe('spec 3 and 4: a Coinbase connection', () => {
  it('connectedWalletInfo names Coinbase Wallet, its icon, its COINBASE type and rdns', async () => {
    const { portkit, coinbaseFound } = setup('ANNOUNCED')
    await portkit.start()
    await portkit.connection.connect(coinbaseFound())
    expect(getWalletInfo(portkit)).toEqual({
      name: 'Coinbase Wallet',
      icon: coinbaseFound().imageUrl,
      type: 'COINBASE',
      rdns: 'com.coinbase.wallet',
    })
  })

  it('disconnecting its chain leaves the other chains connected, whatever their connector type', async () => {
    for (const type of ['ANNOUNCED', 'WALLET_CONNECT'] as const) {
      const { portkit, solConnector, coinbaseFound, status } = setup(type)
      await portkit.start()
      await portkit.connection.connect(coinbaseFound())
      await portkit.connection.connect(solConnector)
      await portkit.connection.disconnect('eip155')
      expect([status('eip155'), status('solana')]).toEqual(['disconnected', 'connected'])
    }
  })

  it('and disconnecting another chain leaves it connected', async () => {
    const { portkit, solConnector, coinbaseFound, status } = setup('WALLET_CONNECT')
    await portkit.start()
    await portkit.connection.connect(coinbaseFound())
    await portkit.connection.connect(solConnector)
    await portkit.connection.disconnect('solana')
    expect([status('eip155'), status('solana')]).toEqual(['connected', 'disconnected'])
  })
})
