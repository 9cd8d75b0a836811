import { erc20Abi, multicall3Abi, type Address } from 'viem'
import { multicall } from 'viem/actions'
import { MULTICALL3_ADDRESS } from './prices/feed-reader.ts'
import type { KnownFungible, ServedChain } from './served-chain.ts'

/**
 * An account's balance of each fungible on one chain, in order, in one Multicall3 call (the native
 * currency through its `getEthBalance`): one request to the node however many tokens. A token whose
 * `balanceOf` fails (not an ERC20 there) reads as 0, so it is left out like an empty balance.
 */
export async function readBalances(
  chain: ServedChain,
  fungibles: KnownFungible[],
  account: Address,
): Promise<bigint[]> {
  const results = await multicall(chain.client, {
    multicallAddress: MULTICALL3_ADDRESS,
    allowFailure: true,
    contracts: fungibles.map((fungible) =>
      fungible.native
        ? ({
            address: MULTICALL3_ADDRESS,
            abi: multicall3Abi,
            functionName: 'getEthBalance',
            args: [account],
          } as const)
        : ({ address: fungible.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] } as const),
    ),
  })
  return results.map((result) => (result.status === 'success' ? result.result : 0n))
}
