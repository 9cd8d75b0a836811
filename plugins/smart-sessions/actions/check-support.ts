import { getCapabilities } from '../../../runtime/plugins/index.ts'
import type { SmartSessionsHost } from './context.ts'

type PermissionCapabilities = Record<number, { permissions?: { supported?: unknown } }>

/** wallet_getCapabilities: does the wallet grant ERC-7715 permissions on the active network? */
export async function checkSupport(host: SmartSessionsHost): Promise<boolean> {
  const { supported, account } = host.state
  const current = account.value
  if (!current) return (supported.value = false)
  const chainId = Number(current.network.id)
  const capabilities = await getCapabilities(host.context.portkit, { chainId }).catch(() => ({}))
  const permissions = (capabilities as PermissionCapabilities)[chainId]?.permissions
  return (supported.value = permissions?.supported === true)
}
