import { effect } from '@preact/signals-core'
import { UserRejectedRequestError, type Chain } from 'viem'
import { ChainNotConfiguredError, ProviderNotFoundError, type createConnector } from 'wagmi'
import { UserRejectedError } from '../../core/errors.ts'
import type { Eip1193Provider } from '../../core/types.ts'
import { eip155Session, type Eip155Session, type PortkitBridgeHost } from './eip155-session.ts'

/** What wagmi hands a connector: its chains and the emitter it hears the connector's changes on. */
export type ConnectorConfig = Parameters<Parameters<typeof createConnector<Eip1193Provider>>[0]>[0]

/** Resolves when Portkit's eip155 chain connects; rejects when the modal closes first. */
export function whenConnected(portkit: PortkitBridgeHost): Promise<Eip155Session> {
  return new Promise((resolve, reject) => {
    let seenOpen = false
    // The effect may settle on its first run, before `stop` is assigned: stop it a microtask later.
    const finish = (settle: () => void) => {
      queueMicrotask(() => stop())
      settle()
    }
    const stop = effect(() => {
      const current = eip155Session(portkit)
      const open = portkit.state.isOpen.value
      if (current) return finish(() => resolve(current))
      if (open) seenOpen = true
      else if (seenOpen)
        // viem's 4001 error, which wagmi and its hosts know, over the catalogue's user rejection.
        finish(() => reject(new UserRejectedRequestError(new UserRejectedError())))
    })
  })
}

/** Switches Portkit to the eip155 network with `chainId`, which both wagmi's and Portkit's configs list. */
export async function switchTo(
  portkit: PortkitBridgeHost,
  config: ConnectorConfig,
  chainId: number,
): Promise<Chain> {
  const chain = config.chains.find((candidate) => candidate.id === chainId)
  const network = portkit.state.config.networks.find(
    (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
  )
  if (!chain || !network) throw new ChainNotConfiguredError()
  await portkit.network.switchNetwork(network.caipNetworkId)
  return chain
}

/** Tells wagmi's emitter what changed between two readings of the eip155 connection. */
function emitChange(
  config: ConnectorConfig,
  previous: Eip155Session | undefined,
  current: Eip155Session | undefined,
): void {
  if (previous && !current) config.emitter.emit('disconnect')
  else if (!previous && current)
    config.emitter.emit('connect', { accounts: [current.address], chainId: current.chainId })
  else if (previous && current) {
    if (previous.address !== current.address) config.emitter.emit('change', { accounts: [current.address] })
    if (previous.chainId !== current.chainId) config.emitter.emit('change', { chainId: current.chainId })
  }
}

/** Mirrors Portkit's eip155 connection into wagmi's emitter; returns the stopper. */
export function mirrorSession(portkit: PortkitBridgeHost, config: ConnectorConfig): () => void {
  let last = eip155Session(portkit)
  return effect(() => {
    const current = eip155Session(portkit)
    const previous = last
    last = current
    emitChange(config, previous, current)
  })
}

/** The connection to hand wagmi: the current one, a restored one, or one the visitor makes in the modal. */
export async function sessionToConnect(
  portkit: PortkitBridgeHost,
  isReconnecting: boolean | undefined,
): Promise<Eip155Session> {
  let current = eip155Session(portkit)
  if (!current && isReconnecting) {
    // A stored Portkit session may still be re-syncing; a reconnect never prompts.
    await portkit.environment.whenReady()
    current = eip155Session(portkit)
    if (!current) throw new ProviderNotFoundError()
  }
  if (current) return current
  const connected = whenConnected(portkit)
  await portkit.modal.open()
  return connected
}
