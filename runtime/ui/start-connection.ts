import type { Connector } from '../controllers/types.ts'
import { shownText, TOASTS } from '../core/errors.ts'
import type { Portkit } from '../create-portkit.ts'

/** Wallet selection (spec section 2): an installed connector opens ConnectingExternal, then connects. */
export function startConnection(portkit: Portkit, connector: Connector): void {
  portkit.router.push({ name: 'ConnectingExternal', connector })
  portkit.state.lastError.value = undefined
  portkit.connection.connect(connector).then(
    () => portkit.modal.close(),
    (error: unknown) => {
      portkit.state.lastError.value = shownText(error, TOASTS.CONNECTION_FAILED)
    },
  )
}
