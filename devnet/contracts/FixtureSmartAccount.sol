// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A one-owner contract account for the Portkit devnet: the smallest smart account whose
/// signatures are checked on chain (ERC-1271), as smart wallets' sign-ins and messages are.
/// @dev A signature is valid when the owner signed the hash (65-byte r, s, v); anything else is refused.
contract FixtureSmartAccount {
    bytes4 internal constant ERC1271_VALID = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_VALID : ERC1271_INVALID;
    }
}
