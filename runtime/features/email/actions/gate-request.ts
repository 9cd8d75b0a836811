import { UserRejectedError } from '../../../core/errors.ts'
import { isUnsafeRpcMethod } from '../../../core/rpc-methods.ts'
import type { PendingApproval } from '../login-state.ts'
import type { EmailLoginHost } from './context.ts'

const USER_REJECTED_CODE = 4001

/**
 * An embedded-wallet request through the host's request queue: a safe one is sent at once, an unsafe one
 * waits for the visitor's answer in ApproveTransaction, which is left once the request settles.
 */
export function gateRequest<T>(
  host: EmailLoginHost,
  method: string,
  params: unknown,
  send: () => Promise<T>,
): Promise<T> {
  return host.portkit.rpcRequests.request(method, async (abort) => {
    if (!isUnsafeRpcMethod(method)) return send()
    try {
      await askApproval(host, method, params, abort)
    } catch (rejected) {
      leaveApproval(host)
      throw rejected
    }
    return send().finally(() => leaveApproval(host))
  })
}

/** Opens or redirects to ApproveTransaction and waits for the visitor's answer. */
function askApproval(host: EmailLoginHost, method: string, params: unknown, abort: AbortSignal) {
  const { portkit, state } = host
  return new Promise<void>((resolve, reject) => {
    const settle = (done: () => void) => () => {
      state.approvals.value = state.approvals.value.filter((item) => item !== pending)
      done()
    }
    const pending: PendingApproval = {
      id: state.runs.nextApprovalId++,
      method,
      params,
      approve: settle(resolve),
      // EIP-1193's user-rejection code: viem and the host read it as the visitor's refusal.
      reject: settle(() => reject(Object.assign(new UserRejectedError(), { code: USER_REJECTED_CODE }))),
    }
    abort.addEventListener(
      'abort',
      settle(() => reject(abort.reason as Error)),
      { once: true },
    )
    state.approvals.value = [...state.approvals.value, pending]
    if (portkit.state.isOpen.value) portkit.router.push({ name: 'ApproveTransaction' })
    else void portkit.modal.open({ name: 'ApproveTransaction' })
  })
}

/** The request settled (success or error): ApproveTransaction is popped, or the modal closes. */
function leaveApproval({ portkit, state }: EmailLoginHost): void {
  if (state.approvals.value.length > 0) return
  if (portkit.state.currentView.value.name === 'ApproveTransaction') portkit.router.goBack()
}
