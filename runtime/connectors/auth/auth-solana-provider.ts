import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import type { Eip1193Provider } from '../../core/types.ts'
import type { AuthProvider } from './auth-provider.ts'
import type { FrameUser } from './frame-protocol.ts'

type Frame = Pick<AuthProvider['frame'], 'request'>
type Params = Record<string, unknown>

// Keyed by the login's auth API: what the frame last reported for its Solana account.
const solanaUsers = new WeakMap<object, FrameUser>()

/** The frame user of the login's Solana account (its email is the login's), once it connected. */
export function solanaUserOf(auth: object): FrameUser | undefined {
  return solanaUsers.get(auth)
}

const SIGNING_METHODS: readonly string[] = [
  SOLANA_PROVIDER_METHODS.signMessage,
  SOLANA_PROVIDER_METHODS.signTransaction,
  SOLANA_PROVIDER_METHODS.signAndSendTransaction,
]

/**
 * The embedded wallet's Solana account behind the request interface the Solana adapter asks of every
 * Solana wallet: the frame answers for the login's ed25519 key when GET_USER and RPC_REQUEST name a
 * Solana network's CAIP-2 reference. Signing goes through the same gate (ApproveTransaction) as EVM.
 */
export function createAuthSolanaProvider(
  frame: Frame,
  auth: Pick<AuthProvider['auth'], 'hooks' | 'restoreWith' | 'signOut'>,
  firstReference: string,
): Eip1193Provider {
  let reference = firstReference

  async function address(): Promise<string> {
    const user = await frame.request('GET_USER', { chainId: reference })
    solanaUsers.set(auth, user)
    return user.address
  }

  /** The stored login's Solana account, under the same cache rules as the EVM one (spec section 4). */
  async function restore(): Promise<string[]> {
    const restored = await auth.restoreWith(address)
    return restored ? [restored] : []
  }

  const methods: Record<string, (params: Params) => Promise<unknown>> = {
    [SOLANA_PROVIDER_METHODS.requestAccounts]: async () => [await address()],
    [SOLANA_PROVIDER_METHODS.accounts]: restore,
    [SOLANA_PROVIDER_METHODS.disconnect]: async () => {
      solanaUsers.delete(auth)
      await auth.signOut()
      return null
    },
    // The key signs for any cluster: switching names the network the frame signs and sends for.
    [SOLANA_PROVIDER_METHODS.switchChain]: ({ chain }) => {
      reference = String(chain).slice('solana:'.length)
      return Promise.resolve([])
    },
  }

  return {
    request({ method, params }) {
      const own = methods[method]
      if (own) return own((params ?? {}) as Params)
      if (!SIGNING_METHODS.includes(method)) return Promise.reject(new RpcMethodNotAllowedError(method))
      return auth
        .hooks()
        .gate(method, params, () => frame.request('RPC_REQUEST', { method, params, chainId: reference }))
    },
  }
}
