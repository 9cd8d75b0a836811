import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { createPortkit, type PortkitOptions } from '../create-portkit.ts'
import { PortkitContext } from './context.ts'
import { useSignalValue } from './use-signal-value.ts'

// The modal's views are fetched on first open, so a page that never opens it never loads them.
const ModalRoot = lazy(() => import('../ui/modal-root.tsx'))

export interface PortkitProviderProps {
  options: PortkitOptions
  children?: ReactNode
}

export function PortkitProvider({ options, children }: PortkitProviderProps) {
  const [portkit] = useState(() => createPortkit(options))
  const isOpen = useSignalValue(portkit.state.isOpen)
  const [hasOpened, setHasOpened] = useState(false)

  useEffect(() => {
    void portkit.start()
    return () => portkit.stop()
  }, [portkit])

  useEffect(() => {
    if (isOpen) setHasOpened(true)
  }, [isOpen])

  return (
    <PortkitContext.Provider value={portkit}>
      {children}
      {hasOpened || isOpen ? (
        <Suspense fallback={null}>
          <ModalRoot />
        </Suspense>
      ) : null}
    </PortkitContext.Provider>
  )
}
