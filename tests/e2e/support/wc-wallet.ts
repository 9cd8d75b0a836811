import { randomBytes, randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Connection, Transaction, type Keypair } from '@solana/web3.js'
import { Transaction as BitcoinTransaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import {
  createWalletClient,
  defineChain,
  http,
  isHex,
  numberToHex,
  publicActions,
  toHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { catchLateDeleteCheck } from '../../../runtime/connectors/walletconnect/catch-late-delete-check.ts'
import { bitcoinAddress, signBip322 } from '../../support/bitcoin-signing.ts'
import { toSendParameters, type RpcTransaction } from './test-wallet.ts'

// The SDK's own switch for tests: no hosted Verify lookups and no telemetry from this Node process.
process.env.IS_VITEST = 'true'

interface ProposalParams {
  optionalNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>
  requiredNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>
}

/** What the wallet signs or sends when the page asks; anything else it refuses. */
const SUPPORTED_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']
/** The solana namespace's sign methods, approved by a wallet started with a Solana key. */
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
/** The bip122 namespace's methods (WalletConnect's Bitcoin RPC), approved by a wallet with a Bitcoin key. */
const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt']
/** EIP-5792, approved only by a wallet started with `eip5792: true`. */
const EIP5792_METHODS = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']
/** CAIP-25 / SDK error codes a real wallet answers with. */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

export interface WcWalletOptions {
  relayUrl: string
  manifest: DevnetManifest
  privateKey: Hex
  /**
   * Approve and answer EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) as a
   * wallet without atomic batches does: capability `atomic: unsupported`, the calls sent one after the
   * other, their status read from the chain. Off: the wallet approves none of them.
   */
  eip5792?: boolean
  /**
   * Also a Solana wallet: approves the devnet's Solana chain when asked for the solana namespace, and signs
   * with this Keypair (ed25519; its own base58/base64 library, not the page's).
   */
  solana?: Keypair
  /** The solana chains (CAIP-2) it approves when asked; the devnet's Solana chain by default. */
  solanaChains?: string[]
  /** Another Solana key on these chains (CAIP-2): the wallet's account there differs from `solana`'s. */
  solanaKeysByChain?: Record<string, Keypair>
  /** The solana methods it grants; all three sign methods by default. */
  solanaMethods?: string[]
  /**
   * Also a Bitcoin wallet: approves the bip122 namespace on the devnet's regtest chain with this key's
   * p2wpkh address, and signs BIP-322 messages and PSBTs with it (@scure/btc-signer).
   */
  bitcoin?: Uint8Array
  /** More EVM addresses the session lists on each chain, after the key's own; the wallet signs for none. */
  otherAddresses?: Hex[]
}

/** An EIP-5792 error a wallet answers with (e.g. 5760: atomicity not supported). */
class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

interface SentCalls {
  chainId: string
  hashes: Hex[]
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
  const supported = [...SUPPORTED_METHODS, ...(options.eip5792 ? EIP5792_METHODS : [])]
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
      }).extend(publicActions),
    ]),
  )
  // Sends one at a time, as a wallet's approval queue does, so two sends never race for a nonce.
  let sendQueue: Promise<unknown> = Promise.resolve()
  const sentCalls = new Map<Hex, SentCalls>()
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
          (error: Error) => ({
            id,
            jsonrpc: '2.0',
            error: { code: error instanceof WalletError ? error.code : -32603, message: error.message },
          }),
        )
    state.rejectNextRequest = false
    reply
      .then((response) => client.respond({ topic, response: response as never }))
      .catch((error: Error) => state.problems.push(`request ${id}: ${error.message}`))
  })

  function approvedNamespaces(params: ProposalParams) {
    const asked = { ...params.optionalNamespaces, ...params.requiredNamespaces }
    const requested = asked.eip155
    const approvedChains = (requested?.chains ?? []).filter((chain) => chains.has(chain))
    const offered = options.solanaChains ?? [options.manifest.solana?.caipNetworkId]
    const solanaChains = (asked.solana?.chains ?? []).filter((chain) => offered.includes(chain))
    const solanaMethods = options.solanaMethods ?? SOLANA_METHODS
    return {
      eip155: {
        chains: approvedChains,
        accounts: approvedChains.flatMap((chain) =>
          [account.address, ...(options.otherAddresses ?? [])].map((address) => `${chain}:${address}`),
        ),
        methods: (requested?.methods ?? []).filter((method) => supported.includes(method)),
        events: requested?.events ?? [],
      },
      ...(options.solana && solanaChains.length > 0
        ? {
            solana: {
              chains: solanaChains,
              accounts: solanaChains.map((chain) => `${chain}:${solanaKeyOn(chain)!.publicKey.toBase58()}`),
              methods: asked.solana!.methods.filter((method) => solanaMethods.includes(method)),
              events: [],
            },
          }
        : {}),
      ...(bitcoin && asked.bip122?.chains?.includes(bitcoin.caip2)
        ? {
            bip122: {
              chains: [bitcoin.caip2],
              accounts: [`${bitcoin.caip2}:${bitcoin.address}`],
              methods: asked.bip122.methods.filter((method) => BIP122_METHODS.includes(method)),
              events: [],
            },
          }
        : {}),
    }
  }

  /** The regtest account of the Bitcoin key, when the wallet has one. */
  const bitcoin = options.bitcoin && {
    caip2: options.manifest.bitcoin?.caipNetworkId ?? '',
    address: bitcoinAddress(options.bitcoin, 'p2wpkh', 'bitcoin:regtest'),
    publicKey: Buffer.from(pubECDSA(options.bitcoin)).toString('hex'),
  }

  /** The Bitcoin key answers for its address only: its public key, a BIP-322 signature, a signed PSBT. */
  function handleBitcoin(method: string, params: Record<string, unknown>) {
    if (!bitcoin || !options.bitcoin) throw new Error(`Unsupported method ${method}`)
    if (params.account !== bitcoin.address)
      throw new WalletError(5100, `Unknown account ${String(params.account)}`)
    if (method === 'getAccountAddresses')
      return [{ address: bitcoin.address, publicKey: bitcoin.publicKey, intention: 'payment' }]
    if (method === 'signMessage') {
      const message = new TextEncoder().encode(String(params.message))
      const signature = signBip322(message, options.bitcoin, bitcoin.address, 'bitcoin:regtest')
      return { address: bitcoin.address, signature: base64.encode(signature) }
    }
    const transaction = BitcoinTransaction.fromPSBT(base64.decode(String(params.psbt)))
    for (const { index } of params.signInputs as { index: number }[])
      transaction.signIdx(options.bitcoin, index)
    return { psbt: base64.encode(transaction.toPSBT()) }
  }

  const solanaKeyOn = (chain: string) => options.solanaKeysByChain?.[chain] ?? options.solana

  /** The chain's Solana key signs what the page sends over the session; a sent transaction goes to litesvm. */
  function handleSolana(
    method: string,
    params: Record<string, string>,
    chainId: string,
  ): Promise<unknown> | unknown {
    const keypair = solanaKeyOn(chainId)
    if (!keypair) throw new Error(`Unsupported method ${method}`)
    if (params.pubkey !== undefined && params.pubkey !== keypair.publicKey.toBase58())
      throw new WalletError(5100, `Unknown account ${params.pubkey}`)
    if (method === 'solana_signMessage') {
      const signature = ed25519.sign(base58.decode(params.message!), keypair.secretKey.slice(0, 32))
      return { signature: base58.encode(signature) }
    }
    const transaction = Transaction.from(base64.decode(params.transaction!))
    transaction.partialSign(keypair)
    const signature = base58.encode(transaction.signature!)
    if (method === 'solana_signTransaction')
      return { signature, transaction: base64.encode(transaction.serialize()) }
    const rpcUrl = options.manifest.services.solanaRpc!
    return new Connection(rpcUrl, 'confirmed')
      .sendRawTransaction(transaction.serialize())
      .then((sent) => ({ signature: sent }))
  }

  function walletOn(chainId: string) {
    const wallet = chains.get(chainId)
    if (!wallet) throw new WalletError(5710, `Unsupported chain ${chainId}`)
    return wallet
  }

  /** Sends through the queue, honouring what the page set (gas, nonce, fees), as a wallet does. */
  function send(chainId: string, tx: RpcTransaction): Promise<Hex> {
    const wallet = walletOn(chainId)
    const sent = sendQueue.then(() => wallet.sendTransaction(toSendParameters(tx, account, wallet.chain)))
    sendQueue = sent.catch(() => undefined)
    return sent
  }

  async function handle(method: string, params: unknown, chainId: string): Promise<unknown> {
    if (SOLANA_METHODS.includes(method))
      return handleSolana(method, params as Record<string, string>, chainId)
    if (chainId.startsWith('bip122:')) return handleBitcoin(method, params as Record<string, unknown>)
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
        const [tx] = args as [RpcTransaction]
        return send(chainId, tx)
      }
      case 'wallet_getCapabilities': {
        // No atomic batches: the calls of a batch are sent one after the other.
        const [, asked] = args as [string, Hex[] | undefined]
        const ids = asked ?? [...chains.values()].map((wallet) => numberToHex(wallet.chain.id))
        return Object.fromEntries(ids.map((id) => [id, { atomic: { status: 'unsupported' } }]))
      }
      case 'wallet_sendCalls': {
        const [request] = args as [
          { chainId: Hex; from?: Hex; atomicRequired?: boolean; calls: Omit<RpcTransaction, 'from'>[] },
        ]
        if (request.atomicRequired) throw new WalletError(5760, 'Atomicity not supported')
        const on = `eip155:${Number(request.chainId)}`
        const hashes: Hex[] = []
        for (const call of request.calls) hashes.push(await send(on, { ...call, from: account.address }))
        const id = toHex(randomBytes(32))
        sentCalls.set(id, { chainId: on, hashes })
        return { id }
      }
      case 'wallet_getCallsStatus': {
        const [id] = args as [Hex]
        const sent = sentCalls.get(id)
        if (!sent) throw new WalletError(5730, 'Unknown bundle id')
        const wallet = walletOn(sent.chainId)
        const receipts = await Promise.all(
          sent.hashes.map((hash) => wallet.getTransactionReceipt({ hash }).catch(() => undefined)),
        )
        const mined = receipts.filter((receipt) => receipt !== undefined)
        const succeeded = mined.filter((receipt) => receipt.status === 'success').length
        return {
          version: '2.0.0',
          id,
          chainId: numberToHex(wallet.chain.id),
          // 100 pending, 200 confirmed, 500 all reverted, 600 some reverted (EIP-5792).
          status:
            mined.length < receipts.length
              ? 100
              : succeeded === mined.length
                ? 200
                : succeeded === 0
                  ? 500
                  : 600,
          atomic: false,
          receipts: mined.map((receipt) => ({
            logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: receipt.status === 'success' ? '0x1' : '0x0',
            blockHash: receipt.blockHash,
            blockNumber: numberToHex(receipt.blockNumber),
            gasUsed: numberToHex(receipt.gasUsed),
            transactionHash: receipt.transactionHash,
          })),
        }
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
    /**
     * The wallet says its accounts changed: an `accountsChanged` session event on the session's first
     * eip155 chain, whose data is sent as given, malformed or not.
     */
    async emitAccountsChanged(accounts: unknown) {
      const [session] = client.session.getAll()
      if (!session) throw new Error('No session to emit on')
      const chainId = session.namespaces.eip155!.chains![0]!
      await client.emit({ topic: session.topic, chainId, event: { name: 'accountsChanged', data: accounts } })
    },
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
