// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IDevnetErc20 {
    function transfer(address to, uint256 value) external returns (bool);
}

/// The parts of a Uniswap v3 pool (IUniswapV3Pool) the minter calls.
interface IDevnetV3Pool {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function tickSpacing() external view returns (int24);
    function mint(
        address recipient,
        int24 tickLower,
        int24 tickUpper,
        uint128 amount,
        bytes calldata data
    ) external returns (uint256 amount0, uint256 amount1);
}

/// @title Adds the devnet's liquidity to Uniswap v3 pools: one full-range position per pool, paid from the
/// tokens the deployer sent this contract, so a pool behaves like x * y = k plus its fee.
/// @dev Instead of Uniswap's NonfungiblePositionManager: the devnet needs no position NFTs. It implements
/// IUniswapV3MintCallback and pays only the pool it is minting on.
contract DevnetLiquidityMinter {
    /// TickMath.MAX_TICK of Uniswap v3.
    int24 private constant MAX_TICK = 887272;

    address public immutable owner;
    address private minting;

    error NotOwner();
    error NotMintingPool(address caller);

    constructor() {
        owner = msg.sender;
    }

    /// Mints `liquidity` over the widest range the pool's tick spacing allows, owned by the owner.
    function mintFullRange(address pool, uint128 liquidity) external {
        if (msg.sender != owner) revert NotOwner();
        int24 spacing = IDevnetV3Pool(pool).tickSpacing();
        int24 upper = (MAX_TICK / spacing) * spacing;
        minting = pool;
        IDevnetV3Pool(pool).mint(owner, -upper, upper, liquidity, '');
        minting = address(0);
    }

    /// IUniswapV3MintCallback: pays what the pool asks for the position being minted.
    function uniswapV3MintCallback(uint256 amount0Owed, uint256 amount1Owed, bytes calldata) external {
        if (msg.sender != minting || minting == address(0)) revert NotMintingPool(msg.sender);
        if (amount0Owed > 0) IDevnetErc20(IDevnetV3Pool(msg.sender).token0()).transfer(msg.sender, amount0Owed);
        if (amount1Owed > 0) IDevnetErc20(IDevnetV3Pool(msg.sender).token1()).transfer(msg.sender, amount1Owed);
    }
}
