import { useEffect, useState, type ReactNode } from 'react'
import { shouldAppendToBody } from '../controllers/modal.ts'
import { createPortkit, type PortkitOptions } from '../create-portkit.ts'
import { PortkitContext } from '../ui/bindings/context.ts'
import { useModalRoot } from './use-modal-root.ts'

export interface PortkitProviderProps {
  options: PortkitOptions
  /** Keep the modal out of body; the app places `<PortkitModal />` itself (embedded mode implies it). */
  disableAppend?: boolean
  children?: ReactNode
}

export function PortkitProvider({ options, disableAppend, children }: PortkitProviderProps) {
  const [portkit] = useState(() => createPortkit(options))
  const ModalRoot = useModalRoot(portkit)
  const appendToBody = shouldAppendToBody({ enableEmbedded: options.config.enableEmbedded, disableAppend })

  useEffect(() => {
    void portkit.start()
    return () => portkit.stop()
  }, [portkit])

  return (
    <PortkitContext.Provider value={portkit}>
      {children}
      {appendToBody && ModalRoot ? <ModalRoot /> : null}
    </PortkitContext.Provider>
  )
}
