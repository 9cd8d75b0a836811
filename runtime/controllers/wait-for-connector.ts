import { effect, type ReadonlySignal } from '@preact/signals-core'
import type { Connector } from './types.ts'

/** Resolves with the connector once it is announced, or undefined after `timeoutMs`. */
export function waitForConnector(
  connectors: ReadonlySignal<Connector[]>,
  id: string,
  timeoutMs: number,
): Promise<Connector | undefined> {
  const announced = () => connectors.peek().find((c) => c.id === id)
  const already = announced()
  if (already) return Promise.resolve(already)

  return new Promise((resolve) => {
    const finish = (connector: Connector | undefined) => {
      clearTimeout(timer)
      stop()
      resolve(connector)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    // The effect runs once right away; the connector is not there yet (checked above), so it only
    // finishes on a later announcement.
    const stop = effect(() => {
      const found = connectors.value.find((c) => c.id === id)
      if (found) queueMicrotask(() => finish(found))
    })
  })
}
