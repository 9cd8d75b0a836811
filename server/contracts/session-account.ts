import { parseAbi, type Address, type Hex } from 'viem'

/**
 * What the data API reads and calls of a smart-session account (EIP-7702 delegate code, the devnet's
 * SessionAccount.sol): its session events and the signed revocation it relays. The devnet's compiled artifact
 * must contain every item (tests/unit/devnet/services/contract-artifacts.test.ts).
 */
export const SESSION_ACCOUNT_ABI = parseAbi([
  'event SessionGranted(bytes32 indexed pci, address indexed key, address indexed target, uint256 limit, uint64 expiry, string app)',
  'event SessionRevoked(bytes32 indexed pci)',
  'event SessionUsed(bytes32 indexed pci, uint256 value)',
  'function revokeSessionWithSignature(bytes32 pci, bytes signature)',
])

/** The EIP-712 domain of SessionAccount.revokeDigest, less chainId and verifyingContract (the account). */
const SESSIONS_DOMAIN = { name: 'Portkit Sessions', version: '1' } as const
const REVOKE_SESSION_TYPES = { RevokeSession: [{ name: 'pci', type: 'bytes32' }] } as const

/** The typed data a wallet signs to revoke session `pci` of `account` on `chainId`. */
export function revokeSessionTypedData(chainId: number, account: Address, pci: Hex) {
  return {
    domain: { ...SESSIONS_DOMAIN, chainId, verifyingContract: account },
    types: REVOKE_SESSION_TYPES,
    primaryType: 'RevokeSession' as const,
    message: { pci },
  }
}
