import type {
  Abi,
  Account,
  Chain,
  ContractFunctionArgs,
  ContractFunctionName,
  Hash,
  Hex,
  PublicClient,
  TypedData,
  Transport,
  WalletClient,
} from 'viem'
import type { ResolvedConfig } from '../config/types.ts'
import type { ChainNamespace, Connector, Network, WalletAccount } from '../core/types.ts'
import type {
  CallsStatus,
  CapabilitiesByChain,
  EstimateGasParameters,
  GetCapabilitiesParameters,
  GetTransactionReceiptReturnType,
  GetTransactionReturnType,
  TransactionCountBlockTag,
  ReadContractParameters,
  ReadContractReturnType,
  Replacement,
  SendCallsParameters,
  SendCallsResult,
  SendTransactionParameters,
  SignMessageParameters,
  SignTypedDataParameters,
  WaitForReceiptOptions,
  WriteContractParameters,
} from './actions/types.ts'

// The data these contracts exchange lives on floor 1, so state can hold it; re-exported for implementers.
export type {
  Connector,
  ConnectorType,
  Eip1193Provider,
  WalletAccount,
  WalletPairing,
} from '../core/types.ts'

/** A source of connectors, e.g. EIP-6963 discovery. Selected by config, created by the generated entry. */
export interface ConnectorSource {
  kind: string
  /** Starts discovery; `onChange` receives the full current list. Returns a stop function. */
  watch(onChange: (connectors: Connector[]) => void): () => void
}
/** Connector factories get the resolved config, e.g. to honour `enableEIP6963`. */
export type ConnectorFactory = (context: { config: ResolvedConfig }) => ConnectorSource

export interface ChainSession {
  address: string
  /** Chain reference as reported by the wallet, e.g. '31337'. */
  chainReference: string
  /** Every account the wallet granted, named, when it names them (the Account view's picker). */
  accounts?: WalletAccount[]
}

export interface WalletEvents {
  /** The first address is the connected one; `accounts` replaces the granted list when the wallet names them. */
  onAccountsChanged(addresses: string[], accounts?: WalletAccount[]): void
  onChainChanged(chainReference: string): void
  onDisconnect(): void
}

export interface NativeBalance {
  value: bigint
  decimals: number
  symbol: string
}

/** A token to read a balance of; what a token list already says about it is not asked of the chain. */
export interface TokenToRead {
  address: string
  symbol?: string
  name?: string
  decimals?: number
}

/** A balance read from the chain: the native currency (no address) or a token, with its list facts. */
export interface TokenAmount {
  address?: string
  symbol: string
  name: string
  decimals: number
  value: bigint
}

/** An account's name and avatar as its chain's name records give them (ENS on EVM). */
export interface ChainProfile {
  name: string
  /** An image URL (https, the IPFS gateway's, or inline data), not yet checked by the safe-image rule. */
  avatar?: string
}

/** One transfer, in the smallest unit of what moves: the native token, or the token at `token`. */
export interface Transfer {
  from: string
  to: string
  amount: bigint
  /** The token contract's plain address; undefined for the native token. */
  token: string | undefined
}

/** What a transfer costs, in the smallest unit of the network's native token. */
export interface TransferFee {
  /** Price of one gas unit. */
  gasPrice: bigint
  /** Gas units times the price. */
  fee: bigint
}

/** A mined transaction that succeeded (one that reverted rejects instead). */
export interface TransactionReceipt {
  /** The mined transaction: the one waited for, or the one that replaced it. */
  hash: string
  status: 'success'
  /** Set when the transaction waited for was replaced (same sender and nonce) before it was mined. */
  replaced?: Replacement
}

/** The connected wallet an action asks: its connector, the account and the network it acts on. */
export interface WalletTarget {
  connector: Connector
  address: string
  network: Network
}

type Writable = 'nonpayable' | 'payable'
type Readable = 'pure' | 'view'

/**
 * What every chain family's adapter has (implemented per namespace on floor 4): connect, sign, send,
 * balances and address checks. What only some families have is a capability interface below, so a missing
 * one is a type-level fact; controllers and views never talk to a chain library or a wallet provider.
 */
