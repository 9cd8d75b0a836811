import { useEffect, useState } from 'react'
import type { Portkit } from '../create-portkit.ts'
import { preloadModalRoot, useModalRootComponent } from './modal-root-module.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'
import { whenIdle } from './when-idle.ts'

/**
 * The modal root to render, or undefined: from the first open on (kept for later opens and toasts), or
 * always when `always` (embedded). Its code is fetched once the page is idle, so a click finds it loaded;
 * an open before that fetches it then and renders as soon as it arrives.
 */
export function useModalRoot(portkit: Portkit, always = false) {
  const isOpen = useSignalValue(portkit.state.isOpen)
  const [hasOpened, setHasOpened] = useState(false)
  const ModalRoot = useModalRootComponent()
  const wanted = always || hasOpened || isOpen

  useEffect(() => {
    if (isOpen) setHasOpened(true)
  }, [isOpen])
  useEffect(() => {
    if (ModalRoot) return
    // The plugins' Account tabs come along: the Account view shows one at once.
    const load = () =>
      void Promise.all([preloadModalRoot(), portkit.plugins.preload()]).catch(() => undefined)
    if (wanted) load()
    else return whenIdle(load)
  }, [ModalRoot, wanted, portkit])

  return wanted ? ModalRoot : undefined
}
