import {
  getPublicClient,
  keyed,
  waitForReceipt,
  type Address,
  type Hex,
} from '../../../runtime/plugins/index.ts'
import { REFUSALS, SessionKeyMissingError, SessionRefusedError } from '../failures.ts'
import { readKeys } from '../kept-keys.ts'
import { connectedAccount, type SmartSessionsHost } from './context.ts'
import { guarded } from './guarded.ts'
import { refreshSessions } from './refresh-sessions.ts'

/** A call the session key makes through the account: to the session's target, within its limit. */
export interface SessionCall {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * The session key calls `to` through the account: signed by the key and sent over the network's RPC, so
 * the wallet is not asked. A call the session does not allow (revoked, expired, over the limit, another
 * target) is refused by the chain: TransactionRevertedError with the reason. Resolves with the receipt
 * once mined.
 */
export function executeCall(host: SmartSessionsHost, pci: Hex, call: SessionCall) {
  const { portkit, t } = host.context
  return guarded(host, keyed('SOMETHING_WENT_WRONG'), async () => {
    const current = await connectedAccount(host)
    const keys = await readKeys(portkit, current.address)
    const kept = keys.find((candidate) => candidate.pci === pci.toLowerCase())
    if (!kept) throw new SessionKeyMissingError('noKey', t('noKey'))
    const { sendWithKey, refusalName } = await host.loadOps()
    const client = await getPublicClient(portkit, { caipNetworkId: kept.caipNetworkId })
    let hash: Hex
    try {
      hash = await sendWithKey(client, kept.privateKey, {
        account: current.address,
        pci: kept.pci,
        to: call.to,
        value: call.value ?? 0n,
        data: call.data ?? '0x',
      })
    } catch (failure) {
      const refusal = REFUSALS[refusalName(failure) ?? '']
      throw refusal ? new SessionRefusedError(refusal, t(refusal)) : failure
    }
    const receipt = await waitForReceipt(portkit, { hash, caipNetworkId: kept.caipNetworkId })
    void refreshSessions(host)
    return receipt
  })
}
