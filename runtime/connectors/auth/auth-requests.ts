import { isAllowedRpcMethod, isEmbeddedWalletMethod } from '../../core/rpc-methods.ts'
import { WalletRpcError } from '../../core/errors.ts'
import { loadUser, restoreUser, signOut, type AuthAccountState, type AuthFrame } from './auth-account.ts'

type Emit = (event: string, ...args: unknown[]) => void
type RequestArgs = { method: string; params?: unknown }

/** The frame switches networks; one it cannot switch to is EIP-1193's "chain not added" (4902). */
async function switchChain(frame: AuthFrame, state: AuthAccountState, emit: Emit, params: unknown) {
  const [{ chainId: hex }] = params as [{ chainId: string }]
  try {
    await frame.request('SWITCH_NETWORK', { chainId: Number(hex) })
  } catch (error) {
    throw new WalletRpcError(4902, (error as Error).message)
  }
  state.chainId = Number(hex)
  emit('chainChanged', hex)
  return null
}

/**
 * The frame is the wallet: once a user is loaded its chain is asked (it wins over the page's copy); before
 * that the frame is not loaded just to answer.
 */
async function chainIdOf(frame: AuthFrame, state: AuthAccountState): Promise<string> {
  if (state.user && frame.loaded) state.chainId = Number((await frame.request('GET_CHAIN_ID')).chainId)
  return `0x${state.chainId.toString(16)}`
}

/**
 * An allowed method the wallet cannot serve is refused before the approval view (nothing to approve); one
 * off the allowed list goes to the gate, which has spec 6's answer for it.
 */
function sendGated(frame: AuthFrame, state: AuthAccountState, { method, params }: RequestArgs) {
  if (isAllowedRpcMethod(method) && !isEmbeddedWalletMethod(method))
    throw new WalletRpcError(4200, `The embedded wallet does not support ${method}`)
  return state.hooks.gate(method, params, () =>
    frame.request('RPC_REQUEST', { method, params, chainId: state.chainId }),
  )
}

/**
 * The embedded wallet's EIP-1193 `request`: accounts and chain come from the frame's user, signing and
 * sending go to the frame's RPC request (through the hooks' gate), and revoking permissions signs out.
 */
export function authRequests(frame: AuthFrame, state: AuthAccountState, emit: Emit) {
  return async function request(args: RequestArgs): Promise<unknown> {
    switch (args.method) {
      case 'eth_accounts': {
        const current = state.user ?? (await restoreUser(frame, state))
        return current ? [current.address] : []
      }
      case 'eth_requestAccounts':
        return [(state.user ?? (await loadUser(frame, state))).address]
      case 'eth_chainId':
        return chainIdOf(frame, state)
      case 'wallet_switchEthereumChain':
        return switchChain(frame, state, emit, args.params)
      case 'wallet_addEthereumChain':
        throw new WalletRpcError(4200, 'The embedded wallet serves only the networks it knows')
      case 'wallet_revokePermissions':
        await signOut(frame, state)
        return null
      default:
        return sendGated(frame, state, args)
    }
  }
}
