import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { createWalletClient, defineChain, http, isHex, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { catchLateDeleteCheck } from '../../../runtime/connectors/walletconnect/catch-late-delete-check.ts'

// The SDK's own switch for tests: no hosted Verify lookups and no telemetry from this Node process.
process.env.IS_VITEST = 'true'

interface ProposalParams {
  optionalNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>
  requiredNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>
}

/** What the wallet signs or sends when the page asks; anything else it refuses. */
const SUPPORTED_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']
/** CAIP-25 / SDK error codes a real wallet answers with. */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

export interface WcWalletOptions {
  relayUrl: string
  manifest: DevnetManifest
  privateKey: Hex
}

export interface WalletRequest {
  method: string
  params: unknown
  chainId: string
}

/**
 * A real WalletConnect wallet in the test process: @walletconnect/sign-client on the local relay, keys on
 * the devnet chains through viem. Only the user's taps are replaced: `rejectNextProposal` and
 * `rejectNextRequest` decline the next prompt.
 */
export async function startWcWallet(options: WcWalletOptions) {
  const account = privateKeyToAccount(options.privateKey)
  const chains = new Map(
    options.manifest.chains.map((chain) => [
      chain.caipNetworkId,
      createWalletClient({
        account,
        chain: defineChain({
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      }),
    ]),
  )
  const client = await SignClient.init({
    projectId: 'portkit-test-wallet',
    relayUrl: options.relayUrl,
    metadata: {
      name: 'Portkit Test WC Wallet',
      description: 'Test wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
    customStoragePrefix: `test-wallet-${randomUUID()}`,
    telemetryEnabled: false,
  })

  // The same SDK race as the page's, when the page ends the session.
  catchLateDeleteCheck(client)

  const state = {
    rejectNextProposal: false,
    rejectNextRequest: false,
    proposals: [] as ProposalParams[],
    requests: [] as WalletRequest[],
    problems: [] as string[],
  }

  client.on('session_proposal', (proposal) => {
    const { id } = proposal
    const params = proposal.params as unknown as ProposalParams
    state.proposals.push(params)
    const answer = state.rejectNextProposal
      ? client.reject({ id, reason: USER_REJECTED })
      : client
          .approve({ id, namespaces: approvedNamespaces(params) })
          .then(({ acknowledged }) => acknowledged())
    state.rejectNextProposal = false
    answer.catch((error: Error) => state.problems.push(`proposal ${id}: ${error.message}`))
  })

  client.on('session_request', ({ id, topic, params }) => {
    const { request, chainId } = params
    state.requests.push({ method: request.method, params: request.params, chainId })
    const reply = state.rejectNextRequest
      ? Promise.resolve({ id, jsonrpc: '2.0', error: USER_REJECTED })
      : handle(request.method, request.params, chainId).then(
          (result) => ({ id, jsonrpc: '2.0', result }),
          (error: Error) => ({ id, jsonrpc: '2.0', error: { code: -32603, message: error.message } }),
        )
    state.rejectNextRequest = false
    reply
      .then((response) => client.respond({ topic, response: response as never }))
      .catch((error: Error) => state.problems.push(`request ${id}: ${error.message}`))
  })

  function approvedNamespaces(params: ProposalParams) {
    const requested = { ...params.optionalNamespaces, ...params.requiredNamespaces }.eip155
    const approvedChains = (requested?.chains ?? []).filter((chain) => chains.has(chain))
    return {
      eip155: {
        chains: approvedChains,
        accounts: approvedChains.map((chain) => `${chain}:${account.address}`),
        methods: (requested?.methods ?? []).filter((method) => SUPPORTED_METHODS.includes(method)),
        events: requested?.events ?? [],
      },
    }
  }

  async function handle(method: string, params: unknown, chainId: string): Promise<unknown> {
    const args = Array.isArray(params) ? params : []
    switch (method) {
      case 'personal_sign': {
        const [message] = args as [string]
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [, data] = args as [string, string]
        return account.signTypedData(JSON.parse(data) as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const wallet = chains.get(chainId)
        if (!wallet) throw new Error(`Unknown chain ${chainId}`)
        const [tx] = args as [{ to: Hex; value?: Hex; data?: Hex }]
        return wallet.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
        })
      }
      default:
        throw new Error(`Unsupported method ${method}`)
    }
  }

  return {
    address: account.address,
    state,
    client,
    /** Scans the QR code: pairs with the URI the page shows. */
    pair: (uri: string) => client.pair({ uri }),
    sessions: () => client.session.getAll(),
    /** The user ends every session from the wallet. */
    async disconnect() {
      await Promise.all(
        client.session.getAll().map(({ topic }) => client.disconnect({ topic, reason: USER_DISCONNECTED })),
      )
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

export type WcWallet = Awaited<ReturnType<typeof startWcWallet>>
