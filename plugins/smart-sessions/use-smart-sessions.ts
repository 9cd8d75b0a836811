import { useEffect } from 'react'
import { useSignalValue, usePortkitInstance } from '../../runtime/ui/plugin-ui.ts'
import { smartSessionsText } from './messages.ts'

/**
 * The host's smart sessions (the generated entry exports this when `features.smartSessions` is on):
 * the connected account's sessions (refreshed when the account changes), and the actions to grant one,
 * call with its key (no wallet prompt), revoke it, cancel a wallet request, or open the modal's list.
 *
 *   const { sessions, grant, execute, revoke, error } = useSmartSessions()
 *   const session = await grant({ target, limit: parseEther('0.01') })
 *   await execute(session.pci, { to: target, value: parseEther('0.001') })
 */
export function useSmartSessions() {
  const portkit = usePortkitInstance()
  const controller = portkit.feature('smart-sessions')
  const account = useSignalValue(controller.account)
  const sessions = useSignalValue(controller.sessions)
  const loading = useSignalValue(controller.loading)
  const error = useSignalValue(controller.error)
  const waiting = useSignalValue(controller.waiting)
  const supported = useSignalValue(controller.supported)
  // The error in words of the active locale, read again when it changes.
  useSignalValue(portkit.i18n.locale)
  const address = account?.address
  useEffect(() => {
    if (address) void controller.refresh()
  }, [controller, address])
  return {
    sessions,
    loading,
    /** The last grant, call or revocation failure, as shown to the visitor (in the active locale). */
    error: error && smartSessionsText(portkit, error),
    /** 'grant' or 'revoke' while the wallet is asked. */
    waiting,
    /** Whether the wallet reports ERC-7715 permissions; undefined until `checkSupport` or `grant`. */
    supported,
    grant: controller.grant,
    execute: controller.execute,
    revoke: controller.revoke,
    refresh: controller.refresh,
    checkSupport: controller.checkSupport,
    cancel: controller.cancel,
    /** Opens the modal on the sessions list. */
    open: () => portkit.modal.open({ name: 'smart-sessions/SmartSessions' }),
  }
}
