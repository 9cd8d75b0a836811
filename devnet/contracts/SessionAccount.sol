// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Smart sessions for an account that delegates its code here with EIP-7702 (the devnet's stand-in for
/// an ERC-7715 wallet's permission system). The account itself (a transaction it sends to itself) grants
/// a session: one key may call one target, spending at most `limit` wei of the account's native balance
/// in all, until `expiry`. A session ends when the account revokes it, either with a transaction to
/// itself or with an EIP-712 signature that anyone may relay (the data API does), or when it expires.
/// State lives in the account's own storage, at an ERC-7201 slot so other code it delegates to later
/// cannot collide with it.
contract SessionAccount {
    struct Session {
        address key;
        address target;
        uint64 expiry;
        bool revoked;
        uint256 limit;
        uint256 spent;
    }

    /// @custom:storage-location erc7201:portkit.sessions
    struct Layout {
        uint256 nonce;
        mapping(bytes32 => Session) sessions;
    }

    // keccak256(abi.encode(uint256(keccak256("portkit.sessions")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant LAYOUT_SLOT = 0x1da09495d756fbb1b372cab39f795caa9190cbea76dfcabc721634b63cdb1d00;

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant REVOKE_TYPEHASH = keccak256("RevokeSession(bytes32 pci)");
    bytes32 private constant NAME_HASH = keccak256("Portkit Sessions");
    bytes32 private constant VERSION_HASH = keccak256("1");
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    event SessionGranted(
        bytes32 indexed pci,
        address indexed key,
        address indexed target,
        uint256 limit,
        uint64 expiry,
        string app
    );
    event SessionUsed(bytes32 indexed pci, uint256 value);
    event SessionRevoked(bytes32 indexed pci);

    error NotAccount();
    error InvalidSession();
    error UnknownSession();
    error NotSessionKey();
    error Revoked();
    error Expired();
    error WrongTarget();
    error OverLimit(uint256 remaining);
    error BadSignature();
    error GasBudgetNotSent();

    /// Only the account may grant: a transaction it sends to itself (msg.sender is then its own address).
    /// `msg.value` goes on to the key, as its gas budget.
    function grantSession(
        address key,
        address target,
        uint256 limit,
        uint64 expiry,
        string calldata app
    ) external payable returns (bytes32 pci) {
        if (msg.sender != address(this)) revert NotAccount();
        if (key == address(0) || target == address(0) || expiry <= block.timestamp) revert InvalidSession();
        Layout storage layout = _layout();
        pci = keccak256(abi.encode(block.chainid, address(this), layout.nonce++));
        layout.sessions[pci] = Session(key, target, expiry, false, limit, 0);
        emit SessionGranted(pci, key, target, limit, expiry, app);
        if (msg.value > 0) {
            (bool sent, ) = key.call{value: msg.value}("");
            if (!sent) revert GasBudgetNotSent();
        }
    }

    /// The session key's call: `to` must be the session's target, the value within what is left of the
    /// limit, the session neither revoked nor expired. A failing call reverts with its own reason.
    function execute(bytes32 pci, address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        Session storage session = _layout().sessions[pci];
        if (session.key == address(0)) revert UnknownSession();
        if (msg.sender != session.key) revert NotSessionKey();
        if (session.revoked) revert Revoked();
        if (block.timestamp >= session.expiry) revert Expired();
        if (to != session.target) revert WrongTarget();
        uint256 spent = session.spent + value;
        if (spent > session.limit) revert OverLimit(session.limit - session.spent);
        session.spent = spent;
        emit SessionUsed(pci, value);
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    function revokeSession(bytes32 pci) external {
        if (msg.sender != address(this)) revert NotAccount();
        _revoke(pci);
    }

    /// Anyone may relay a revocation the account's own key signed: EIP-712 `RevokeSession(bytes32 pci)`
    /// in the domain { name: "Portkit Sessions", version: "1", chainId, verifyingContract: the account }.
    function revokeSessionWithSignature(bytes32 pci, bytes calldata signature) external {
        if (_recover(revokeDigest(pci), signature) != address(this)) revert BadSignature();
        _revoke(pci);
    }

    function revokeDigest(bytes32 pci) public view returns (bytes32) {
        bytes32 domain = keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(REVOKE_TYPEHASH, pci))));
    }

    function getSession(bytes32 pci) external view returns (Session memory) {
        return _layout().sessions[pci];
    }

    /// The account still takes plain transfers once its code is delegated here.
    receive() external payable {}

    function _revoke(bytes32 pci) private {
        Session storage session = _layout().sessions[pci];
        if (session.key == address(0)) revert UnknownSession();
        if (session.revoked) revert Revoked();
        session.revoked = true;
        emit SessionRevoked(pci);
    }

    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER) return address(0);
        return ecrecover(digest, v, r, s);
    }

    function _layout() private pure returns (Layout storage layout) {
        bytes32 slot = LAYOUT_SLOT;
        assembly {
            layout.slot := slot
        }
    }
}
