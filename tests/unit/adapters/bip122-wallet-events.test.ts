import { expect, it } from 'vitest'
import { bip122Adapter } from '../../../runtime/adapters/bip122/index.ts'
import {
  BITCOIN_NETWORK_CHANGED,
  BITCOIN_PROVIDER_METHODS,
  type BitcoinNetworkChange,
} from '../../../runtime/core/bitcoin-provider-methods.ts'
import type { Connector } from '../../../runtime/controllers/types.ts'
import { bitcoinTestnet, devnetBitcoin } from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'

// The wallet moving itself (sats-connect's network change) is otherwise covered only by tests/e2e/bitcoin.
const regtest = { address: 'bcrt1-regtest-account', publicKey: '02', chains: ['bitcoin:regtest'] }
const testnet = { address: 'tb1-testnet-account', publicKey: '02', chains: ['bitcoin:testnet'] }

function walletWithEvents() {
  const listeners = new Map<string, (payload: never) => void>()
  const connector: Connector = {
    id: 'moving-wallet',
    name: 'Moving Wallet',
    type: 'ANNOUNCED',
    chain: 'bip122',
    provider: {
      request: ({ method }) =>
        method === BITCOIN_PROVIDER_METHODS.requestAccounts
          ? Promise.resolve([regtest, testnet])
          : Promise.reject(new TypeError(method)),
      on: (event, listener) => void listeners.set(event, listener as (payload: never) => void),
      removeListener: (event) => void listeners.delete(event),
    },
  }
  const emit = (event: string, payload: unknown) => listeners.get(event)?.(payload as never)
  return { connector, listeners, emit }
}

it("follows the wallet's own network change, its account list on the selected chain, and stops listening", async () => {
  const config = testConfig({
    networks: [devnetBitcoin, bitcoinTestnet],
    defaultNetwork: devnetBitcoin.caipNetworkId,
    adapters: ['bip122'],
  })
  const adapter = bip122Adapter()({ config })
  const { connector, listeners, emit } = walletWithEvents()
  expect(await adapter.connect(connector)).toEqual({
    address: regtest.address,
    chainReference: String(devnetBitcoin.id),
  })
  const chains: string[] = []
  const accounts: string[][] = []
  const stop = adapter.watch(connector, {
    onAccountsChanged: (addresses) => accounts.push(addresses),
    onChainChanged: (reference) => chains.push(reference),
    onDisconnect: () => undefined,
  })

  const moved: BitcoinNetworkChange = {
    chain: 'bitcoin:testnet',
    name: 'Testnet',
    accounts: [regtest, testnet],
  }
  emit(BITCOIN_NETWORK_CHANGED, moved)
  // The selected chain is now testnet: of the wallet's whole list, the session follows its testnet account.
  emit('accountsChanged', [regtest.address, testnet.address])
  emit(BITCOIN_NETWORK_CHANGED, { chain: 'bitcoin:elsewhere', name: 'Elsewhere', accounts: [] })
  expect(chains).toEqual([String(bitcoinTestnet.id), 'Elsewhere'])
  expect(accounts).toEqual([[testnet.address], [testnet.address], []])

  stop()
  expect([...listeners.keys()]).toEqual([])
})
