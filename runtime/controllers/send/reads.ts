import type { TokenBalance } from '../../services/balance.ts'
import { amountUnits, isErc20, tokenContract, type SendForm } from '../send-form.ts'
import type { Transfer } from '../types.ts'
import type { SendDeps } from './actions/context.ts'

/** Smart accounts are never short of gas (spec section 5): their calls are sponsored. */
export function isSmartAccount(deps: SendDeps): boolean {
  return deps.state.activeConnector.value?.accountType?.() === 'smartAccount'
}

/** The active chain's family and its adapter's address rule, for the form's checks. */
export function rulesOf(deps: SendDeps) {
  const chain = deps.state.activeChainState.value
  const network = chain?.caipNetwork
  return {
    namespace: chain?.namespace,
    isReceiver: (address: string) =>
      !!chain && !!network && deps.adapterFor(chain.namespace).isAddress(address, network),
  }
}

/** The native token's balance row, when the balances have one. */
export function nativeToken(deps: SendDeps): TokenBalance | undefined {
  return deps.tokens.tokenBalances.value.find((token) => token.address === undefined)
}

/** The connected account the send goes from, or undefined without one. */
export function connected(deps: SendDeps) {
  const chain = deps.state.activeChainState.value
  const connector = deps.state.activeConnector.value
  if (!chain?.address || !chain.caipNetwork || !connector) return undefined
  return { address: chain.address, network: chain.caipNetwork, connector, namespace: chain.namespace }
}

/** The form as a transfer from `from`; undefined without a token. */
export function transferOf(current: SendForm, from: string): Transfer | undefined {
  const { token } = current
  if (!token) return undefined
  const decimals = Number(token.quantity.decimals)
  return {
    from,
    to: current.receiverAddress,
    amount: amountUnits(current.sendTokenAmount, decimals),
    token: isErc20(token) ? tokenContract(token) : undefined,
  }
}
