import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors.ts'
import type { CaipAddress, CaipNetworkId } from './types.ts'

export interface ParsedCaipNetworkId {
  namespace: string
  reference: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

/** CAIP-2: exactly two non-empty parts, `namespace:reference` (spec section 5). */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = id.split(':')
  if (parts.length !== 2 || parts.some((part) => part.length === 0)) throw new InvalidCaipNetworkIdError()
  const [namespace, reference] = parts as [string, string]
  return { namespace, reference }
}

/** CAIP-10: exactly three non-empty parts, `namespace:reference:address` (spec section 5). */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = caipAddress.split(':')
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) throw new InvalidCaipAddressError()
  const [namespace, reference, address] = parts as [string, string, string]
  return { namespace, reference, address }
}

export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}
