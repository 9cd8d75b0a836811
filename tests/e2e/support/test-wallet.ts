import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  BaseError,
  RpcRequestError,
  createPublicClient,
  createWalletClient,
  defineChain,
  hexToBigInt,
  hexToNumber,
  http,
  isHex,
  toHex,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { sendSessionGrant } from '../../../devnet/contracts/session-grants.ts'
import { revokeSessionTypedData } from '../../../server/contracts/session-account.ts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'

/**
 * A real EIP-6963 wallet for Playwright: the page gets an EIP-1193 provider whose requests are answered
 * in Node by a viem wallet holding a real key and talking to the devnet chains. Nothing is mocked below
 * the provider surface; only the user's clicks are replaced by `rejectNext`.
 */

export interface TestWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface InstallTestWalletOptions {
  manifest: DevnetManifest
  privateKey: Hex
  info?: Partial<TestWalletInfo>
  /** Delay before eth_accounts answers, so a test can observe the 'connecting' state on reload. */
  accountsDelayMs?: number
  /** Chain the wallet starts on; the manifest's first chain when left out. */
  chainId?: number
  /**
   * ERC-7715 smart sessions: wallet_getCapabilities reports `permissions` on the chains with the devnet's
   * SessionAccount, wallet_grantPermissions delegates the account to it (EIP-7702) and grants, and
   * wallet_revokePermissions with a `pci` signs the revocation. Off: those methods are unsupported (4200).
   */
  smartSessions?: boolean
  /**
   * Installs it as the Coinbase Wallet extension does (`window.coinbaseWalletExtension`, with the SDK's
   * `setAppInfo`, whose arguments land in `window.__portkitCoinbaseAppInfo`) instead of announcing it
   * over EIP-6963: the page reaches it only through @coinbase/wallet-sdk.
   */
  coinbaseExtension?: boolean
  /**
   * A multi-chain wallet's page object (Phantom's `window.phantom`): the provider is also its `ethereum`,
   * beside the `solana` of the same wallet (multi-chain-test-wallet.ts).
   */
  windowKey?: string
}

export interface TestWallet {
  readonly address: Address
  readonly info: TestWalletInfo
  readonly currentChainId: number
  /** `true` rejects the next request that shows a prompt; a method name rejects that method's next call. */
  rejectNext: boolean | string
  accountsDelayMs: number
  /** Origins the user connected, kept across reloads the way a real wallet remembers a site. */
  readonly grantedOrigins: Set<string>
  /** Every request the page made, in order. */
  readonly requests: { origin: string; method: string; params: unknown }[]
  /** Sends an EIP-1193 event to the page's provider listeners. */
  emit(event: string, payload: unknown): Promise<void>
  /** Switches chain as the user would in the wallet's own UI (emits chainChanged). */
  switchChain(chainId: number): Promise<void>
  /**
   * Keeps the next `method` prompt open until `release()`: the user has not answered yet. `shown` resolves
   * once the page's request reached the prompt. Also `eth_accounts`, which prompts nothing: its answer waits.
   */
  holdNext(method: string): WalletPromptHold
}

export interface WalletPromptHold {
  shown: Promise<void>
  release(): void
}

/** EIP-1193 / EIP-1474 provider error as it reaches the page. */
export interface WireError {
  code: number
  message: string
  data?: unknown
}

type WireReply = { result: unknown } | { error: WireError }
type RequestHandler = (origin: string, method: string, params: unknown) => Promise<WireReply>

const BINDING = '__portkitTestWalletRequest'
const DISPATCHER = '__portkitTestWalletDispatch'

const DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 11h14v10H9z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="19" cy="16" r="1.5" fill="#fff"/></svg>',
)}`

/** Methods a real wallet shows a prompt for: the ones `rejectNext = true` rejects. */
const PROMPTED_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const invalidParams = (why: string) => new ProviderRpcError(-32602, `Invalid params: ${why}`)

/** One binding per page routes to every wallet installed on it, so a page can hold several wallets. */
const walletsByPage = new WeakMap<Page, Map<string, RequestHandler>>()

export async function installTestWallet(page: Page, options: InstallTestWalletOptions): Promise<TestWallet> {
  const info: TestWalletInfo = {
    uuid: randomUUID(),
    name: 'Portkit Test Wallet',
    icon: DEFAULT_ICON,
    rdns: 'dev.portkit.testwallet',
    ...options.info,
  }
  const wallet = createWalletState(page, info, options)

  let handlers = walletsByPage.get(page)
  if (!handlers) {
    const routes = new Map<string, RequestHandler>()
    handlers = routes
    walletsByPage.set(page, routes)
    await page.exposeFunction(BINDING, (uuid: string, origin: string, method: string, params: unknown) => {
      const handler = routes.get(uuid)
      if (handler) return handler(origin, method, params)
      return { error: { code: 4900, message: 'The Provider is disconnected from all chains.' } }
    })
  }
  handlers.set(info.uuid, wallet.handle)
  // Run under tsx (the bench), esbuild keeps function names by wrapping them in a `__name` helper that
  // the page does not have; without this the provider script throws and no wallet is announced.
  await page.addInitScript('globalThis.__name ??= (target) => target')
  await page.addInitScript(injectProvider, {
    info,
    binding: BINDING,
    dispatcher: DISPATCHER,
    coinbaseExtension: options.coinbaseExtension ?? false,
    windowKey: options.windowKey,
  })
  return wallet.api
}

interface KnownChain {
  chain: Chain
  publicClient: PublicClient
  walletClient: WalletClient<Transport, Chain, PrivateKeyAccount>
}

function createWalletState(page: Page, info: TestWalletInfo, options: InstallTestWalletOptions) {
  const account = privateKeyToAccount(options.privateKey)
  const chains = new Map<number, KnownChain>()
  const addChain = (chain: Chain) => {
    const transport = http(chain.rpcUrls.default.http[0])
    chains.set(chain.id, {
      chain,
      publicClient: createPublicClient({ chain, transport }),
      walletClient: createWalletClient({ account, chain, transport }),
    })
  }
  for (const { chainId, name, rpcUrl } of options.manifest.chains) {
    addChain(
      defineChain({
        id: chainId,
        name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      }),
    )
  }
  let currentChainId = options.chainId ?? options.manifest.chains[0]?.chainId ?? 0
  if (!chains.has(currentChainId))
    throw new Error(`installTestWallet: chain ${currentChainId} is not in the manifest`)
  const current = (): KnownChain => chains.get(currentChainId)!
  // Sends one at a time, as a wallet's approval queue does, so two sends never race for a nonce.
  let sendQueue: Promise<unknown> = Promise.resolve()
  const holds = new Map<string, { show(): void; released: Promise<void> }>()

  const api: TestWallet = {
    address: account.address,
    info,
    get currentChainId() {
      return currentChainId
    },
    rejectNext: false,
    accountsDelayMs: options.accountsDelayMs ?? 0,
    grantedOrigins: new Set(),
    requests: [],
    emit: (event, payload) => dispatchToPage(page, info.uuid, event, payload),
    switchChain: async (chainId) => {
      if (!chains.has(chainId)) throw new Error(`switchChain: chain ${chainId} is unknown to the test wallet`)
      await setChain(chainId)
    },
    holdNext(method) {
      let show = () => {}
      let release = () => {}
      const shown = new Promise<void>((resolve) => (show = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      holds.set(method, { show, released })
      return { shown, release }
    },
  }

  /** A prompt the test holds open (holdNext) waits for the test's release. */
  async function answerWhenReleased(method: string): Promise<void> {
    const hold = holds.get(method)
    if (!hold) return
    holds.delete(method)
    hold.show()
    await hold.released
  }

  async function setChain(chainId: number): Promise<void> {
    if (chainId === currentChainId) return
    currentChainId = chainId
    await notify('chainChanged', toHex(chainId))
  }

  /** Events are best-effort, like a real wallet's: the page may have navigated away meanwhile. */
  async function notify(event: string, payload: unknown): Promise<void> {
    try {
      await api.emit(event, payload)
    } catch (error) {
      const gone = /Execution context was destroyed|Target page, context or browser has been closed/
      if (!page.isClosed() && !gone.test(String(error))) throw error
    }
  }

  /** Where a real wallet would show a prompt: `rejectNext = true` is the user clicking "Reject". */
  function promptUser(method: string): void {
    if (api.rejectNext !== true || !PROMPTED_METHODS.has(method)) return
    api.rejectNext = false
    throw userRejected()
  }

  function requireAccount(origin: string, address: unknown): void {
    if (!api.grantedOrigins.has(origin)) throw unauthorized()
    if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase())
      throw unauthorized()
  }

  function permissions(origin: string) {
    if (!api.grantedOrigins.has(origin)) return []
    const caveats = [{ type: 'restrictReturnedAccounts', value: [account.address] }]
    return [{ parentCapability: 'eth_accounts', invoker: origin, caveats }]
  }

  async function connect(origin: string): Promise<void> {
    if (api.grantedOrigins.has(origin)) return
    api.grantedOrigins.add(origin)
    await notify('accountsChanged', [account.address])
  }

  async function dispatch(origin: string, method: string, params: unknown): Promise<unknown> {
    const args = Array.isArray(params) ? (params as unknown[]) : []
    if (api.rejectNext === method) {
      api.rejectNext = false
      throw userRejected()
    }
    switch (method) {
      case 'eth_requestAccounts':
        if (!api.grantedOrigins.has(origin)) {
          promptUser(method)
          await connect(origin)
        }
        return [account.address]
      case 'eth_accounts':
        if (api.accountsDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, api.accountsDelayMs))
        // A page restoring its session asks eth_accounts: held, the re-sync can be watched as it runs.
        await answerWhenReleased(method)
        return api.grantedOrigins.has(origin) ? [account.address] : []
      case 'eth_chainId':
        return toHex(currentChainId)
      case 'wallet_getPermissions':
        return permissions(origin)
      case 'wallet_requestPermissions':
        promptUser(method)
        await connect(origin)
        return permissions(origin)
      case 'wallet_revokePermissions':
        // ERC-7715 (a session's `pci`) or EIP-2255 (the site's eth_accounts permission, on disconnect).
        if (options.smartSessions && typeof (args[0] as { pci?: unknown } | undefined)?.pci === 'string')
          return revokeSession(origin, args[0] as { pci: Hex; address?: unknown })
        if (api.grantedOrigins.delete(origin)) await notify('accountsChanged', [])
        return null
      case 'wallet_getCapabilities':
        if (!options.smartSessions) return forward(method, params)
        requireAccount(origin, args[0])
        return sessionCapabilities()
      case 'wallet_grantPermissions':
        if (!options.smartSessions) return forward(method, params)
        return grantPermissions(origin, args[0])
      case 'wallet_switchEthereumChain':
        return switchEthereumChain(args[0])
      case 'wallet_addEthereumChain':
        return addEthereumChain(args[0])
      case 'personal_sign': {
        const [message, address] = args
        requireAccount(origin, address)
        if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
        promptUser(method)
        // Hex is signed as raw bytes (what dapps send); any other string as UTF-8 text.
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = args
        requireAccount(origin, address)
        const parsed = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
        if (typeof parsed !== 'object' || parsed === null) throw invalidParams('typed data must be an object')
        promptUser(method)
        return account.signTypedData(parsed as Parameters<PrivateKeyAccount['signTypedData']>[0])
      }
      case 'eth_sendTransaction': {
        const tx = (args[0] ?? {}) as RpcTransaction
        requireAccount(origin, tx.from ?? account.address)
        promptUser(method)
        // A wallet's prompt is for the chain the request came on: a switch while it shows does not move it.
        const { chain, walletClient } = current()
        await answerWhenReleased(method)
        const sent = sendQueue.then(() => walletClient.sendTransaction(toSendParameters(tx, account, chain)))
        sendQueue = sent.catch(() => undefined)
        return sent
      }
      default:
        return forward(method, params)
    }
  }

  /** The devnet's SessionAccount on a chain, from the manifest; undefined where there is none. */
  function sessionAccountOn(chainId: number): Address | undefined {
    return options.manifest.contracts?.[`eip155:${chainId}`]?.sessionAccount as Address | undefined
  }

  function sessionCapabilities() {
    const supported = [...chains.keys()].filter((chainId) => sessionAccountOn(chainId) !== undefined)
    return Object.fromEntries(
      supported.map((chainId) => [
        toHex(chainId),
        {
          permissions: {
            supported: true,
            signerTypes: ['key'],
            permissionTypes: ['contract-call'],
            policyTypes: ['token-allowance', 'gas-limit'],
          },
        },
      ]),
    )
  }

  /**
   * ERC-7715 grant, as the user approving it: one contract-call permission for a key signer, its
   * token-allowance policy the native spending limit and its gas-limit policy the wei sent to the key for
   * gas. The account delegates to SessionAccount (EIP-7702) and grants in one transaction to itself.
   */
  async function grantPermissions(origin: string, param: unknown) {
    if (!api.grantedOrigins.has(origin)) throw unauthorized()
    const request = param as {
      expiry?: unknown
      signer?: { type?: unknown; data?: { id?: unknown } }
      permissions?: {
        type?: unknown
        data?: { address?: unknown }
        policies?: { type?: unknown; data?: Record<string, unknown> }[]
      }[]
    }
    const permission = request?.permissions?.[0]
    const key = request?.signer?.data?.id
    const target = permission?.data?.address
    const policy = (type: string) => permission?.policies?.find((candidate) => candidate.type === type)?.data
    const allowance = policy('token-allowance')?.allowance
    const gasLimit = policy('gas-limit')?.limit
    if (
      typeof request?.expiry !== 'number' ||
      request.signer?.type !== 'key' ||
      typeof key !== 'string' ||
      permission?.type !== 'contract-call' ||
      typeof target !== 'string' ||
      typeof allowance !== 'string'
    )
      throw invalidParams(
        'expected one contract-call permission, a key signer, an expiry and a token-allowance',
      )
    const delegate = sessionAccountOn(currentChainId)
    if (!delegate) throw new ProviderRpcError(4200, 'No smart sessions on this chain')
    promptUser('wallet_grantPermissions')
    const { chain, publicClient, walletClient } = current()
    const granted = sendQueue.then(() =>
      sendSessionGrant(walletClient, publicClient, delegate, {
        key: key as Address,
        target: target as Address,
        limit: hexToBigInt(allowance as Hex),
        expiry: request.expiry as number,
        app: origin,
        gasBudget: typeof gasLimit === 'string' ? hexToBigInt(gasLimit as Hex) : 0n,
      }),
    )
    sendQueue = granted.catch(() => undefined)
    const { pci } = await granted
    return {
      expiry: request.expiry,
      grantedPermissions: request.permissions,
      permissionsContext: pci,
      signerData: { submitToAddress: account.address },
      chainId: toHex(chain.id),
    }
  }

  /** ERC-7715 revocation, as the user approving it: the account's EIP-712 signature over the session id. */
  async function revokeSession(origin: string, param: { pci: Hex; address?: unknown }): Promise<Hex> {
    requireAccount(origin, param.address ?? account.address)
    promptUser('wallet_revokePermissions')
    return account.signTypedData(revokeSessionTypedData(currentChainId, account.address, param.pci))
  }

  async function switchEthereumChain(param: unknown): Promise<null> {
    const chainId = parseChainId(param)
    if (!chains.has(chainId)) {
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID "${toHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    if (chainId === currentChainId) return null
    promptUser('wallet_switchEthereumChain')
    await setChain(chainId)
    return null
  }

  /** Accepts and remembers the chain, then switches to it (what a user approving both prompts gets). */
  async function addEthereumChain(param: unknown): Promise<null> {
    const chainId = parseChainId(param)
    const { chainName, rpcUrls, nativeCurrency } = param as AddChainParameter
    const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
    if (typeof rpcUrl !== 'string') throw invalidParams('rpcUrls must hold at least one URL')
    promptUser('wallet_addEthereumChain')
    // A chain the wallet already knows keeps its RPC URL, as real wallets do.
    if (!chains.has(chainId)) {
      addChain(
        defineChain({
          id: chainId,
          name: typeof chainName === 'string' ? chainName : `Chain ${chainId}`,
          nativeCurrency: nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        }),
      )
    }
    await setChain(chainId)
    return null
  }

  /** Read methods go to the current chain's node; signing ones must never reach anvil's unlocked accounts. */
  async function forward(method: string, params: unknown): Promise<unknown> {
    const readable = /^(eth|net|web3)_/.test(method) && !/^eth_(sign|sendTransaction)/.test(method)
    if (!readable)
      throw new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}`)
    const request = current().publicClient.request as (args: {
      method: string
      params?: unknown
    }) => Promise<unknown>
    return request(params === undefined ? { method } : { method, params })
  }

  const handle: RequestHandler = async (origin, method, params) => {
    api.requests.push({ origin, method, params })
    try {
      return { result: await dispatch(origin, method, params) }
    } catch (error) {
      return { error: toWireError(error) }
    }
  }

  return { api, handle }
}

