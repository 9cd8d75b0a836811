// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title An ERC-721 with the Enumerable extension for the devnet's NFT fixtures: the data API finds an
/// account's tokens with balanceOf and tokenOfOwnerByIndex, as it does on a chain without an indexer.
/// @dev Written for Portkit from the ERC-721 text (EIP-721, incl. Enumerable). Only the deployer mints;
/// each token's metadata URI is set when it is minted. No safe transfers: the fixtures never need them.
contract DevnetCollection721 {
    string public name;
    string public symbol;
    address public immutable minter;

    mapping(uint256 => address) private owners;
    mapping(uint256 => string) private uris;
    mapping(address => uint256[]) private owned;
    // Position of a token in its owner's `owned` list, plus one (0: not owned).
    mapping(uint256 => uint256) private ownedIndex;
    uint256[] private allTokens;
    mapping(address => mapping(address => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotMinter();
    error NoSuchToken(uint256 tokenId);
    error TokenExists(uint256 tokenId);
    error NotAllowed(address caller, uint256 tokenId);
    error WrongOwner(address from, uint256 tokenId);
    error ZeroAddress();
    error IndexOutOfRange(uint256 index);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function mint(address to, uint256 tokenId, string calldata uri) external {
        if (msg.sender != minter) revert NotMinter();
        if (to == address(0)) revert ZeroAddress();
        if (owners[tokenId] != address(0)) revert TokenExists(tokenId);
        uris[tokenId] = uri;
        allTokens.push(tokenId);
        give(to, tokenId);
        emit Transfer(address(0), to, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return uris[tokenId];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = owners[tokenId];
        if (owner == address(0)) revert NoSuchToken(tokenId);
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert ZeroAddress();
        return owned[owner].length;
    }

    function totalSupply() external view returns (uint256) {
        return allTokens.length;
    }

    function tokenByIndex(uint256 index) external view returns (uint256) {
        if (index >= allTokens.length) revert IndexOutOfRange(index);
        return allTokens[index];
    }

    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        if (index >= owned[owner].length) revert IndexOutOfRange(index);
        return owned[owner][index];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return operators[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (owner != from) revert WrongOwner(from, tokenId);
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != owner && !operators[owner][msg.sender]) revert NotAllowed(msg.sender, tokenId);
        take(from, tokenId);
        give(to, tokenId);
        emit Transfer(from, to, tokenId);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f // ERC-721 metadata
            || interfaceId == 0x780e9d63; // ERC-721 enumerable
    }

    function give(address to, uint256 tokenId) private {
        owners[tokenId] = to;
        owned[to].push(tokenId);
        ownedIndex[tokenId] = owned[to].length;
    }

    /// Swaps the token with its owner's last one, then drops the last.
    function take(address from, uint256 tokenId) private {
        uint256[] storage list = owned[from];
        uint256 at = ownedIndex[tokenId] - 1;
        uint256 last = list[list.length - 1];
        list[at] = last;
        ownedIndex[last] = at + 1;
        list.pop();
        delete ownedIndex[tokenId];
    }
}
