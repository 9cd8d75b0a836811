import type { Network } from '../../runtime/plugins/index.ts'
import { NATIVE_TOKEN_ADDRESS } from './constants.ts'
import type { SwapToken } from './state.ts'

export function nativeTokenAddress(network: Network): string {
  return `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
}

export function isNative(caipAddress: string): boolean {
  return caipAddress.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

export const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** The address of the listed token `wanted` names: by symbol, CAIP-10 address or contract address. */
export function resolveToken(list: SwapToken[], wanted: string | undefined): string | undefined {
  if (!wanted) return undefined
  const needle = wanted.toLowerCase()
  return list.find(
    (token) =>
      token.symbol.toLowerCase() === needle ||
      token.address.toLowerCase() === needle ||
      token.address.split(':')[2]?.toLowerCase() === needle,
  )?.address
}