export interface RpcTransaction {
  from?: Address
  to?: Address | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

interface AddChainParameter {
  chainName?: unknown
  rpcUrls?: unknown
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

function parseChainId(param: unknown): number {
  const chainId = (param as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'string' || !isHex(chainId))
    throw invalidParams('chainId must be a 0x-prefixed hex string')
  return hexToNumber(chainId)
}

/** JSON-RPC quantities (hex) to viem's bigint/number parameters; viem signs locally and sends raw. */
export function toSendParameters(tx: RpcTransaction, account: PrivateKeyAccount, chain: Chain) {
  const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))
  const fees =
    tx.gasPrice !== undefined
      ? { gasPrice: big(tx.gasPrice) }
      : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
  return {
    account,
    chain,
    to: tx.to ?? null,
    data: tx.data ?? tx.input,
    value: big(tx.value),
    gas: big(tx.gas),
    nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
    ...fees,
  }
}

/** Keeps the node's own code, message and data when the error came from the chain. */
function toWireError(error: unknown): WireError {
  if (error instanceof ProviderRpcError) {
    return error.data === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, data: error.data }
  }
  if (error instanceof BaseError) {
    const fromNode = error.walk((cause) => cause instanceof RpcRequestError)
    if (fromNode instanceof RpcRequestError) {
      const wire: WireError = { code: fromNode.code, message: fromNode.details || fromNode.shortMessage }
      if (fromNode.data !== undefined) wire.data = fromNode.data
      return wire
    }
    return { code: -32603, message: error.shortMessage }
  }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) }
}

