import { effect } from '@preact/signals-core'
import type { Config } from 'wagmi'
import { eip155Session, type PortkitBridgeHost } from './eip155-session.ts'

/**
 * wagmi's status follows Portkit's start-up re-sync (spec 4, wallet-level "reconnecting"): while Portkit
 * restores a stored session wagmi says `reconnecting`, as for a session of its own, where its mount-time
 * reconnect would say `connecting` or `disconnected` before Portkit's wallet answered. When the re-sync
 * ends without a session (and wagmi has no other connection) it says `disconnected`; a restored session
 * reaches wagmi as a connect. Returns the stopper.
 */
export function followRestore(portkit: PortkitBridgeHost, config: Config): () => void {
  let restoring = false
  const correct = () => {
    const { status, current } = config.state
    if (restoring && status !== 'connected' && status !== 'reconnecting')
      config.setState((state) => ({ ...state, status: 'reconnecting' }))
    else if (!restoring && status === 'reconnecting' && current === null && !eip155Session(portkit))
      config.setState((state) => ({ ...state, status: 'disconnected' }))
  }
  const unsubscribe = config.subscribe((state) => state.status, correct)
  const stop = effect(() => {
    const wasRestoring = restoring
    restoring = portkit.connection.status.value === 'reconnecting'
    if (restoring || wasRestoring) correct()
  })
  return () => {
    stop()
    unsubscribe()
  }
}
