import { CONNECTOR_KINDS, type ConnectorKind } from '../../runtime/config/index.ts'
import { expectArray, expectOneOf, fail } from './checks.ts'

/** Connector kinds in the host's order, each once; `walletconnect` only while WalletConnect is enabled. */
export function resolveConnectors(value: unknown, enableWalletConnect: boolean): ConnectorKind[] {
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
  return connectors
}