export interface ChainAdapter<Namespace extends ChainNamespace = ChainNamespace> {
  namespace: Namespace
  /** Whether `address` is an address of `network` (the send form's receiver rule, spec section 5). */
  isAddress(address: string, network: Network): boolean
  /** Asks the wallet for access (may prompt). */
  connect(connector: Connector): Promise<ChainSession>
  /**
   * Re-syncs a previous session without prompting; undefined when the wallet no longer grants access.
   * `network` is the one the visitor chose last: wallets with no chain of their own (Solana, Bitcoin)
   * resume on it; an EVM wallet's own chain wins.
   */
  reconnect(connector: Connector, network?: Network, account?: string): Promise<ChainSession | undefined>
  disconnect(connector: Connector): Promise<void>
  /**
   * Makes another of the granted accounts (ChainSession.accounts) the connected one, reported through
   * onAccountsChanged; only adapters whose wallets grant several accounts at once have it. The chosen
   * address is handed back to `reconnect` as `account` after a reload.
   */
  selectAccount?(connector: Connector, address: string): Promise<void>
  switchNetwork(connector: Connector, network: Network): Promise<void>
  /** Native balance, or the ERC20 balance (with the token's decimals and symbol) when `token` is given. */
  getBalance(address: string, network: Network, token?: string): Promise<NativeBalance>
  /**
   * The native balance and the `tokens` balances in one batched read (EVM: one Multicall3 call per chain).
   * Tokens whose read fails (not a token, no such contract) are left out.
   */
  getTokenBalances?(address: string, network: Network, tokens: readonly TokenToRead[]): Promise<TokenAmount[]>
  /** The account's primary name and avatar from the network's name records; undefined without any. */
  getProfile?(address: string, network: Network): Promise<ChainProfile | undefined>
  watch(connector: Connector, events: WalletEvents): () => void
  /** The fee of a transfer, asked of the network; rejects with EstimateGasError ('error estimating gas'). */
  estimateTransferFee(network: Network, transfer: Transfer): Promise<TransferFee>
  /** Sends a transfer through the connector's wallet (it prompts); resolves with the transaction hash. */
  sendTransfer(connector: Connector, network: Network, transfer: Transfer): Promise<string>
  /**
   * Waits until mined; a reverted transaction rejects with TransactionRevertedError (reason or 'unknown
   * reason'). A replaced transaction resolves with the replacement's receipt and `replaced` set.
   */
  waitForReceipt(network: Network, hash: string, options?: WaitForReceiptOptions): Promise<TransactionReceipt>

  // Host actions (issue 11). Bad input is refused with the catalogue's error before the wallet is asked;
  // wallet failures become the catalogue's classes (user rejection, chain mismatch, insufficient funds...).

  /** personal_sign (EVM) by the connected account; resolves with the signature. */
  signMessage(wallet: WalletTarget, parameters: SignMessageParameters): Promise<Hex>
  /** Asks the wallet to send; resolves with the hash once it is submitted (not mined). */
  sendTransaction(wallet: WalletTarget, parameters: SendTransactionParameters): Promise<Hash>
}

/** EIP-712 typed-data signing (eth_signTypedData_v4). */
export interface TypedDataSigning {
  signTypedData<
    const typedData extends TypedData | Record<string, unknown>,
    primaryType extends keyof typedData | 'EIP712Domain',
  >(
    wallet: WalletTarget,
    parameters: SignTypedDataParameters<typedData, primaryType>,
  ): Promise<Hex>
}

/** Gas units of a transaction, asked of the network; rejects with EstimateGasError ('error estimating gas'). */
export interface GasEstimation {
  estimateGas(network: Network, parameters: EstimateGasParameters): Promise<bigint>
}

/** Contract calls typed by their ABI: writes through the wallet, reads over the network's RPC. */
export interface ContractAccess {
  writeContract<
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, Writable>,
    const args extends ContractFunctionArgs<abi, Writable, functionName>,
  >(
    wallet: WalletTarget,
    parameters: WriteContractParameters<abi, functionName, args>,
  ): Promise<Hash>
  readContract<
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, Readable>,
    const args extends ContractFunctionArgs<abi, Readable, functionName>,
  >(
    network: Network,
    parameters: ReadContractParameters<abi, functionName, args>,
  ): Promise<ReadContractReturnType<abi, functionName, args>>
}

