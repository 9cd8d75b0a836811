import { getAddress, type Address } from 'viem'
import type { Portkit } from '../../create-portkit.ts'

/** What the connector needs of a Portkit instance; `createPortkit()`'s result is one. */
export type PortkitBridgeHost = Pick<Portkit, 'state' | 'modal' | 'connection' | 'network' | 'environment'>

/** The eip155 connection as wagmi sees it: one account and a chain id; undefined when not connected. */
export interface Eip155Session {
  address: Address
  chainId: number
}

/** Portkit's eip155 connection, read from its signals (reading it inside an effect subscribes to it). */
export function eip155Session(portkit: PortkitBridgeHost): Eip155Session | undefined {
  const chain = portkit.state.chains.value.eip155
  if (chain?.status !== 'connected' || !chain.address || !chain.caipNetwork) return undefined
  return { address: getAddress(chain.address), chainId: Number(chain.caipNetwork.id) }
}
