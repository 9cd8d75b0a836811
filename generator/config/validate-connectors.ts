import { createRequire } from 'node:module'
import { CONNECTOR_KINDS, type ConnectorKind } from '../../runtime/config/index.ts'
import type { Network } from '../../runtime/core/types.ts'
import { expectArray, expectOneOf, fail } from './checks.ts'

/** The optional peer the `coinbase` connector loads in the browser, at the range portkit is tested with. */
export const COINBASE_SDK_INSTALL = 'npm install @coinbase/wallet-sdk@^4.4.0'

/**
 * Connector kinds in the host's order, each once; `walletconnect` only while WalletConnect is enabled;
 * `coinbase` only with an eip155 network and its SDK installed.
 */
export function resolveConnectors(
  value: unknown,
  enableWalletConnect: boolean,
  networks: readonly Network[] = [],
  isInstalled: (name: string) => boolean = installedBesidePortkit,
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
  if (!isInstalled('@coinbase/wallet-sdk')) {
    fail(`connectors[${index}]`, `coinbase needs the Coinbase Wallet SDK: ${COINBASE_SDK_INSTALL}`)
  }
}

/** Whether the bundler finds `name` from portkit's own folder, where the generated entry imports it from. */
function installedBesidePortkit(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(`${name}/package.json`)
    return true
  } catch {
    return false
  }
}
