import { fixedSource } from './scripted-adapter.ts'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../devnet/index.ts'
import type { Eip1193Provider } from '../../runtime/controllers/types.ts'
import type { ResolvedConfig } from '../../runtime/config/types.ts'
import type { Network } from '../../runtime/core/types.ts'
import { eip155Adapter } from '../../runtime/adapters/eip155/index.ts'
import { createPortkit, type Portkit } from '../../runtime/create-portkit.ts'
import { devnetAlpha, devnetBeta } from '../../runtime/networks/devnet.ts'
import { deployFixtureToken } from './anvil-contracts.ts'
import { testConfig } from './config.ts'
import { memoryStorage } from './memory-storage.ts'
import { jsonRpcResult, recordingServer } from './recording-server.ts'
import { testConnector } from './scripted-adapter.ts'

/**
 * For the host actions (issue 11): a Portkit instance with the real eip155 adapter, connected to a wallet
 * the test writes, on networks whose RPC the test chooses (a local anvil, or a recording server).
 */

/** One JSON-RPC call over HTTP; an error answer rejects with the node's code and message, as a wallet does. */
export async function jsonRpc(url: string, method: string, params: unknown = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw Object.assign(new Error(body.error.message), body.error)
  return body.result
}

export interface RecordingWallet {
  provider: Eip1193Provider
  /** Every method the page asked the wallet, in order. */
  methods: string[]
  /** Answers of the test's own choosing, by method; a function may throw (e.g. a 4001 rejection). */
  answers: Record<string, (params: unknown) => unknown>
  /** The account it grants and the chain it says it is on; change them, then `emit` what changed. */
  address: string
  chainId: number
  /** Sends an EIP-1193 event (accountsChanged, chainChanged...) to the page's listeners. */
  emit(event: string, payload: unknown): void
}

/**
 * A wallet holding `address`: it grants the account, says it is on `chainId`, answers what `answers`
 * scripts, and sends the rest to `rpcUrl` (anvil signs for its unlocked accounts, as the wallet would).
 */
export function recordingWallet(options: {
  address: string
  chainId: number
  rpcUrl?: string
}): RecordingWallet {
  const listeners = new Map<string, Set<(payload: never) => void>>()
  const wallet: RecordingWallet = {
    methods: [],
    answers: {},
    address: options.address,
    chainId: options.chainId,
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload as never)
    },
    provider: {
      async request({ method, params }) {
        wallet.methods.push(method)
        const scripted = wallet.answers[method]
        if (scripted) return scripted(params)
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [wallet.address]
        if (method === 'eth_chainId') return `0x${wallet.chainId.toString(16)}`
        if (!options.rpcUrl) throw Object.assign(new Error(`unexpected ${method}`), { code: 4200 })
        // As real wallets do, a send without a gas limit is estimated first: one that reverts is refused
        // with the node's error and revert data, and never sent.
        const [tx] = (params ?? []) as [{ gas?: string } | undefined]
        if (method === 'eth_sendTransaction' && tx && tx.gas === undefined) {
          await jsonRpc(options.rpcUrl, 'eth_estimateGas', [tx])
        }
        return jsonRpc(options.rpcUrl, method, params)
      },
      on(event, listener) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)!.add(listener)
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener)
      },
    },
  }
  return wallet
}

/** The devnet networks with their RPC at `rpcUrl` (both, so a switch has somewhere to go). */
export function networksAt(rpcUrl: string): [Network, Network] {
  const at = (network: Network): Network => ({ ...network, rpcUrls: { default: { http: [rpcUrl] } } })
  return [at(devnetAlpha), at(devnetBeta)]
}

/** A started Portkit instance connected to `provider` through the real eip155 adapter. */
export async function connectedPortkit(
  provider: Eip1193Provider,
  networks: Network[],
  config: Partial<ResolvedConfig> = {},
): Promise<Portkit> {
  const connector = testConnector('eip6963:test', { provider })
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ networks, defaultNetwork: networks[0]!.caipNetworkId, ...config }),
    adapters: [eip155Adapter()],
    connectors: [() => source],
    storage: memoryStorage(),
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  return portkit
}

/** The funded devnet accounts the host fixtures use: the connected account and a receiver. */
const [sender, receiver] = testAccounts(2)

