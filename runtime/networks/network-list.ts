import type { Network } from '../core/types.ts'
import * as evm from './evm.ts'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './solana.ts'

/**
 * The network list of spec section 9: 27 networks, the EVM ones and the three Solana clusters, each with
 * an image id the catalogue serves. A host passes any of them (or all) as `networks`.
 */
export const networkList: readonly Network[] = [
  ...Object.values(evm),
  solanaMainnet,
  solanaTestnet,
  solanaDevnet,
]
