import { effect, type ReadonlySignal } from '@preact/signals-core'
import type { Connector } from './types.ts'

/** Resolves with the connector once it is announced, or undefined after `timeoutMs`. */
export function waitForConnector(
  connectors: ReadonlySignal<Connector[]>,
  id: string,
  timeoutMs: number,
): Promise<Connector | undefined> {
  return new Promise((resolve) => {
    let stop: (() => void) | undefined
    let settled = false
    const finish = (connector: Connector | undefined) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      queueMicrotask(() => stop?.())
      resolve(connector)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    stop = effect(() => {
      const found = connectors.value.find((c) => c.id === id)
      if (found) finish(found)
    })
  })
}
