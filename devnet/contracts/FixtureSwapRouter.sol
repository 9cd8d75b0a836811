// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IFixtureERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title Swaps at fixed prices from its own reserves, so devnet swap quotes and calldata are real.
/// @dev Prices mirror the devnet price table (USD with 6 decimals per whole token). The native currency
/// is the conventional 0xEeee... placeholder address.
contract FixtureSwapRouter {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    address public immutable owner;

    struct Listing {
        uint256 priceE6;
        uint8 decimals;
        bool listed;
    }

    mapping(address => Listing) public listings;

    event Swapped(
        address indexed user,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut
    );

    error NotOwner();
    error NotListed(address token);
    error SameToken();
    error WrongValue(uint256 sent, uint256 expected);
    error Slippage(uint256 amountOut, uint256 minAmountOut);
    error NativeTransferFailed();

    constructor() {
        owner = msg.sender;
    }

    receive() external payable {}

    function list(address token, uint256 priceE6, uint8 decimals) external {
        if (msg.sender != owner) revert NotOwner();
        listings[token] = Listing(priceE6, decimals, true);
    }

    function quote(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        if (tokenIn == tokenOut) revert SameToken();
        Listing memory sold = listings[tokenIn];
        Listing memory bought = listings[tokenOut];
        if (!sold.listed) revert NotListed(tokenIn);
        if (!bought.listed) revert NotListed(tokenOut);
        return (amountIn * sold.priceE6 * 10 ** bought.decimals) / (bought.priceE6 * 10 ** sold.decimals);
    }

    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minAmountOut
    ) external payable returns (uint256 amountOut) {
        amountOut = quote(tokenIn, tokenOut, amountIn);
        if (amountOut < minAmountOut) revert Slippage(amountOut, minAmountOut);
        if (tokenIn == NATIVE) {
            if (msg.value != amountIn) revert WrongValue(msg.value, amountIn);
        } else {
            if (msg.value != 0) revert WrongValue(msg.value, 0);
            IFixtureERC20(tokenIn).transferFrom(msg.sender, address(this), amountIn);
        }
        if (tokenOut == NATIVE) {
            (bool sent, ) = payable(msg.sender).call{value: amountOut}('');
            if (!sent) revert NativeTransferFailed();
        } else {
            IFixtureERC20(tokenOut).transfer(msg.sender, amountOut);
        }
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut);
    }
}
