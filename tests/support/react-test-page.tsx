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

/**
 * Lets the page run, 20 ms at a time inside `act`, until `read` gives a value, and returns it; fails naming
 * `what` after `timeoutMs`. Lazily loaded parts (connect methods, plugin views, the QR library) can take
 * seconds on a loaded CI machine, and each loads on its own: wait for exactly what the test reads next,
 * never for one part and then read another at once.
 */
export async function rendered<T>(
  read: () => T | null | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value) return value
    if (Date.now() > end) throw new Error(`not rendered within ${timeoutMs} ms: ${what}`)
    await act(() => new Promise((done) => setTimeout(done, 20)))
  }
}
