import { ConnectorAlreadyConnectedError } from '../../../core/errors.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import { updateChain } from '../../../state/create-state.ts'
import type { Connector } from '../../types.ts'
import type { ConnectionHost } from './context.ts'
import { establish } from './establish.ts'

/** Connects the connector; called again while that connect is under way, it waits for the same one. */
export function connect(host: ConnectionHost, connector: Connector): Promise<void> {
  const { connecting } = host.state
  const key = `${connector.chain} ${connector.id}`
  const pending = connecting.get(key)
  if (pending) return pending
  const attempt = connectOnce(host, connector).finally(() => connecting.delete(key))
  connecting.set(key, attempt)
  return attempt
}

async function connectOnce(host: ConnectionHost, connector: Connector): Promise<void> {
  const { portkit, storage } = host
  const namespace = connector.chain
  const before = portkit.chains.value[namespace]
  if (before?.status === 'connected' && before.connectorId === connector.id) {
    throw new ConnectorAlreadyConnectedError()
  }
  updateChain(portkit, namespace, { status: 'connecting' })
  try {
    await establish(host, connector, await host.adapterFor(namespace).connect(connector))
    // A new session starts on the wallet's own first account, not on one picked in an earlier one.
    await storage.remove(STORAGE_KEYS.selectedAccount(namespace))
  } catch (error) {
    // A failed attempt leaves an existing connection as it was.
    updateChain(portkit, namespace, { status: before?.address ? 'connected' : 'disconnected' })
    throw error
  }
  host.announce?.('connected', namespace)
  // For the host's useEvents only: the analytics service is not sent it.
  host.events?.publish({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: { namespace, connector: connector.id, name: connector.name },
  })
}
