import { useEffect } from 'react'
import type { Portkit } from '../create-portkit.ts'
import { preloadModalRoot, useModalRootComponent } from './modal-root-module.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'
import { whenIdle } from '../ui/when-idle.ts'

/**
 * The modal root to render, or undefined while its code loads. The code is fetched once the page is idle
 * (at once when the modal opens first or `always`, embedded). Once loaded the root is rendered even while
 * closed: it keeps the dialog rendered but hidden, so the first open only reveals it (issue 9, bug 9).
 */
export function useModalRoot(portkit: Portkit, always = false) {
  const isOpen = useSignalValue(portkit.state.isOpen)
  const ModalRoot = useModalRootComponent()
  const now = always || isOpen

  useEffect(() => {
    if (ModalRoot) return
    // The plugins' Account tabs come along: the Account view shows one at once.
    const load = () =>
      void Promise.all([preloadModalRoot(), portkit.plugins.preload()]).catch(() => undefined)
    if (now) load()
    else return whenIdle(load)
  }, [ModalRoot, now, portkit])

  return ModalRoot
}
