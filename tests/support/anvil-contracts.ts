import { encodeDeployData, encodeFunctionData, type Address, type Hex } from 'viem'
import { fixtureTokenArtifact } from '../../devnet/contracts/fixture-token.artifact.ts'
import { jsonRpc } from './host-wallet.ts'

/**
 * Sends from one of anvil's unlocked accounts and waits for the receipt (automine). Anvil mines in the
 * background, so under load the receipt may not be there the moment the hash is: it is asked again.
 */
export async function sendAs(
  rpcUrl: string,
  tx: { from: string; to?: string; data?: Hex; value?: Hex; gas?: Hex },
) {
  const hash = (await jsonRpc(rpcUrl, 'eth_sendTransaction', [tx])) as Hex
  for (let attempt = 0; ; attempt++) {
    const receipt = (await jsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status: Hex
      contractAddress: Address | null
    } | null
    if (receipt) return { hash, receipt }
    if (attempt === 50) throw new Error(`anvil mined no receipt for ${hash} in 5 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A FixtureToken (devnet/contracts) deployed by `owner`, who holds `mint` units of it. */
export async function deployFixtureToken(rpcUrl: string, owner: string, mint: bigint): Promise<Address> {
  const data = encodeDeployData({
    abi: fixtureTokenArtifact.abi,
    bytecode: fixtureTokenArtifact.bytecode,
    args: ['Portkit USD', 'PUSD', 18],
  })
  const { receipt } = await sendAs(rpcUrl, { from: owner, data })
  const token = receipt.contractAddress!
  await sendAs(rpcUrl, {
    from: owner,
    to: token,
    data: encodeFunctionData({
      abi: fixtureTokenArtifact.abi,
      functionName: 'mint',
      args: [owner as Address, mint],
    }),
  })
  return token
}
