import { CHAIN_NAMESPACES, type ChainNamespace } from '../core/types.ts'

/** What one tab tells the other tabs of its app after its own connection changed. */
export interface TabMessage {
  type: 'portkit:connection'
  event: 'connected' | 'disconnected'
  namespace: ChainNamespace
}

/** The other tabs of one app, reached through a BroadcastChannel; `post` never reaches the sender. */
export interface TabChannel {
  post(message: TabMessage): void
  close(): void
}

/** One channel per app: tabs of another app on the same origin do not follow this one. */
export function tabChannelName(projectId: string): string {
  return `portkit:${projectId}`
}

/**
 * A message from another tab, checked field by field: anything else posted on the channel (another
 * version, a script of the page) is ignored, never acted on.
 */
export function parseTabMessage(data: unknown): TabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, event, namespace } = data as Record<string, unknown>
  if (type !== 'portkit:connection') return undefined
  if (event !== 'connected' && event !== 'disconnected') return undefined
  if (!(CHAIN_NAMESPACES as readonly unknown[]).includes(namespace)) return undefined
  return { type, event, namespace: namespace as ChainNamespace }
}

/**
 * Opens the app's channel, or none where BroadcastChannel is missing (server rendering, old browsers):
 * then each tab keeps its own connection until reloaded, as before.
 */
export function openTabChannel(
  name: string,
  onMessage: (message: TabMessage) => void,
): TabChannel | undefined {
  const Channel = globalThis.BroadcastChannel as typeof BroadcastChannel | undefined
  if (typeof Channel !== 'function') return undefined
  let channel: BroadcastChannel
  try {
    channel = new Channel(name)
  } catch (error) {
    console.warn('[portkit] tab channel unavailable', error)
    return undefined
  }
  // Node (tests, scripts) keeps running while a channel is open; a tab-to-tab channel must not hold it.
  ;(channel as { unref?: () => void }).unref?.()
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = parseTabMessage(event.data)
    if (message) onMessage(message)
  }
  return {
    post(message) {
      try {
        channel.postMessage(message)
      } catch (error) {
        // A closed channel (the instance stopped meanwhile): the other tabs re-sync when reloaded.
        console.warn('[portkit] tab message not sent', error)
      }
    },
    close: () => channel.close(),
  }
}
