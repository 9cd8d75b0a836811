import { useEffect, useState, type ReactNode } from 'react'
import { shouldAppendToBody } from '../controllers/modal.ts'
import { createPortkit, type Portkit, type PortkitOptions } from '../create-portkit.ts'
import { PortkitContext } from '../ui/bindings/context.ts'
import { useModalRoot } from './use-modal-root.ts'

export type PortkitProviderProps = {
  /** Keep the modal out of body; the app places `<PortkitModal />` itself (embedded mode implies it). */
  disableAppend?: boolean
  children?: ReactNode
} & (
  | { options: PortkitOptions; portkit?: never }
  /**
   * An instance the app made itself with `createPortkit(options)` (portkit/runtime), e.g. to hand it to
   * `portkitConnector` in its own wagmi config. The provider starts it and stops it on unmount.
   */
  | { portkit: Portkit; options?: never }
)

export function PortkitProvider({ disableAppend, children, ...source }: PortkitProviderProps) {
  const [portkit] = useState(() => source.portkit ?? createPortkit(source.options!))
  const ModalRoot = useModalRoot(portkit)
  const appendToBody = shouldAppendToBody({
    enableEmbedded: portkit.state.config.enableEmbedded,
    disableAppend,
  })

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
