import { useEffect, useState } from 'react'
import type { Portkit } from '../create-portkit.ts'
import { useSignalValue } from './use-signal-value.ts'

/** True from the first open on: the modal's code is loaded then, and kept for later opens and toasts. */
export function useModalLoaded(portkit: Portkit): boolean {
  const isOpen = useSignalValue(portkit.state.isOpen)
  const [hasOpened, setHasOpened] = useState(false)
  useEffect(() => {
    if (isOpen) setHasOpened(true)
  }, [isOpen])
  return hasOpened || isOpen
}
