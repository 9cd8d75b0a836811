import { createTestClient } from 'viem'
import { setCode } from 'viem/actions'
import { DEVNET_CONTRACTS } from '../../runtime/networks/devnet.ts'
import { multicall3Artifact } from './multicall3.artifact.ts'
import { localChainTransport } from '../local-chain-transport.ts'

/**
 * Puts Multicall3's runtime code at its canonical address (anvil predeploys nothing there), so viem's
 * `multicall` and every batched read take the same path as on mainnet. No transaction: anvil_setCode.
 */
export async function placeMulticall3(rpcUrl: string): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: localChainTransport(rpcUrl) })
  await setCode(client, {
    address: DEVNET_CONTRACTS.multicall3.address,
    bytecode: multicall3Artifact.deployedBytecode,
  })
}
