import { assertRequest, type Address } from 'viem'
import { FeeConflictError, InvalidAddressError } from '../errors.ts'

/** The fields of a transaction request the checks look at (untyped input from a dApp or the frame). */
export interface TransactionRequestFields {
  account?: string
  to?: string | null
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/**
 * Transaction checks of spec section 5. viem's `assertRequest` already rejects invalid addresses, a fee
 * cap above 2^256-1 and a tip above the fee cap; it does not reject a legacy `gasPrice` next to EIP-1559
 * fee fields, so that one check is added here, with viem's own error class.
 */
export function assertTransactionRequest(request: TransactionRequestFields): void {
  const hasFeeCap = request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined
  if (request.gasPrice !== undefined && hasFeeCap) throw new FeeConflictError()
  // viem skips an empty recipient (and would read it as a contract deployment): an empty field is invalid.
  if (request.account === '' || request.to === '') throw new InvalidAddressError({ address: '' })
  assertRequest(request as Parameters<typeof assertRequest>[0])
}

/**
 * The address check alone, for actions that take addresses but build no transaction (balances, contract
 * reads): viem's own rule, as `assertRequest` applies it to a recipient. Rejects with InvalidAddressError.
 */
export function assertAddresses(...addresses: (string | undefined)[]): void {
  for (const address of addresses) {
    if (address === '') throw new InvalidAddressError({ address })
    if (address !== undefined) assertRequest({ to: address as Address })
  }
}
