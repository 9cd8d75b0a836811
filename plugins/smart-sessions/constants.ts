/**
 * What the plugin needs of the account's session code (devnet/contracts/SessionAccount.sol, which an
 * account delegates to with EIP-7702 when its wallet grants a session): the session key's entry point
 * and the errors the chain refuses a call with.
 */
export const SESSION_EXECUTE_ABI = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'pci', type: 'bytes32' },
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes' }],
  },
  { type: 'error', name: 'UnknownSession', inputs: [] },
  { type: 'error', name: 'NotSessionKey', inputs: [] },
  { type: 'error', name: 'Revoked', inputs: [] },
  { type: 'error', name: 'Expired', inputs: [] },
  { type: 'error', name: 'WrongTarget', inputs: [] },
  { type: 'error', name: 'OverLimit', inputs: [{ name: 'remaining', type: 'uint256' }] },
] as const

/** Storage key of the session keys this browser holds, per account (CAIP-10, lower case). */
export const SESSION_KEYS_STORAGE_PREFIX = '@portkit/smart-sessions/'

/** A session lasts an hour unless the host says otherwise. */
export const DEFAULT_SESSION_SECONDS = 3600
/** Wei the wallet sends the session key with the grant (the gas-limit policy), for its own gas. */
export const DEFAULT_GAS_BUDGET = 1_000_000_000_000_000n
