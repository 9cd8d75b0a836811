// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title An ERC-1155 for the devnet's NFT fixtures: the data API reads balanceOf for the ids the server
/// lists and each id's metadata URI.
/// @dev Written for Portkit from the ERC-1155 text (EIP-1155). Only the deployer mints; each id's URI is set
/// at its first mint (a data: URI, so no `{id}` substitution). Transfers to contracts are refused rather
/// than calling the receiver hook: the fixtures hold their tokens in plain accounts.
contract DevnetCollection1155 {
    address public immutable minter;

    mapping(uint256 => mapping(address => uint256)) private balances;
    mapping(uint256 => string) private uris;
    mapping(address => mapping(address => bool)) private operators;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    error NotMinter();
    error NotAllowed(address caller);
    error ZeroAddress();
    error NotEnough(uint256 id, uint256 held);
    error ContractReceiver(address to);

    constructor() {
        minter = msg.sender;
    }

    function mint(address to, uint256 id, uint256 amount, string calldata tokenUri) external {
        if (msg.sender != minter) revert NotMinter();
        if (to == address(0)) revert ZeroAddress();
        if (bytes(uris[id]).length == 0) {
            uris[id] = tokenUri;
            emit URI(tokenUri, id);
        }
        balances[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
    }

    function uri(uint256 id) external view returns (string memory) {
        return uris[id];
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        if (account == address(0)) revert ZeroAddress();
        return balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory answers)
    {
        answers = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) answers[i] = balanceOf(accounts[i], ids[i]);
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address account, address operator) external view returns (bool) {
        return operators[account][operator];
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata) external {
        if (msg.sender != from && !operators[from][msg.sender]) revert NotAllowed(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        if (to.code.length > 0) revert ContractReceiver(to);
        uint256 held = balances[id][from];
        if (held < amount) revert NotEnough(id, held);
        balances[id][from] = held - amount;
        balances[id][to] += amount;
        emit TransferSingle(msg.sender, from, to, id, amount);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0xd9b67a26 // ERC-1155
            || interfaceId == 0x0e89341c; // ERC-1155 metadata URI
    }
}
