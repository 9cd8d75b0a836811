// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IFixtureERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function balanceOf(address owner) external view returns (uint256);
}

/// @title Constant-product pools (x * y = k) of each listed token against the native currency, so devnet
/// quotes and swaps are real: a trade moves the price by the pool's depth, and a token -> token trade takes
/// the second pool path, token -> native -> token, through two pools.
/// @dev No liquidity fee, so the price impact of a quote is the pools' depth alone. The native currency is the
/// conventional 0xEeee... placeholder address. Only the owner adds liquidity (the devnet deployer, seeded at
/// the price feeds' starting prices).
contract FixtureSwapRouter {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    address public immutable owner;

    struct Pool {
        uint256 tokenReserve;
        uint256 nativeReserve;
    }

    /// Each listed token's pool against the native currency; a token without reserves is not listed.
    mapping(address => Pool) public pools;

    event Swapped(
        address indexed user,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut
    );
    event LiquidityAdded(address indexed token, uint256 tokenAmount, uint256 nativeAmount);

    error NotOwner();
    error NotListed(address token);
    error SameToken();
    error ZeroAmount();
    error Unfunded(uint256 held, uint256 needed);
    error WrongValue(uint256 sent, uint256 expected);
    error Slippage(uint256 amountOut, uint256 minAmountOut);
    error NativeTransferFailed();

    constructor() {
        owner = msg.sender;
    }

    /// Adds `tokenAmount` of `token` (already minted or sent to the router) and the sent native currency to
    /// the token's pool. The first deposit sets the pool's price.
    function addLiquidity(address token, uint256 tokenAmount) external payable {
        if (msg.sender != owner) revert NotOwner();
        if (token == NATIVE) revert SameToken();
        if (tokenAmount == 0 || msg.value == 0) revert ZeroAmount();
        Pool storage pool = pools[token];
        uint256 held = IFixtureERC20(token).balanceOf(address(this));
        if (held < pool.tokenReserve + tokenAmount) revert Unfunded(held, pool.tokenReserve + tokenAmount);
        pool.tokenReserve += tokenAmount;
        pool.nativeReserve += msg.value;
        emit LiquidityAdded(token, tokenAmount, msg.value);
    }

    /// The pools a trade goes through: one for native <-> token, two (via native) for token -> token.
    function route(address tokenIn, address tokenOut) public view returns (address[] memory path) {
        if (tokenIn == tokenOut) revert SameToken();
        if (tokenIn != NATIVE) _listed(tokenIn);
        if (tokenOut != NATIVE) _listed(tokenOut);
        bool twoHops = tokenIn != NATIVE && tokenOut != NATIVE;
        path = new address[](twoHops ? 3 : 2);
        path[0] = tokenIn;
        if (twoHops) path[1] = NATIVE;
        path[path.length - 1] = tokenOut;
    }

    function quote(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        route(tokenIn, tokenOut);
        uint256 nativeAmount = amountIn;
        if (tokenIn != NATIVE) {
            Pool memory sold = pools[tokenIn];
            nativeAmount = _amountOut(amountIn, sold.tokenReserve, sold.nativeReserve);
        }
        if (tokenOut == NATIVE) return nativeAmount;
        Pool memory bought = pools[tokenOut];
        return _amountOut(nativeAmount, bought.nativeReserve, bought.tokenReserve);
    }

    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minAmountOut
    ) external payable returns (uint256 amountOut) {
        route(tokenIn, tokenOut);
        if (amountIn == 0) revert ZeroAmount();
        if (tokenIn == NATIVE) {
            if (msg.value != amountIn) revert WrongValue(msg.value, amountIn);
        } else {
            if (msg.value != 0) revert WrongValue(msg.value, 0);
            IFixtureERC20(tokenIn).transferFrom(msg.sender, address(this), amountIn);
        }
        uint256 nativeAmount = amountIn;
        if (tokenIn != NATIVE) {
            Pool storage sold = pools[tokenIn];
            nativeAmount = _amountOut(amountIn, sold.tokenReserve, sold.nativeReserve);
            sold.tokenReserve += amountIn;
            sold.nativeReserve -= nativeAmount;
        }
        amountOut = nativeAmount;
        if (tokenOut != NATIVE) {
            Pool storage bought = pools[tokenOut];
            amountOut = _amountOut(nativeAmount, bought.nativeReserve, bought.tokenReserve);
            bought.nativeReserve += nativeAmount;
            bought.tokenReserve -= amountOut;
        }
        if (amountOut == 0 || amountOut < minAmountOut) revert Slippage(amountOut, minAmountOut);
        if (tokenOut == NATIVE) {
            (bool sent, ) = payable(msg.sender).call{value: amountOut}('');
            if (!sent) revert NativeTransferFailed();
        } else {
            IFixtureERC20(tokenOut).transfer(msg.sender, amountOut);
        }
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut);
    }

    /// x * y = k without a fee: what `amountIn` buys from a pool holding `reserveIn` and `reserveOut`.
    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        return (amountIn * reserveOut) / (reserveIn + amountIn);
    }

    function _listed(address token) private view {
        if (pools[token].tokenReserve == 0) revert NotListed(token);
    }
}
