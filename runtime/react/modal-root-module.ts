import { useSyncExternalStore } from 'react'
// Types only: erased from the bundle, so the modal's code stays in its own chunk.
import type * as ModalRootModule from '../ui/modal-root.tsx'

type ModalRootComponent = typeof ModalRootModule.default

let component: ModalRootComponent | undefined
let loading: Promise<ModalRootComponent> | undefined
const listeners = new Set<() => void>()

/**
 * Fetches the modal's code (our own chunk, from the page's origin) once; later calls share the same load.
 * A failed load is forgotten so the next call retries.
 */
export function preloadModalRoot(): Promise<ModalRootComponent> {
  loading ??= import('../ui/modal-root.tsx').then(
    (module) => {
      component = module.default
      for (const listener of listeners) listener()
      return module.default
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const read = () => component

/**
 * The modal root once its code is loaded, else undefined. Callers render it only when defined: nothing
 * suspends, so React never holds the first open behind its fallback throttle (about 300 ms).
 */
export function useModalRootComponent(): ModalRootComponent | undefined {
  return useSyncExternalStore(subscribe, read, read)
}
