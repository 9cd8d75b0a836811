import { CONNECTOR_KINDS, type ConnectorKind } from '../../runtime/config/index.ts'
import type { Network } from '../../runtime/core/types.ts'
import { installedBesidePortkit, peerInstallLine } from './check-optional-peers.ts'
import { expectArray, expectOneOf, fail } from './checks.ts'

/** The optional peer the `coinbase` connector loads in the browser. */
const COINBASE_SDK = '@coinbase/wallet-sdk'

/**
 * Connector kinds in the host's order, each once; `walletconnect` only while WalletConnect is enabled;
 * `coinbase` only with an eip155 network and its SDK installed.
 */
export function resolveConnectors(
  value: unknown,
  enableWalletConnect: boolean,
  networks: readonly Network[] = [],
  isInstalled: (name: string) => boolean = (name) => installedBesidePortkit(name),
): ConnectorKind[] {
  const connectors = expectArray(value, 'connectors', { nonEmpty: true }).map((kind, i) =>
    expectOneOf(kind, `connectors[${i}]`, CONNECTOR_KINDS),
  )
  connectors.forEach((kind, i) => {
    if (connectors.indexOf(kind) !== i) fail(`connectors[${i}]`, `duplicate connector ${kind}`)
  })
  if (!enableWalletConnect && connectors.includes('walletconnect')) {
    fail(
      `connectors[${connectors.indexOf('walletconnect')}]`,
      'walletconnect is listed but enableWalletConnect is false',
    )
  }
  if (connectors.includes('coinbase')) checkCoinbase(connectors.indexOf('coinbase'), networks, isInstalled)
  return connectors
}

/** Coinbase Wallet SDK 4 connects EVM accounts only, and it is an optional peer the app installs. */
function checkCoinbase(index: number, networks: readonly Network[], isInstalled: (name: string) => boolean) {
  if (!networks.some((network) => network.chainNamespace === 'eip155')) {
    fail(`connectors[${index}]`, 'coinbase connects EVM accounts only: add an eip155 network or remove it')
  }
  if (!isInstalled(COINBASE_SDK)) {
    fail(`connectors[${index}]`, `coinbase needs the Coinbase Wallet SDK: ${peerInstallLine([COINBASE_SDK])}`)
  }
}
