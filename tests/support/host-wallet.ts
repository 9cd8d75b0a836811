import type { ConnectorSource, Eip1193Provider } from '../../runtime/controllers/types.ts'
import type { Network } from '../../runtime/core/types.ts'
import { eip155Adapter } from '../../runtime/adapters/eip155/index.ts'
import { createPortkit, type Portkit } from '../../runtime/create-portkit.ts'
import { devnetAlpha, devnetBeta } from '../../runtime/networks/devnet.ts'
import { testConfig } from './config.ts'
import { memoryStorage } from './memory-storage.ts'
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
export async function connectedPortkit(provider: Eip1193Provider, networks: Network[]): Promise<Portkit> {
  const connector = testConnector('eip6963:test', { provider })
  const source: ConnectorSource = {
    kind: 'test',
    watch: (onChange) => (onChange([connector]), () => undefined),
  }
  const portkit = createPortkit({
    config: testConfig({ networks, defaultNetwork: networks[0]!.caipNetworkId }),
    adapters: [eip155Adapter()],
    connectors: [() => source],
    storage: memoryStorage(),
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  return portkit
}
