import { parseAbi } from 'viem'

/**
 * What the data API calls of a chain's Uniswap v3 deployment (its `uniswapV3` source). Written from the
 * contracts' interfaces rather than imported from @uniswap packages, which are devnet tools only; the
 * published artifacts must contain every item (tests/unit/devnet/services/contract-artifacts.test.ts).
 */
export const UNISWAP_V3_FACTORY_ABI = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address pool)',
])

export const UNISWAP_V3_POOL_ABI = parseAbi([
  'function token0() view returns (address)',
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
])

/** QuoterV2 quotes by simulating the swap and reverting: call it with eth_call, never in a transaction. */
export const QUOTER_V2_ABI = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])

export const SWAP_ROUTER_02_ABI = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256 amountOut)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function refundETH() payable',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
])

/** SwapRouter02's stand-in recipient for "the router itself" (Constants.ADDRESS_THIS), before unwrapping. */
export const SWAP_ROUTER_02_ADDRESS_THIS = '0x0000000000000000000000000000000000000002'

export const WETH9_ABI = parseAbi(['event Withdrawal(address indexed src, uint256 wad)'])
