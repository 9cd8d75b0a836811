import { MethodNotFoundRpcError } from 'viem'
import { errorCodesOf } from '../../core/errors/wallet-error-shape.ts'
import type { Eip1193Provider } from '../../core/types.ts'

/** A wallet's "method not supported" (EIP-1193 4200) and "method not found" (JSON-RPC -32601). */
const NOT_SUPPORTED = new Set([4200, -32601])
const forWagmi = new WeakMap<Eip1193Provider, Eip1193Provider>()

/**
 * The connected wallet's provider as wagmi gets it: the same requests and events, except that a wallet
 * answering wallet_sendCalls with 4200 reads as -32601, the answer viem's `experimental_fallback` (wagmi's
 * `useSendCalls`) recognises; so a wallet without EIP-5792 gets the calls one by one, as through Portkit's
 * own `sendCalls`. Nothing is asked twice: only the wallet's one answer is renamed.
 */
export function wagmiProvider(provider: Eip1193Provider): Eip1193Provider {
  let wrapped = forWagmi.get(provider)
  if (!wrapped) {
    wrapped = {
      request: (args) =>
        provider.request(args).catch((error: unknown) => {
          if (
            args.method !== 'wallet_sendCalls' ||
            !errorCodesOf(error).some((code) => NOT_SUPPORTED.has(code))
          )
            throw error
          throw new MethodNotFoundRpcError(error as Error, { method: args.method })
        }),
      ...(provider.on ? { on: provider.on.bind(provider) } : {}),
      ...(provider.removeListener ? { removeListener: provider.removeListener.bind(provider) } : {}),
    }
    forWagmi.set(provider, wrapped)
  }
  return wrapped
}