/** Transactions as the network has them now: by hash, their receipts, an account's count. */
export interface TransactionLookup {
  /** The transaction `hash` as the network has it, now; viem's TransactionNotFoundError when it has none. */
  getTransaction(network: Network, hash: Hash): Promise<GetTransactionReturnType>
  /**
   * The receipt of `hash` as the network has it, now (no waiting, unlike waitForReceipt): viem's
   * TransactionReceiptNotFoundError while it is not mined or when the network does not know it.
   */
  getTransactionReceipt(network: Network, hash: Hash): Promise<GetTransactionReceiptReturnType>
  /**
   * How many transactions `address` has sent on the network (its next nonce), at `blockTag` ('latest'
   * by default; 'pending' counts those waiting in the node's pool too).
   */
  getTransactionCount(network: Network, address: string, blockTag?: TransactionCountBlockTag): Promise<number>
}

/** viem's own clients, for hosts that go beyond the actions; their code loads on first use. */
export interface ViemClients {
  /** A viem wallet client for the connected account on the network. */
  getWalletClient(wallet: WalletTarget): Promise<WalletClient<Transport, Chain, Account>>
  /** A viem public client reading the network over its RPC. */
  getPublicClient(network: Network): Promise<PublicClient<Transport, Chain>>
}

/** EIP-5792 batches (issue 11). */
export interface CallBatches {
  /**
   * wallet_sendCalls on the wallet's network. Each call's `to`, and `data` when present, must start with
   * 0x (InvalidSendCallsError, before the wallet is asked). A wallet without EIP-5792 (4200 / -32601)
   * gets the calls one by one as eth_sendTransaction, and the id says so to getCallsStatus.
   */
  sendCalls(wallet: WalletTarget, parameters: SendCallsParameters): Promise<SendCallsResult>
  /** wallet_getCallsStatus; a fallback id is answered from the transactions' receipts. */
  getCallsStatus(wallet: WalletTarget, id: string): Promise<CallsStatus>
  /** wallet_getCapabilities per chain id (assetDiscovery among them); empty for a wallet without EIP-5792. */
  getCapabilities(wallet: WalletTarget, parameters: GetCapabilitiesParameters): Promise<CapabilitiesByChain>
}

/** The capabilities an adapter may add to the core, by name (`hasCapability(adapter, name)`). */
export interface AdapterCapabilities {
  typedData: TypedDataSigning
  gasEstimation: GasEstimation
  contracts: ContractAccess
  transactionLookup: TransactionLookup
  viemClients: ViemClients
  callBatches: CallBatches
}
export type AdapterCapability = keyof AdapterCapabilities

/** The EVM adapter: the core and every capability. */
export type EvmChainAdapter = ChainAdapter<'eip155'> &
  TypedDataSigning &
  GasEstimation &
  ContractAccess &
  TransactionLookup &
  ViemClients &
  CallBatches

/** An instance's adapters when its type does not say which: any of them may have any capability. */
export type AnyChainAdapter = ChainAdapter | EvmChainAdapter

/**
 * The adapters a list of factories makes, as a union. A factory whose namespace type was widened (a plain
 * `AdapterFactory`) may make any adapter, so it stands for AnyChainAdapter.
 */
export type AdaptersOf<Factories extends readonly AdapterFactory[]> =
  ReturnType<Factories[number]> extends infer Adapter extends ChainAdapter
    ? Adapter extends unknown
      ? ChainNamespace extends Adapter['namespace']
        ? AnyChainAdapter
        : Adapter
      : never
    : never

/**
 * Adapter factories get the resolved config, e.g. the `customRpcUrls` their reads go to first. `Adapter`
 * is what the factory makes, so an instance's type knows its adapters' capabilities.
 */
export type AdapterFactory<Adapter extends ChainAdapter = ChainAdapter> = (context: {
  config: ResolvedConfig
}) => Adapter
