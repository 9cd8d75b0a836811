// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryResolver {
    function resolver(bytes32 node) external view returns (address);
}

/// @title The devnet's ENS universal resolver: the four calls viem's getEnsName / getEnsAddress / getEnsText /
/// getEnsAvatar make (`resolve`, `reverse` and their `WithGateways` forms), with the errors viem reads as "no
/// name" (ResolverNotFound, ResolverError, ReverseAddressMismatch, UnsupportedResolverProfile...).
/// @dev Written for Portkit from ENSIP-10 (finding a resolver, wildcards) and ENSIP-19 (reverse then forward
/// check). Placed at viem's mainnet address with anvil_setCode, so no constructor runs: `initialise` names the
/// registry once. Resolvers answer on chain only; the gateway list is accepted and unused (no CCIP-Read here).
/// Primary names are for Ethereum addresses (coin type 60, `<hex>.addr.reverse`); other coin types have none.
contract DevnetUniversalResolver {
    uint256 private constant COIN_TYPE_ETH = 60;
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // ENSIP-10 resolve(bytes,bytes)

    IEnsRegistryResolver public registry;

    error AlreadyInitialised();
    error InvalidAddress(bytes lookupAddress);
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);

    function initialise(IEnsRegistryResolver registry_) external {
        if (address(registry) != address(0)) revert AlreadyInitialised();
        registry = registry_;
    }

    /// @param name The DNS-encoded name; `data` a resolver call for it (addr, text, name...).
    function resolve(bytes calldata name, bytes calldata data) public view returns (bytes memory, address) {
        return _resolve(name, data);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data);
    }

    /// @notice The primary name of `lookupAddress`, checked by resolving it forward to the same address.
    function reverse(bytes calldata lookupAddress, uint256 coinType)
        public
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (coinType != COIN_TYPE_ETH) return ("", address(0), address(0));
        if (lookupAddress.length != 20) revert InvalidAddress(lookupAddress);
        bytes memory reverseName = _reverseName(lookupAddress);
        bytes memory answer;
        (answer, reverseResolver) = _resolve(reverseName, abi.encodeWithSelector(0x691f3431, _namehash(reverseName, 0)));
        primary = abi.decode(answer, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory primaryName = _dnsEncode(primary);
        (answer, resolver) = _resolve(primaryName, abi.encodeWithSelector(0x3b3b57de, _namehash(primaryName, 0)));
        address primaryAddress = abi.decode(answer, (address));
        if (primaryAddress != address(bytes20(lookupAddress))) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(primaryAddress));
        }
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        return reverse(lookupAddress, coinType);
    }

    function _resolve(bytes memory name, bytes memory data) private view returns (bytes memory, address) {
        (address resolver, uint256 offset) = _findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        bool ok;
        bytes memory result;
        if (offset == 0) {
            (ok, result) = resolver.staticcall(data);
        } else {
            // A parent's resolver answers for a subname only when it is a wildcard (ENSIP-10) resolver.
            if (!_supportsInterface(resolver, EXTENDED_RESOLVER)) revert ResolverNotFound(name);
            (ok, result) = resolver.staticcall(abi.encodeWithSelector(EXTENDED_RESOLVER, name, data));
            if (ok) result = abi.decode(result, (bytes));
        }
        if (!ok) {
            if (result.length == 0) revert UnsupportedResolverProfile(bytes4(data));
            revert ResolverError(result);
        }
        return (result, resolver);
    }

    /// @dev The resolver of the name or of its closest ancestor that has one, and the offset of that suffix.
    function _findResolver(bytes memory name) private view returns (address, uint256) {
        for (uint256 offset = 0; offset < name.length; offset += uint256(uint8(name[offset])) + 1) {
            if (name[offset] == 0) break;
            address resolver = registry.resolver(_namehash(name, offset));
            if (resolver != address(0)) return (resolver, offset);
        }
        return (address(0), 0);
    }

    /// @dev ENSIP-1 namehash of the DNS-encoded name from `offset` on.
    function _namehash(bytes memory name, uint256 offset) private pure returns (bytes32 node) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) {
            if (offset != name.length - 1) revert DNSDecodingFailed(name);
            return bytes32(0);
        }
        if (offset + length + 1 >= name.length) revert DNSDecodingFailed(name);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(_namehash(name, offset + length + 1), label));
    }

    /// @dev `portkit-alice.eth` -> 0x0d "portkit-alice" 0x03 "eth" 0x00.
    function _dnsEncode(string memory ens) private pure returns (bytes memory dns) {
        bytes memory text = bytes(ens);
        dns = new bytes(text.length + 2);
        uint256 labelStart = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i < text.length && text[i] != ".") {
                dns[i + 1] = text[i];
                continue;
            }
            uint256 length = i - labelStart;
            if (length == 0 || length > 255) revert DNSEncodingFailed(ens);
            dns[labelStart] = bytes1(uint8(length));
            labelStart = i + 1;
        }
    }

    /// @dev `<40 lower-case hex digits>.addr.reverse`, DNS-encoded (ENSIP-3).
    function _reverseName(bytes calldata lookupAddress) private pure returns (bytes memory) {
        bytes memory digits = new bytes(40);
        bytes16 hexDigits = "0123456789abcdef";
        for (uint256 i = 0; i < 20; i++) {
            digits[2 * i] = hexDigits[uint8(lookupAddress[i]) >> 4];
            digits[2 * i + 1] = hexDigits[uint8(lookupAddress[i]) & 0x0f];
        }
        return abi.encodePacked(uint8(40), digits, uint8(4), "addr", uint8(7), "reverse", uint8(0));
    }

    function _supportsInterface(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory result) =
            target.staticcall(abi.encodeWithSelector(0x01ffc9a7, interfaceId));
        return ok && result.length >= 32 && abi.decode(result, (bool));
    }
}
