import { useCallback, useEffect, useRef } from 'react'
import type { EventListener, PortkitEvent } from '../controllers/events.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'

export interface EventsResult {
  /** The latest event (modal open/close, connect, disconnect, SEND_*, SWITCH_NETWORK...), if any yet. */
  latest: PortkitEvent | undefined
  /** Calls `listener` with every event from now on; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void
}

/**
 * The instance's events, whether or not analytics is on (analytics sending keeps following its own flag).
 * With `onEvent`, it is called with each event while the component is mounted.
 */
export function useEvents(onEvent?: EventListener): EventsResult {
  const { events } = usePortkitInstance()
  const latest = useSignalValue(events.latest)
  // The latest callback, so a new closure each render does not resubscribe.
  const callback = useRef(onEvent)
  callback.current = onEvent
  const listening = onEvent !== undefined
  useEffect(() => {
    if (!listening) return undefined
    return events.subscribe((event) => callback.current?.(event))
  }, [events, listening])
  const subscribe = useCallback((listener: EventListener) => events.subscribe(listener), [events])
  return { latest, subscribe }
}