export interface AnvilHost {
  /** A real anvil (chain 31337), started for the test file. */
  readonly anvil: AnvilNode
  /** A FixtureToken the connected account deployed and holds `tokenSupply` of. */
  readonly token: Address
  /** The connected account's wallet (forwarding to anvil), and the Portkit instance connected to it. */
  readonly wallet: RecordingWallet
  readonly portkit: Portkit
  /** The connected account, and a second funded account to send to. */
  readonly account: Address
  readonly receiver: Address
  /** The native balance of `address` on anvil, read from the node itself. */
  nativeBalance(address: string): Promise<bigint>
}

/**
 * Registers the test file's hooks for the host actions against a real anvil: the node with a deployed
 * FixtureToken, a recording wallet on it (anvil signs for its unlocked accounts, as the wallet would) and a
 * Portkit connected to it through the real eip155 adapter, once for the file or fresh for each test.
 * `prepare` scripts the wallet before Portkit connects. The wallet's request log starts empty after connecting.
 */
export function anvilHost(
  options: {
    tokenSupply?: bigint
    connect?: 'once' | 'each'
    prepare?: (wallet: RecordingWallet) => void
  } = {},
): AnvilHost {
  const state: { anvil?: AnvilNode; token?: Address; wallet?: RecordingWallet; portkit?: Portkit } = {}
  const host: AnvilHost = {
    get anvil() {
      return state.anvil!
    },
    get token() {
      return state.token!
    },
    get wallet() {
      return state.wallet!
    },
    get portkit() {
      return state.portkit!
    },
    account: sender!.address as Address,
    receiver: receiver!.address as Address,
    nativeBalance: async (address) =>
      BigInt((await jsonRpc(host.anvil.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string),
  }
  const connect = async () => {
    const wallet = recordingWallet({ address: host.account, chainId: 31337, rpcUrl: host.anvil.rpcUrl })
    options.prepare?.(wallet)
    state.wallet = wallet
    state.portkit = await connectedPortkit(wallet.provider, networksAt(host.anvil.rpcUrl))
    wallet.methods.length = 0
  }
  const disconnect = () => {
    state.portkit?.stop()
    state.portkit = undefined
  }
  beforeAll(async () => {
    state.anvil = await startAnvil({ chainId: 31337 })
    state.token = await deployFixtureToken(host.anvil.rpcUrl, host.account, options.tokenSupply ?? 10n ** 20n)
    if (options.connect !== 'each') await connect()
  })
  if (options.connect === 'each') {
    beforeEach(connect)
    afterEach(disconnect)
  }
  afterAll(async () => {
    disconnect()
    await state.anvil?.stop()
  })
  return host
}

export interface OfflineHost {
  /** A recording JSON-RPC server standing in for the network's node: it answers `0x0` to everything. */
  readonly rpc: Awaited<ReturnType<typeof recordingServer>>
  readonly wallet: RecordingWallet
  readonly portkit: Portkit
  /** Rejects with `kind` and exactly `text`, having asked neither the wallet nor the network. */
  refused(
    action: Promise<unknown>,
    kind: abstract new (...args: never[]) => Error,
    text: string,
  ): Promise<void>
}

/**
 * Registers the test file's hooks for the input checks of the host actions: a Portkit connected (fresh for
 * each test) to a wallet that answers only what connecting needs, on a network whose node records every
 * request. The records start empty after connecting, so `refused` proves nothing was asked.
 */
export function offlineHost(address = '0x70997970C51812dc3a010C7d01b50e0d17dc79C8'): OfflineHost {
  const state: { rpc?: OfflineHost['rpc']; wallet?: RecordingWallet; portkit?: Portkit } = {}
  const host: OfflineHost = {
    get rpc() {
      return state.rpc!
    },
    get wallet() {
      return state.wallet!
    },
    get portkit() {
      return state.portkit!
    },
    async refused(action, kind, text) {
      const error = await action.then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(kind)
      expect((error as { shortMessage: string }).shortMessage).toBe(text)
      expect(host.wallet.methods).toEqual([])
      expect(host.rpc.requests).toEqual([])
    },
  }
  beforeAll(async () => {
    state.rpc = await recordingServer((request, res) => jsonRpcResult(request.body, res, '0x0'))
  })
  afterAll(() => state.rpc?.close())
  beforeEach(async () => {
    state.wallet = recordingWallet({ address, chainId: 31337 })
    state.portkit = await connectedPortkit(state.wallet.provider, networksAt(host.rpc.url))
    // Connecting reads the native balance; the checks must leave the node alone after that.
    await expect.poll(() => host.portkit.state.activeChainState.value?.balance).toBeDefined()
    host.wallet.methods.length = 0
    host.rpc.requests.length = 0
  })
  afterEach(() => state.portkit?.stop())
  return host
}
