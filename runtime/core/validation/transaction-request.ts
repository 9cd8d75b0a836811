import { assertRequest } from 'viem'
import { FeeConflictError } from '../errors.ts'

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
  assertRequest(request as Parameters<typeof assertRequest>[0])
}
