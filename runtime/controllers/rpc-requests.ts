import { RPC_NOT_ALLOWED_ERROR_DELAY_MS } from '../core/constants.ts'
import { RequestAbortedError, RpcMethodNotAllowedError } from '../core/errors.ts'
import { keyed, type ShownMessage } from '../core/i18n/shown-message.ts'
import { isAllowedRpcMethod, isUnsafeRpcMethod } from '../core/rpc-methods.ts'

export interface RpcRequestsDeps {
  /** Opens the modal so the visitor sees why nothing happened. */
  openModal?(): void
  showError?(message: ShownMessage): void
}

/**
 * Tracks embedded-wallet requests (spec sections 6 and 8). Unsafe requests stay open until they settle and
 * are aborted with 'Request was aborted' when rejection is requested; safe reads are never aborted. A
 * method outside the allowed list is refused: logged, the modal opens, an error shows after 300 ms, and
 * the open requests are rejected.
 */
export function createRpcRequests(deps: RpcRequestsDeps = {}) {
  const open = new Set<(error: Error) => void>()

  function rejectOpenRequests(): void {
    const rejects = [...open]
    open.clear()
    for (const reject of rejects) reject(new RequestAbortedError())
  }

  return {
    rejectOpenRequests,

    /** Number of unsafe requests still waiting for the wallet. */
    openUnsafeCount: () => open.size,

    request<T>(method: string, execute: (signal: AbortSignal) => Promise<T>): Promise<T> {
      if (!isAllowedRpcMethod(method)) {
        console.error(`[portkit] ${method} is not allowed`)
        deps.openModal?.()
        setTimeout(() => deps.showError?.(keyed('ACTION_NOT_ALLOWED')), RPC_NOT_ALLOWED_ERROR_DELAY_MS)
        rejectOpenRequests()
        return Promise.reject(new RpcMethodNotAllowedError(method))
      }
      const controller = new AbortController()
      if (!isUnsafeRpcMethod(method)) return execute(controller.signal)

      return new Promise<T>((resolve, reject) => {
        const abort = (error: Error) => {
          controller.abort(error)
          reject(error)
        }
        open.add(abort)
        execute(controller.signal).then(
          (value) => {
            open.delete(abort)
            resolve(value)
          },
          (error: unknown) => {
            open.delete(abort)
            reject(error)
          },
        )
      })
    },
  }
}

export type RpcRequests = ReturnType<typeof createRpcRequests>
