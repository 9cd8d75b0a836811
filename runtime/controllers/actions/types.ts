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
  Transaction,
  TransactionReceipt as ViemTransactionReceipt,
  TypedData,
  TypedDataDefinition,
} from 'viem'
import type { SolanaCommitment } from '../../core/validation/solana-commitment.ts'

/**
 * The parameters of the host-facing chain actions (issue 11). EVM shapes for now, typed through viem's own
 * ABI and typed-data types so arguments and results are inferred from the data, never declared twice.
 * The account is the connected one and the network the active one unless a parameter says otherwise.
 */

/** Fee and gas fields a host may set; spec section 5's transaction checks run on them before any wallet call. */
export interface TransactionOptions {
  gas?: bigint | undefined
  /** Legacy price; never together with `maxFeePerGas` / `maxPriorityFeePerGas` (FeeConflictError). */
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  nonce?: number | undefined
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
  to?: Address | null | undefined
  value?: bigint | undefined
  data?: Hex | undefined
  /** Solana only: the preflight commitment of the send (spec section 5), 'confirmed' by default. */
  preflightCommitment?: SolanaCommitment | undefined
}

export interface EstimateGasParameters extends Omit<
  SendTransactionParameters,
  'nonce' | 'preflightCommitment'
> {
  /** Who would send it: the connected account by default. */
  account?: Address | undefined
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
  blockNumber?: bigint | undefined
  /** Another configured network than the active one. */
  caipNetworkId?: string | undefined
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
  abi?: Abi | readonly unknown[] | undefined
  /** Called as soon as a replacement is seen; the receipt carries it as `replaced` too. */
  onReplaced?: ((replacement: Replacement) => void) | undefined
  /**
   * Gives up after this many ms with viem's WaitForTransactionReceiptTimeoutError ('wait timeout'); the
   * receipt wait's default (180 s, spec section 9) when left out.
   */
  timeout?: number | undefined
}

export interface WaitForReceiptParameters extends WaitForReceiptOptions {
  hash: Hash
  /** The network the transaction was sent on; the active one by default. */
  caipNetworkId?: string | undefined
}

export interface GetTransactionParameters {
  hash: Hash
  /** The network to ask; the active one by default. */
  caipNetworkId?: string | undefined
}

export type GetTransactionReceiptParameters = GetTransactionParameters

export interface GetTransactionCountParameters {
  /** Whose count: the connected account by default. */
  address?: string | undefined
  /** 'latest' (mined; the default) or 'pending' (with the node's pool). */
  blockTag?: TransactionCountBlockTag | undefined
  /** The network to ask; the active one by default. */
  caipNetworkId?: string | undefined
}

/** Which transactions count: mined ones ('latest') or also those in the node's pool ('pending'). */
export type TransactionCountBlockTag = 'latest' | 'pending'

/** The transaction as the network has it (viem's `Transaction`: sender, nonce, value, input, block...). */
export type GetTransactionReturnType = Transaction

/** The receipt of a mined transaction as the network has it (viem's: status, block, gas used, logs...). */
export type GetTransactionReceiptReturnType = ViemTransactionReceipt

export interface GetBalanceParameters {
  /** Whose balance: the connected account by default. */
  address?: string | undefined
  /** An ERC20 contract; the native currency when left out. */
  token?: string | undefined
  caipNetworkId?: string | undefined
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
  /** The social provider of an embedded-wallet login (google, farcaster...), else undefined. */
  social: string | undefined
}

/** One call of a batch (EIP-5792): `to` and, when present, `data` start with 0x (spec section 5). */
export interface Call {
  to: Address
  data?: Hex | undefined
  value?: bigint | undefined
}

export interface SendCallsParameters {
  calls: readonly Call[]
  /**
   * Capabilities asked of the wallet (e.g. `paymasterService`). Mark them `optional: true` to allow the
   * one-by-one fallback: a required capability refuses it (viem's UnsupportedNonOptionalCapabilityError).
   */
  capabilities?: Record<string, { optional?: boolean; [key: string]: unknown }> | undefined
  /** All or nothing: refused by the fallback when there is more than one call (AtomicityNotSupportedError). */
  forceAtomic?: boolean | undefined
}

export interface SendCallsResult {
  /**
   * The batch id, for `getCallsStatus`. A wallet without EIP-5792 gets the calls one by one as
   * eth_sendTransaction; the id then encodes their hashes and chain (viem's fallback id).
   */
  id: string
  /** Capabilities the wallet reports for the batch, if any. */
  capabilities?: Record<string, unknown> | undefined
}

export interface GetCallsStatusParameters {
  id: string
}

/** A call's receipt inside a batch status. */
export interface CallReceipt {
  transactionHash: Hash
  status: 'success' | 'reverted'
  blockNumber: bigint
  gasUsed: bigint
}

export interface CallsStatus {
  /** pending (100), success (200), failure (400/500: nothing landed) or partial failure (600) by statusCode. */
  status: 'pending' | 'success' | 'failure' | undefined
  statusCode: number
  chainId: number
  /** false for the one-by-one fallback. */
  atomic: boolean
  receipts: CallReceipt[]
}

export interface GetCapabilitiesParameters {
  /** Whose capabilities: the connected account by default. */
  account?: Address | undefined
  /** Only this chain's; every chain the wallet reports when left out. */
  chainId?: number | undefined
}

/** What a wallet supports on one chain (EIP-5792); `assetDiscovery` is wallet_getAssets (ERC-7811). */
export interface WalletCapabilities {
  assetDiscovery?: { supported: boolean } | undefined
  atomic?: { status: 'supported' | 'ready' | 'unsupported' } | undefined
  [capability: string]: unknown
}

/** Capabilities per chain id; empty for a wallet without EIP-5792. */
export type CapabilitiesByChain = Record<number, WalletCapabilities>
