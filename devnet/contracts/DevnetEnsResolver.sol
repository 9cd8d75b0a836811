// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryOwner {
    function owner(bytes32 node) external view returns (address);
}

/// @title The devnet's ENS resolver: address (ENSIP-1, multichain ENSIP-9), reverse name (ENSIP-3) and text
/// (ENSIP-5) records, written by the node's owner in the registry.
/// @dev Written for Portkit from the ENSIPs. `multicall` lets the owner set several records in one call.
contract DevnetEnsResolver {
    uint256 private constant COIN_TYPE_ETH = 60;

    IEnsRegistryOwner public immutable registry;

    mapping(bytes32 => mapping(uint256 => bytes)) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    error NotNodeOwner(bytes32 node);

    modifier onlyNodeOwner(bytes32 node) {
        if (registry.owner(node) != msg.sender) revert NotNodeOwner(node);
        _;
    }

    constructor(IEnsRegistryOwner registry_) {
        registry = registry_;
    }

    function addr(bytes32 node) external view returns (address payable) {
        bytes memory stored = addresses[node][COIN_TYPE_ETH];
        return stored.length == 20 ? payable(address(bytes20(stored))) : payable(address(0));
    }

    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        return addresses[node][coinType];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function setAddr(bytes32 node, address a) external onlyNodeOwner(node) {
        addresses[node][COIN_TYPE_ETH] = abi.encodePacked(a);
        emit AddrChanged(node, a);
        emit AddressChanged(node, COIN_TYPE_ETH, abi.encodePacked(a));
    }

    function setAddr(bytes32 node, uint256 coinType, bytes calldata a) external onlyNodeOwner(node) {
        addresses[node][coinType] = a;
        emit AddressChanged(node, coinType, a);
        if (coinType == COIN_TYPE_ETH) emit AddrChanged(node, address(bytes20(a)));
    }

    function setName(bytes32 node, string calldata newName) external onlyNodeOwner(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external onlyNodeOwner(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    /// @notice Runs each call on this resolver as the caller (delegatecall keeps msg.sender), all or none.
    function multicall(bytes[] calldata calls) external returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = address(this).delegatecall(calls[i]);
            if (!ok) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
            results[i] = result;
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0xf1cb7e06 // addr(bytes32,uint256)
            || interfaceId == 0x691f3431 // name(bytes32)
            || interfaceId == 0x59d1d43c; // text(bytes32,string)
    }
}
