/** The devnet's PUSD token (18 decimals): deployed first by the devnet, so at this address on every devnet chain. */
export const DEVNET_TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
export const TOKEN_DECIMALS = 10n ** 18n

/** The part of the devnet token's ABI the example pages use; `as const` lets the hooks type args and results. */
export const tokenAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  { type: 'error', name: 'ZeroAddress', inputs: [] },
  {
    type: 'error',
    name: 'InsufficientBalance',
    inputs: [
      { name: 'available', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
] as const
