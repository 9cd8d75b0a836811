// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "FixtureSmartAccount.sol";

/// @title Deploys FixtureSmartAccounts at CREATE2 addresses known before deployment, so an account can
/// sign before it exists (ERC-6492: the signature carries this factory and its deploy call).
contract FixtureSmartAccountFactory {
    event Deployed(address indexed account, address indexed owner);

    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = address(new FixtureSmartAccount{salt: salt}(owner));
        emit Deployed(account, owner);
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(FixtureSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
