import { RpcError, type Address } from 'viem'
import { getBlockNumber, getChainId, getCode } from 'viem/actions'
import { MIN_OTS_API_LEVEL } from '../../data-api/history/history-chains.ts'
import { otsApiLevel } from '../../data-api/history/ots-search.ts'
import { MULTICALL3_ADDRESS } from '../../data-api/prices/feed-reader.ts'
import type { UniswapV3Source } from '../../data-api/chain-source.ts'
import type { ServedChain } from '../../data-api/served-chain.ts'
import { fail, off, ok, originOf, shortReason, type DoctorCheck } from './doctor-check.ts'

/**
 * An EVM chain's node and contracts: the node answers on the configured chain, Multicall3 (prices, balances)
 * and the configured contracts have code, and whether `ots_` serves history. Nothing more is asked of a node
 * that does not answer or is on another chain.
 */
export async function checkEvmChain(chain: ServedChain): Promise<DoctorCheck[]> {
  const subject = chain.caipNetworkId
  const node = await checkNode(chain)
  if (node.outcome === 'fail') return [node]
  return [
    node,
    await checkCode(chain, 'Multicall3', MULTICALL3_ADDRESS, 'prices and balances cannot be read'),
    await checkHistory(chain),
    chain.uniswapV3
      ? await checkUniswap(chain, chain.uniswapV3)
      : off(subject, 'swaps', 'no uniswapV3: no Swap on this network'),
    chain.ensUniversalResolver
      ? await checkCode(chain, 'ENS names', chain.ensUniversalResolver, 'identity and reverse lookups fail')
      : off(subject, 'ENS names', 'no ensUniversalResolver: only names registered here'),
    chain.sessionAccount
      ? await checkCode(chain, 'smart sessions', chain.sessionAccount, 'grants fail')
      : off(subject, 'smart sessions', 'no sessionAccount: no smart sessions on this network'),
  ]
}

async function checkNode(chain: ServedChain): Promise<DoctorCheck> {
  const where = originOf(chain.rpcUrl)
  try {
    const [chainId, block] = await Promise.all([getChainId(chain.client), getBlockNumber(chain.client)])
    if (chainId !== chain.chainId)
      return fail(chain.caipNetworkId, 'node', `${where} answers for chain ${chainId}, not ${chain.chainId}`)
    return ok(chain.caipNetworkId, 'node', `${where} answers, at block ${block}`)
  } catch (error) {
    return fail(chain.caipNetworkId, 'node', `${where} did not answer: ${shortReason(error)}`)
  }
}

async function checkCode(chain: ServedChain, part: string, address: Address, otherwise: string) {
  try {
    const code = await getCode(chain.client, { address })
    return code && code !== '0x'
      ? ok(chain.caipNetworkId, part, `contract at ${address}`)
      : fail(chain.caipNetworkId, part, `no contract at ${address}: ${otherwise}`)
  } catch (error) {
    return fail(chain.caipNetworkId, part, `could not read ${address}: ${shortReason(error)}`)
  }
}

/** The four Uniswap v3 contracts quotes and swaps go through each have code. */
async function checkUniswap(chain: ServedChain, uniswap: UniswapV3Source): Promise<DoctorCheck> {
  const contracts = {
    factory: uniswap.factory,
    QuoterV2: uniswap.quoterV2,
    SwapRouter02: uniswap.swapRouter02,
    WETH: uniswap.weth,
  }
  try {
    const codes = await Promise.all(
      Object.values(contracts).map((address) => getCode(chain.client, { address })),
    )
    const missing = Object.entries(contracts).filter((_, i) => !codes[i] || codes[i] === '0x')
    if (missing.length === 0)
      return ok(chain.caipNetworkId, 'swaps', 'Uniswap v3: factory, QuoterV2, SwapRouter02 and WETH found')
    const named = missing.map(([name, address]) => `${name} ${address}`).join(', ')
    return fail(chain.caipNetworkId, 'swaps', `no contract at ${named}: quotes and swaps fail`)
  } catch (error) {
    return fail(
      chain.caipNetworkId,
      'swaps',
      `could not read the Uniswap v3 contracts: ${shortReason(error)}`,
    )
  }
}

async function checkHistory(chain: ServedChain): Promise<DoctorCheck> {
  const subject = chain.caipNetworkId
  try {
    const level = await otsApiLevel(chain.client)
    return level >= MIN_OTS_API_LEVEL
      ? ok(subject, 'history', `ots_ API level ${level}: Activity is shown`)
      : off(subject, 'history', `ots_ API level ${level}, below ${MIN_OTS_API_LEVEL}: Activity is hidden`)
  } catch (error) {
    if (error instanceof RpcError)
      return off(
        subject,
        'history',
        'the node has no ots_ namespace (Erigon, Reth and anvil have it): Activity is hidden',
      )
    return fail(subject, 'history', `ots_getApiLevel failed: ${shortReason(error)}`)
  }
}
