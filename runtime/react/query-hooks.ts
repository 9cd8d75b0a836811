import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import {
  getBalance,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  readContract,
  waitForReceipt,
  type Balance,
  type GetBalanceParameters,
  type GetTransactionCountParameters,
  type GetTransactionParameters,
  type GetTransactionReceiptParameters,
  type GetTransactionReceiptReturnType,
  type GetTransactionReturnType,
  type ReadContractParameters,
  type ReadContractReturnType,
  type WaitForReceiptParameters,
} from '../controllers/actions/index.ts'
import { queryKey } from '../controllers/actions/query-key.ts'
import type { TransactionReceipt } from '../controllers/types.ts'
import { useAccount } from './hooks.ts'
import { useActionQuery, type QueryResult } from './use-action.ts'

/** Query hooks: fetched after mount and again when the account or network changes; `refetch` on demand. */

export interface QueryOptions {
  /** false: ask nothing (status stays pending) until it becomes true. */
  enabled?: boolean | undefined
}

/** The native balance, or `token`'s, of the connected account (or `address`); waits for a connection. */
export function useBalance(parameters: GetBalanceParameters & QueryOptions = {}): QueryResult<Balance> {
  const { enabled = true, ...balance } = parameters
  const { isConnected } = useAccount()
  return useActionQuery(
    queryKey(balance),
    (portkit) => getBalance(portkit, balance),
    enabled && (isConnected || balance.address !== undefined),
  )
}

/**
 * How many transactions the connected account (or `address`) has sent: its next nonce ('latest', or with
 * the node's pool at 'pending'); waits for a connection.
 */
export function useTransactionCount(
  parameters: GetTransactionCountParameters & QueryOptions = {},
): QueryResult<number> {
  const { enabled = true, ...count } = parameters
  const { isConnected } = useAccount()
  return useActionQuery(
    queryKey(count),
    (portkit) => getTransactionCount(portkit, count),
    enabled && (isConnected || count.address !== undefined),
  )
}

/** A view or pure contract function's result; `args` and `data` are typed by the ABI. */
export function useReadContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(
  parameters: ReadContractParameters<abi, functionName, args> & QueryOptions,
): QueryResult<ReadContractReturnType<abi, functionName, args>> {
  const { enabled = true, ...read } = parameters
  return useActionQuery(
    queryKey(read),
    (portkit) => readContract(portkit, read as ReadContractParameters<abi, functionName, args>),
    enabled,
  )
}

/**
 * The receipt of `hash` once mined: success (with `replaced` when a same-nonce transaction took its
 * place), or an error: TransactionRevertedError with the revert reason or 'unknown reason'. Waits for a hash.
 */
export function useWaitForReceipt(
  parameters: Omit<WaitForReceiptParameters, 'hash' | 'onReplaced'> & {
    hash?: WaitForReceiptParameters['hash'] | undefined
  } & QueryOptions,
): QueryResult<TransactionReceipt> {
  const { enabled = true, hash, ...options } = parameters
  return useActionQuery(
    queryKey({ hash, ...options }),
    (portkit) => waitForReceipt(portkit, { ...options, hash: hash! }),
    enabled && hash !== undefined,
  )
}

/**
 * The transaction `hash` as the network has it; an unknown one is an error: viem's
 * TransactionNotFoundError. Waits for a hash.
 */
export function useTransaction(
  parameters: Omit<GetTransactionParameters, 'hash'> & {
    hash?: GetTransactionParameters['hash'] | undefined
  } & QueryOptions,
): QueryResult<GetTransactionReturnType> {
  const { enabled = true, hash, caipNetworkId } = parameters
  return useActionQuery(
    queryKey({ hash, caipNetworkId }),
    (portkit) => getTransaction(portkit, { hash: hash!, caipNetworkId }),
    enabled && hash !== undefined,
  )
}

/**
 * The receipt of `hash` as the network has it now, without waiting (useWaitForReceipt waits); not mined
 * yet, or unknown, is an error: viem's TransactionReceiptNotFoundError. Waits for a hash.
 */
export function useTransactionReceipt(
  parameters: Omit<GetTransactionReceiptParameters, 'hash'> & {
    hash?: GetTransactionReceiptParameters['hash'] | undefined
  } & QueryOptions,
): QueryResult<GetTransactionReceiptReturnType> {
  const { enabled = true, hash, caipNetworkId } = parameters
  return useActionQuery(
    queryKey({ hash, caipNetworkId }),
    (portkit) => getTransactionReceipt(portkit, { hash: hash!, caipNetworkId }),
    enabled && hash !== undefined,
  )
}