async function dispatchToPage(page: Page, uuid: string, event: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ({ dispatcher, uuid, event, payload }) => {
      const dispatch = (window as unknown as Record<string, unknown>)[dispatcher]
      if (typeof dispatch !== 'function') throw new Error('The test wallet is not installed in this page')
      dispatch(uuid, event, payload)
    },
    { dispatcher: DISPATCHER, uuid, event, payload },
  )
}

/**
 * Runs in the page before its own scripts (serialised by Playwright, so it must be self-contained):
 * builds the EIP-1193 provider and answers EIP-6963 discovery.
 */
function injectProvider(args: {
  info: TestWalletInfo
  binding: string
  dispatcher: string
  coinbaseExtension: boolean
  windowKey: string | undefined
}): void {
  type Listener = (payload: unknown) => void
  type Reply = { result: unknown } | { error: { code: number; message: string; data?: unknown } }
  const globals = window as unknown as Record<string, unknown>
  type Send = (uuid: string, origin: string, method: string, params: unknown) => Promise<Reply>
  const listeners = new Map<string, Set<Listener>>()

  const provider = {
    isPortkitTestWallet: true,
    async request(request: { method: string; params?: unknown }): Promise<unknown> {
      if (typeof request !== 'object' || request === null || typeof request.method !== 'string') {
        throw Object.assign(new Error('Invalid request: expected { method, params }'), { code: -32600 })
      }
      const send = globals[args.binding] as Send
      const reply = await send(args.info.uuid, location.origin, request.method, request.params)
      if ('error' in reply) throw Object.assign(new Error(reply.error.message), reply.error)
      return reply.result
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  // One dispatcher per page, shared by every test wallet installed on it.
  const providers = (globals.__portkitTestWallets ??= new Map()) as Map<
    string,
    (e: string, p: unknown) => void
  >
  providers.set(args.info.uuid, (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // A failing listener must not stop the others, but should still surface in the console.
      try {
        listener(payload)
      } catch (error) {
        setTimeout(() => {
          throw error
        })
      }
    }
  })
  globals[args.dispatcher] ??= (uuid: string, event: string, payload: unknown) =>
    providers.get(uuid)?.(event, payload)

  if (args.coinbaseExtension) {
    globals.coinbaseWalletExtension = Object.assign(provider, {
      setAppInfo: (...appInfo: unknown[]) => (globals.__portkitCoinbaseAppInfo = appInfo),
    })
    return
  }
  if (args.windowKey) ((globals[args.windowKey] ??= {}) as Record<string, unknown>).ethereum = provider
  const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
