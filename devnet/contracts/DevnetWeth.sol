// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Wrapped ether for the devnet's Uniswap v3 pools, with WETH9's interface (deposit, withdraw, the
/// ERC20 functions and WETH9's four events), which SwapRouter02 and QuoterV2 call.
/// @dev Written for Portkit rather than copied: WETH9's published source is GPL-3.0.
contract DevnetWeth {
    string public constant name = 'Wrapped Ether';
    string public constant symbol = 'WETH';
    uint8 public constant decimals = 18;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed src, address indexed guy, uint256 wad);
    event Transfer(address indexed src, address indexed dst, uint256 wad);
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    error InsufficientBalance(uint256 available, uint256 needed);
    error InsufficientAllowance(uint256 available, uint256 needed);
    error NativeTransferFailed();

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        _debit(msg.sender, wad);
        emit Withdrawal(msg.sender, wad);
        (bool sent, ) = payable(msg.sender).call{value: wad}('');
        if (!sent) revert NativeTransferFailed();
    }

    /// Every wrapped wei is backed by the ether this contract holds.
    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function approve(address guy, uint256 wad) external returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }

    function transfer(address dst, uint256 wad) external returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }

    function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
        if (src != msg.sender) {
            uint256 allowed = allowance[src][msg.sender];
            // Like WETH9: an unlimited allowance is never spent down.
            if (allowed != type(uint256).max) {
                if (allowed < wad) revert InsufficientAllowance(allowed, wad);
                allowance[src][msg.sender] = allowed - wad;
            }
        }
        _debit(src, wad);
        balanceOf[dst] += wad;
        emit Transfer(src, dst, wad);
        return true;
    }

    function _debit(address owner, uint256 wad) private {
        uint256 held = balanceOf[owner];
        if (held < wad) revert InsufficientBalance(held, wad);
        balanceOf[owner] = held - wad;
    }
}
