// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The devnet's ENS registry (ENSIP-1): who owns each node, and which resolver answers for it.
/// @dev Written for Portkit from the ENSIP-1 text. The deployer owns the root, as on a fresh ENS deployment.
contract DevnetEnsRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);

    error NotNodeOwner(bytes32 node);

    modifier onlyNodeOwner(bytes32 node) {
        if (records[node].owner != msg.sender) revert NotNodeOwner(node);
        _;
    }

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    function setOwner(bytes32 node, address newOwner) external onlyNodeOwner(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    /// @notice Gives `label`.`node` to `newOwner`; returns the subnode's hash.
    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        onlyNodeOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    /// @notice setSubnodeOwner, then the subnode's resolver and TTL, in one call.
    function setSubnodeRecord(bytes32 node, bytes32 label, address newOwner, address newResolver, uint64 newTtl)
        external
        onlyNodeOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode] = Record(newOwner, newResolver, newTtl);
        emit NewOwner(node, label, newOwner);
        emit NewResolver(subnode, newResolver);
        emit NewTTL(subnode, newTtl);
    }

    function setResolver(bytes32 node, address newResolver) external onlyNodeOwner(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    function setTTL(bytes32 node, uint64 newTtl) external onlyNodeOwner(node) {
        records[node].ttl = newTtl;
        emit NewTTL(node, newTtl);
    }
}
