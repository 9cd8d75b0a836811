import { getAddress, type Address } from 'viem'
import { badRequest } from '../http/api-error.ts'
import { findChain, type ServedChain } from './served-chain.ts'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/** An EVM address (spec section 5: 40 hex digits, 0x optional), checksummed; anything else is a 400. */
export function parseEvmAddress(value: string, name: string): Address {
  if (!EVM_ADDRESS.test(value)) {
    throw badRequest(
      name,
      `${JSON.stringify(value)} is not an EVM address (40 hex digits, optionally 0x-prefixed)`,
    )
  }
  return getAddress(value.startsWith('0x') ? value : `0x${value}`)
}

/** A well-formed Solana address (spec section 5: base58, 32-44 characters). */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value) && !EVM_ADDRESS.test(value)
}

/**
 * An account the devnet may know: an EVM address, or `undefined` for a well-formed address of a
 * namespace the devnet has no chain for (Solana), which gets the empty result. Anything else is a 400.
 */
export function parseAccount(value: string, name: string): Address | undefined {
  if (EVM_ADDRESS.test(value)) return parseEvmAddress(value, name)
  if (SOLANA_ADDRESS.test(value)) return undefined
  throw badRequest(name, `${JSON.stringify(value)} is neither an EVM nor a Solana address`)
}

export interface CaipAddressParts {
  caipNetworkId: string
  address: string
}

/** CAIP-10 (spec section 5): exactly namespace:chain:address, else a 400 naming the field. */
export function parseCaipAddress(value: string, name: string): CaipAddressParts {
  const match = CAIP10.exec(value)
  if (!match)
    throw badRequest(name, `${JSON.stringify(value)} is not a CAIP-10 address (namespace:chainId:address)`)
  return { caipNetworkId: match[1]!, address: match[2]! }
}

export function parseCaipNetworkId(value: string, name: string): string {
  if (!CAIP2.test(value))
    throw badRequest(name, `${JSON.stringify(value)} is not a CAIP-2 network id (namespace:chainId)`)
  return value
}

/**
 * The chains a request is about: the one named by a CAIP-2 `chainId` (none when the devnet does not
 * serve it: the caller gets the empty result), or all of them when no chain is named.
 */
export function chainsFor(chains: ServedChain[], chainId: string | undefined): ServedChain[] {
  if (chainId === undefined) return chains
  const chain = findChain(chains, chainId)
  return chain ? [chain] : []
}
