import { closeAfterConnecting } from '../../../controllers/start-connection.ts'
import { EmailLoginDependencyError } from '../../../core/errors.ts'
import type { PluginPortkit } from '../../../plugins/plugin-portkit.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import { authConnector } from './context.ts'

/** After the frame signed the visitor in (email code or social login): connect the embedded wallet. */
export async function completeLogin(portkit: PluginPortkit): Promise<void> {
  const found = authConnector(portkit)
  if (!found) throw new EmailLoginDependencyError()
  await portkit.storage.set(STORAGE_KEYS.emailLoginUsed, true)
  await portkit.connection.connect(found)
  closeAfterConnecting(portkit.state, portkit.modal)
}
