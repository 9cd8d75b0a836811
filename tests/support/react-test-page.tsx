import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach } from 'vitest'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * The (happy-dom) page of a React view test: `render` mounts on a fresh element; after each test every
 * root is unmounted, the body emptied and the stops registered with `stopAfter` run (the Portkit instances
 * the test made).
 */
export function reactTestPage() {
  const roots: Root[] = []
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount())
    document.body.innerHTML = ''
    for (const stop of stops.splice(0)) stop()
  })
  return {
    render(node: ReactNode): HTMLElement {
      const container = document.createElement('div')
      document.body.append(container)
      const root = createRoot(container)
      roots.push(root)
      act(() => root.render(node))
      return container
    },
    stopAfter(stop: () => void): void {
      stops.push(stop)
    },
  }
}
