import { describe, expect, it } from 'vitest'
import { createConnectorsView } from '../../../runtime/controllers/connectors.ts'
import { isInstalledBrowserWallet } from '../../../runtime/controllers/connect-order.ts'
import {
  connectorOnNamespace,
  mergeConnectors,
  normaliseConnectorName,
} from '../../../runtime/controllers/merge-connectors.ts'
import { installedConnectorFor } from '../../../runtime/controllers/wallet-selection.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { testConfig } from '../../support/config.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

describe('spec 3: connectors with the same name across chains merge', () => {
  it('into one multi-chain entry holding each chain', () => {
    const evm = testConnector('phantom-evm', { name: 'Phantom' })
    const sol = testConnector('phantom-sol', { name: 'Phantom', chain: 'solana' })
    const other = testConnector('metamask', { name: 'MetaMask' })
    const merged = mergeConnectors([evm, other, sol])
    expect(merged.map((c) => [c.name, c.type])).toEqual([
      ['Phantom', 'MULTI_CHAIN'],
      ['MetaMask', 'ANNOUNCED'],
    ])
    expect(merged[0]?.connectors?.map((c) => c.id)).toEqual(['phantom-evm', 'phantom-sol'])
  })

  it('typed AUTH when the first is the auth connector', () => {
    const merged = mergeConnectors([
      testConnector('auth', { name: 'Email', type: 'AUTH' }),
      testConnector('auth-sol', { name: 'Email', type: 'AUTH', chain: 'solana' }),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.type).toBe('AUTH')
  })

  it('typed MULTI_CHAIN when the auth connector is not the first', () => {
    const merged = mergeConnectors([
      testConnector('a', { name: 'Same' }),
      testConnector('b', { name: 'Same', type: 'AUTH', chain: 'solana' }),
    ])
    expect(merged[0]?.type).toBe('MULTI_CHAIN')
  })

  it('a single-chain connector stays as it is', () => {
    const only = testConnector('x', { name: 'Solo' })
    expect(mergeConnectors([only])).toEqual([{ ...only }])
  })

  it('two connectors of one name on the same chain do not make a multi-chain entry', () => {
    const merged = mergeConnectors([testConnector('a', { name: 'Dup' }), testConnector('b', { name: 'Dup' })])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.id).toBe('a')
    expect(merged[0]?.connectors).toBeUndefined()
  })
})

describe('spec 3: a multi-chain entry is one wallet on each of its chains', () => {
  const evm = testConnector('phantom-evm', { name: 'Phantom' })
  const sol = testConnector('phantom-sol', { name: 'Phantom', chain: 'solana', type: 'ANNOUNCED' })
  const [entry] = mergeConnectors([evm, sol]) as [ReturnType<typeof mergeConnectors>[number]]

  it("connects the wallet on the active network's namespace, else its first chain", () => {
    expect(connectorOnNamespace(entry, 'solana').id).toBe('phantom-sol')
    expect(connectorOnNamespace(entry, 'eip155').id).toBe('phantom-evm')
    expect(connectorOnNamespace(entry, 'bip122').id).toBe('phantom-evm')
    expect(connectorOnNamespace(evm, 'solana').id).toBe('phantom-evm')
  })

  it('counts as an installed browser wallet when its chains are', () => {
    expect(entry.type).toBe('MULTI_CHAIN')
    expect(isInstalledBrowserWallet(entry)).toBe(true)
    const sdkOnly = mergeConnectors([
      testConnector('cb-evm', { name: 'Coinbase Wallet', type: 'COINBASE' }),
      testConnector('cb-sol', { name: 'Coinbase Wallet', type: 'COINBASE', chain: 'solana' }),
    ])[0]!
    expect(isInstalledBrowserWallet(sdkOnly)).toBe(false)
  })

  it("the catalogue's wallet opens its connector on the active namespace", () => {
    const wallet = { id: 'phantom', name: 'Phantom' } as Parameters<typeof installedConnectorFor>[0]
    expect(installedConnectorFor(wallet, [evm, sol], 'solana')?.id).toBe('phantom-sol')
    expect(installedConnectorFor(wallet, [evm, sol], 'eip155')?.id).toBe('phantom-evm')
    expect(
      installedConnectorFor({ ...wallet, name: 'Trust Wallet' }, [testConnector('t', { name: 'Trust' })])?.id,
    ).toBe('t')
  })
})

describe('spec 3: the name Trust Wallet is normalised to Trust', () => {
  it('normalises the name', () => {
    expect(normaliseConnectorName('Trust Wallet')).toBe('Trust')
    expect(normaliseConnectorName('MetaMask')).toBe('MetaMask')
  })

  it('so Trust Wallet on EVM and Trust on Solana merge', () => {
    const merged = mergeConnectors([
      testConnector('trust-evm', { name: 'Trust Wallet' }),
      testConnector('trust-sol', { name: 'Trust', chain: 'solana' }),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.name).toBe('Trust')
    expect(merged[0]?.type).toBe('MULTI_CHAIN')
  })
})

describe('spec 3: active connector ids are kept per namespace', () => {
  it('maps each namespace to its connector', () => {
    const state = createState(testConfig())
    const view = createConnectorsView(state)
    expect(view.activeConnectorIds.value).toEqual({})
    updateChain(state, 'eip155', { connectorId: 'eip6963:io.metamask' })
    updateChain(state, 'solana', { connectorId: 'phantom-sol' })
    expect(view.activeConnectorIds.value).toEqual({ eip155: 'eip6963:io.metamask', solana: 'phantom-sol' })
  })

  it('the merged list follows the discovered connectors', () => {
    const state = createState(testConfig())
    const view = createConnectorsView(state)
    state.connectors.value = [testConnector('a', { name: 'Trust Wallet' })]
    expect(view.merged.value.map((c) => c.name)).toEqual(['Trust'])
  })
})

describe('spec 3 adapters: the chains `universal` leaves to WalletConnect list no browser wallet', () => {
  it('keeps the WalletConnect session and the embedded login there, and browser wallets elsewhere', async () => {
    const pairing = testConnector('walletConnect', { name: 'WalletConnect', type: 'WALLET_CONNECT' })
    const found = [
      testConnector('eip6963:evm', { name: 'EVM wallet' }),
      testConnector('sol', { name: 'Solana wallet', chain: 'solana' }),
      testConnector('auth-sol', { name: 'Email', type: 'AUTH', chain: 'solana' }),
      { ...pairing, pairing: {} as NonNullable<typeof pairing.pairing> },
      {
        ...pairing,
        id: 'walletConnect-sol',
        chain: 'solana' as const,
        pairing: {} as NonNullable<typeof pairing.pairing>,
      },
    ]
    const portkit = createPortkit({
      config: testConfig({ networks: [devnetAlpha, devnetSolana], walletConnectOnly: ['solana'] }),
      adapters: [],
      connectors: [() => ({ kind: 'test', watch: (onChange) => (onChange(found), () => undefined) })],
      storage: memoryStorage(),
    })
    await portkit.start()
    expect(portkit.state.connectors.value.map((c) => c.id)).toEqual([
      'eip6963:evm',
      'auth-sol',
      'walletConnect',
      'walletConnect-sol',
    ])
    await portkit.stop()
  })
})
