import type { Network } from '../core/types.ts'
import * as evm from './evm.ts'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './solana.ts'

/**
 * The network list of spec section 9: 27 networks, the EVM ones and the three Solana clusters, each with
 * an image id the catalogue serves. A host passes any of them (or all) as `networks`.
 */
const list = (): readonly Network[] => [...Object.values(evm), solanaMainnet, solanaTestnet, solanaDevnet]
// Pure: an app that never reads the list bundles none of it.
export const networkList = /* @__PURE__ */ list()
