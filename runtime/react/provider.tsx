import { useEffect, useState, type ReactNode } from 'react'
import { shouldAppendToBody } from '../controllers/modal.ts'
import { createPortkit, type Portkit, type PortkitOptions } from '../create-portkit.ts'
import type { PortkitInitialState } from '../services/connection-cookie.ts'
import { PortkitContext } from '../ui/bindings/context.ts'
import { useModalRoot } from './use-modal-root.ts'

export type PortkitProviderProps = {
  /** Keep the modal out of body; the app places `<PortkitModal />` itself (embedded mode implies it). */
  disableAppend?: boolean | undefined
  children?: ReactNode
} & (
  | { options: PortkitOptions; portkit?: never; ssr?: false; initialState?: never }
  /**
   * Server rendering (Next.js and other SSR hosts, `portkit/ssr`): the browser keeps the connection in a
   * cookie, and `initialState` (`cookieToInitialState` of the request's Cookie header, read in a server
   * component; undefined when it holds none) is the connection the first render shows, on the server and
   * when hydrating.
   */
  | { options: PortkitOptions; portkit?: never; ssr: true; initialState: PortkitInitialState | undefined }
  /**
   * An instance the app made itself with `createPortkit(options)` (portkit/runtime), e.g. to hand it to
   * `portkitConnector` in its own wagmi config. The provider starts it and stops it on unmount.
   */
  | { portkit: Portkit; options?: never; ssr?: never; initialState?: never }
)

export function PortkitProvider({ disableAppend, children, ...source }: PortkitProviderProps) {
  // Per provider, so a server makes a fresh instance for each request: nothing is shared between visitors.
  const [portkit] = useState(
    () =>
      source.portkit ??
      createPortkit({
        ...source.options,
        ...(source.ssr ? { ssr: { initialState: source.initialState } } : {}),
      }),
  )
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
