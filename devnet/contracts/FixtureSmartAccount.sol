// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A one-owner contract account for the Portkit devnet: the smallest smart account whose
/// signatures are checked on chain (ERC-1271), as smart wallets' sign-ins and messages are. The embedded
/// wallet's 'smartAccount' type is one of these per user; a sponsor (the devnet's stand-in for a bundler
/// and paymaster) relays the calls its owner signs, so the account never needs gas of its own.
/// @dev A signature is valid when the owner signed the hash (65-byte r, s, v); anything else is refused.
contract FixtureSmartAccount {
    bytes4 internal constant ERC1271_VALID = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;

    address public immutable owner;
    /// Counts executed calls, so a signed call runs once.
    uint256 public nonce;

    error NotSignedByOwner();
    error CallFailed(bytes reason);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return signedByOwner(hash, signature) ? ERC1271_VALID : ERC1271_INVALID;
    }

    /// The digest the owner signs (EIP-191 personal message over the call) for `execute`.
    function callDigest(address to, uint256 value, bytes calldata data) public view returns (bytes32) {
        bytes32 call = keccak256(abi.encode(block.chainid, address(this), nonce, to, value, data));
        return keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", call));
    }

    /// Runs one call the owner signed; anyone may send it (and pay its gas).
    function execute(address to, uint256 value, bytes calldata data, bytes calldata signature)
        external
        returns (bytes memory result)
    {
        if (!signedByOwner(callDigest(to, value, data), signature)) revert NotSignedByOwner();
        nonce += 1;
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(result);
    }

    function signedByOwner(bytes32 hash, bytes calldata signature) internal view returns (bool) {
        if (signature.length != 65) return false;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner;
    }
}
