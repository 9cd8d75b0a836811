import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionParameters,
  GetValue,
  Hash,
  Hex,
  ReadContractReturnType,
  SignableMessage,
  TypedData,
  TypedDataDefinition,
} from 'viem'

/**
 * The parameters of the host-facing chain actions (issue 11). EVM shapes for now, typed through viem's own
 * ABI and typed-data types so arguments and results are inferred from the data, never declared twice.
 * The account is the connected one and the network the active one unless a parameter says otherwise.
 */

/** Fee and gas fields a host may set; spec section 5's transaction checks run on them before any wallet call. */
export interface TransactionOptions {
  gas?: bigint
  /** Legacy price; never together with `maxFeePerGas` / `maxPriorityFeePerGas` (FeeConflictError). */
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

export interface SignMessageParameters {
  /** Text (signed as UTF-8) or `{ raw }` bytes, as personal_sign takes them. */
  message: SignableMessage
}

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
> = TypedDataDefinition<typedData, primaryType>

export interface SendTransactionParameters extends TransactionOptions {
  /** Recipient; `null` deploys `data` as a contract. */
  to?: Address | null
  value?: bigint
  data?: Hex
}

export interface EstimateGasParameters extends Omit<SendTransactionParameters, 'nonce'> {
  /** Who would send it: the connected account by default. */
  account?: Address
}

type WriteMutability = 'nonpayable' | 'payable'
type ReadMutability = 'pure' | 'view'

export type WriteContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<
    abi,
    WriteMutability
  >,
  args extends ContractFunctionArgs<abi, WriteMutability, functionName> = ContractFunctionArgs<
    abi,
    WriteMutability,
    functionName
  >,
> = ContractFunctionParameters<abi, WriteMutability, functionName, args> &
  GetValue<abi, functionName> &
  TransactionOptions

export type ReadContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, ReadMutability> = ContractFunctionName<abi, ReadMutability>,
  args extends ContractFunctionArgs<abi, ReadMutability, functionName> = ContractFunctionArgs<
    abi,
    ReadMutability,
    functionName
  >,
> = ContractFunctionParameters<abi, ReadMutability, functionName, args> & {
  /** Read at this block instead of the latest. */
  blockNumber?: bigint
  /** Another configured network than the active one. */
  caipNetworkId?: string
}

export type { ReadContractReturnType }

/** Why a transaction was replaced before it was mined (viem's classification of the same-nonce transaction). */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

export interface Replacement {
  reason: ReplacementReason
  /** The transaction that was waited for and did not get mined. */
  replacedHash: Hash
  /** The transaction mined in its place (same sender and nonce). */
  hash: Hash
}

export interface WaitForReceiptOptions {
  /** Decodes custom errors of this contract in the revert reason (else only `Error(string)` has one). */
  abi?: Abi | readonly unknown[]
  /** Called as soon as a replacement is seen; the receipt carries it as `replaced` too. */
  onReplaced?: (replacement: Replacement) => void
}

export interface WaitForReceiptParameters extends WaitForReceiptOptions {
  hash: Hash
  /** The network the transaction was sent on; the active one by default. */
  caipNetworkId?: string
}

export interface GetBalanceParameters {
  /** Whose balance: the connected account by default. */
  address?: string
  /** An ERC20 contract; the native currency when left out. */
  token?: string
  caipNetworkId?: string
}

export interface Balance {
  value: bigint
  decimals: number
  symbol: string
  /** The whole value in units (not rounded), e.g. '1.5'. */
  formatted: string
}

export interface SwitchNetworkParameters {
  caipNetworkId: string
}

/** The connected wallet as the host sees it. */
export interface WalletInfo {
  name: string
  /** Icon URL (often a data: URL) announced by the wallet, if any. */
  icon: string | undefined
  /** How it is connected: ANNOUNCED (EIP-6963), INJECTED, WALLET_CONNECT... */
  type: string
  rdns: string | undefined
}
