import { eip155Adapter } from '../../runtime/adapters/eip155/index.ts'
import type {
  ChainAdapter,
  ChainSession,
  Connector,
  ConnectorSource,
  WalletEvents,
} from '../../runtime/controllers/types.ts'
import type { ChainNamespace } from '../../runtime/core/types.ts'
import { testConfig } from './config.ts'

/**
 * Our own ChainAdapter interface driven by the test, to force the failures and delays that the
 * connection rules are about. The real viem adapter is exercised against anvil in the e2e suite; its
 * transfers (estimate, send, receipt) run here too unless a test scripts them.
 */
export function scriptedAdapter(namespace: ChainNamespace = 'eip155') {
  const evm = eip155Adapter()({ config: testConfig() })
  const script = {
    connect: (): Promise<ChainSession> =>
      Promise.resolve({ address: '0x1111111111111111111111111111111111111111', chainReference: '31337' }),
    reconnect: (): Promise<ChainSession | undefined> => Promise.resolve(undefined),
    disconnect: (): Promise<void> => Promise.resolve(),
    switchNetwork: (_caipNetworkId: string): Promise<void> => Promise.resolve(),
    balance: 10n ** 18n,
    events: undefined as WalletEvents | undefined,
    estimateTransferFee: evm.estimateTransferFee,
    sendTransfer: evm.sendTransfer,
    waitForReceipt: evm.waitForReceipt,
  }
  const adapter: ChainAdapter = {
    // The host actions (sign, send, contracts...) are the real viem adapter's unless a test replaces them.
    ...evm,
    namespace,
    connect: () => script.connect(),
    reconnect: () => script.reconnect(),
    disconnect: () => script.disconnect(),
    switchNetwork: (_connector, network) => script.switchNetwork(network.caipNetworkId),
    getBalance: async (_address, network) => ({
      value: script.balance,
      decimals: 18,
      symbol: network.nativeCurrency.symbol,
    }),
    watch: (_connector, events) => {
      script.events = events
      return () => {
        script.events = undefined
      }
    },
    estimateTransferFee: (network, transfer) => script.estimateTransferFee(network, transfer),
    sendTransfer: (connector, network, transfer) => script.sendTransfer(connector, network, transfer),
    waitForReceipt: (network, hash) => script.waitForReceipt(network, hash),
  }
  return { adapter, script }
}

export function testConnector(
  id = 'eip6963:dev.portkit.testwallet',
  overrides: Partial<Connector> = {},
): Connector {
  return {
    id,
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    provider: { request: async () => null },
    ...overrides,
  }
}

/** A connector source whose wallets are there from the start and never change (a test's installed wallets). */
export function fixedSource(...connectors: Connector[]): ConnectorSource {
  return { kind: 'test', watch: (onChange) => (onChange(connectors), () => undefined) }
}
