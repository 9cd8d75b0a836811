import { parseAbi } from 'viem'

/**
 * What the data API quotes, builds and indexes of a chain's swap router (the devnet's FixtureSwapRouter.sol).
 * The devnet's compiled artifact must contain every item (tests/unit/devnet/services/contract-artifacts.test.ts).
 */
export const SWAP_ROUTER_ABI = parseAbi([
  'event Swapped(address indexed user, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut)',
  'function quote(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut) payable returns (uint256 amountOut)',
])
