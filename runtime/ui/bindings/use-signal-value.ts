import { effect, type ReadonlySignal } from '@preact/signals-core'
import { useCallback, useSyncExternalStore } from 'react'

/** Reads a signal in render and re-renders when it changes. Works during SSR (signals need no DOM). */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true
      return effect(() => {
        void source.value
        if (first) first = false
        else onChange()
      })
    },
    [source],
  )
  const read = useCallback(() => source.peek(), [source])
  return useSyncExternalStore(subscribe, read, read)
}
