import {
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  keccak256,
  parseAbi,
  parseEther,
  parseUnits,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import type { TestAccount } from '../accounts.ts'
import type { UniswapV3Source } from '../../server/data-api/chain-source.ts'
import { devnetLiquidityMinterArtifact } from './devnet-liquidity-minter.artifact.ts'
import { devnetWethArtifact } from './devnet-weth.artifact.ts'
import { fixtureTokenArtifact } from './fixture-token.artifact.ts'
import { poolTokenAmount, type FixtureTokenSpec } from './fixture-tokens.ts'
import type { Deploy, RawTxSender } from './raw-tx-sender.ts'
import type { UniswapArtifacts } from './uniswap-artifacts.ts'

/** The devnet's pools all have Uniswap v3's 0.05 % fee tier (tick spacing 10). */
export const DEVNET_POOL_FEE = 500

/** keccak256 of UniswapV3Pool's creation code, as v3-periphery's PoolAddress has it (the same on mainnet). */
const POOL_INIT_CODE_HASH = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54'

/** Uniswap's contracts are near the 24 KB code limit, and creating a pool deploys one. */
const BIG_DEPLOY_GAS = 8_000_000n
const POOL_CALL_GAS = 1_000_000n
const CALL_GAS = 200_000n

const FACTORY_ABI = parseAbi([
  'function createPool(address tokenA, address tokenB, uint24 fee) returns (address pool)',
])
const POOL_ABI = parseAbi(['function initialize(uint160 sqrtPriceX96)'])

interface PoolToken extends FixtureTokenSpec {
  address: Address
}

/**
 * Deploys Uniswap v3 from its published artifacts (factory, QuoterV2, SwapRouter02) with the devnet's own
 * WETH, in a fixed order, then one pool per swappable token against WETH at the feeds' starting prices,
 * with a full-range position of the token's `poolNative` ETH against its worth in tokens.
 */
export async function deployUniswap(
  artifacts: UniswapArtifacts,
  deploy: Deploy,
  sender: RawTxSender,
  deployer: TestAccount,
  tokens: PoolToken[],
): Promise<UniswapV3Source> {
  const weth = await deploy(devnetWethArtifact.bytecode)
  const factory = await deploy(artifacts.factory.bytecode, BIG_DEPLOY_GAS)
  const deployWith = (artifact: UniswapArtifacts['quoterV2'], args: unknown[]) =>
    deploy(encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }), BIG_DEPLOY_GAS)
  const quoterV2 = await deployWith(artifacts.quoterV2, [factory, weth])
  // No Uniswap v2 factory and no position manager: the devnet swaps on v3 pools only.
  const swapRouter02 = await deployWith(artifacts.swapRouter02, [zeroAddress, factory, zeroAddress, weth])
  const minter = await deploy(devnetLiquidityMinterArtifact.bytecode)

  const call = (to: Address, data: Hex, gas = CALL_GAS, value?: bigint) =>
    sender.send(deployer, { to, data, gas, ...(value === undefined ? {} : { value }) })
  for (const token of tokens.filter((candidate) => candidate.poolNative > 0)) {
    const reserves = poolReserves(token, weth)
    await call(
      factory,
      encodeFunctionData({
        abi: FACTORY_ABI,
        functionName: 'createPool',
        args: [weth, token.address, DEVNET_POOL_FEE],
      }),
      BIG_DEPLOY_GAS,
    )
    const pool = poolAddress(factory, weth, token.address, DEVNET_POOL_FEE)
    await call(
      pool,
      encodeFunctionData({ abi: POOL_ABI, functionName: 'initialize', args: [sqrtPriceX96(reserves)] }),
      POOL_CALL_GAS,
    )
    await call(
      token.address,
      encodeFunctionData({
        abi: fixtureTokenArtifact.abi,
        functionName: 'mint',
        args: [minter, reserves.token],
      }),
    )
    await call(
      weth,
      encodeFunctionData({ abi: devnetWethArtifact.abi, functionName: 'deposit' }),
      CALL_GAS,
      reserves.native,
    )
    await call(
      weth,
      encodeFunctionData({
        abi: devnetWethArtifact.abi,
        functionName: 'transfer',
        args: [minter, reserves.native],
      }),
    )
    await call(
      minter,
      encodeFunctionData({
        abi: devnetLiquidityMinterArtifact.abi,
        functionName: 'mintFullRange',
        args: [pool, fullRangeLiquidity(reserves)],
      }),
      POOL_CALL_GAS,
    )
  }
  return { factory, quoterV2, swapRouter02, weth }
}

/** A pool's starting reserves in smallest units, ordered as the pool orders its tokens (by address). */
interface PoolReserves {
  native: bigint
  token: bigint
  /** The reserves as the pool's token0 and token1. */
  amount0: bigint
  amount1: bigint
}

function poolReserves(token: PoolToken, weth: Address): PoolReserves {
  const native = parseEther(String(token.poolNative))
  const amount = parseUnits(String(poolTokenAmount(token)), token.decimals)
  const wethFirst = BigInt(weth) < BigInt(token.address)
  return {
    native,
    token: amount,
    amount0: wethFirst ? native : amount,
    amount1: wethFirst ? amount : native,
  }
}

/** The pool's price (token1 per token0) as Uniswap stores it: sqrt(amount1 / amount0) * 2^96. */
export function sqrtPriceX96({ amount0, amount1 }: { amount0: bigint; amount1: bigint }): bigint {
  return sqrt((amount1 << 192n) / amount0)
}

/**
 * A full-range position holding about the reserves takes liquidity sqrt(amount0 * amount1); a thousandth
 * less, so the rounding of the pool's amounts owed never asks more than the minter was sent.
 */
export function fullRangeLiquidity({ amount0, amount1 }: { amount0: bigint; amount1: bigint }): bigint {
  return (sqrt(amount0 * amount1) * 999n) / 1000n
}

function poolAddress(factory: Address, tokenA: Address, tokenB: Address, fee: number): Address {
  const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  const salt = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
      [token0, token1, fee],
    ),
  )
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecodeHash: POOL_INIT_CODE_HASH })
}

/** Integer square root (Newton's method). */
function sqrt(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}
