import {
  createWalletClient,
  encodeFunctionData,
  http,
  isHex,
  parseEventLogs,
  recoverTypedDataAddress,
  type Address,
  type Hex,
} from 'viem'
import { getBlock, getLogs, waitForTransactionReceipt } from 'viem/actions'
import { revokeSessionTypedData, SESSION_ACCOUNT_ABI } from '../contracts/session-account.ts'
import { ApiError, badRequest, conflict, notConfigured, notFound } from '../http/api-error.ts'
import type { DataApiContext } from './context.ts'
import type { DataApiHandler, DataApiSchemas } from './data-api-types.ts'
import { parseAccount } from './inputs.ts'
import { createRelayerLock } from './relayer-lock.ts'
import type { ServedChain } from './served-chain.ts'

type SmartSession = DataApiSchemas['SmartSession']

const ABI = SESSION_ACCOUNT_ABI
const REVOKE_GAS = 120_000n
const BYTES32 = /^0x[0-9a-fA-F]{64}$/

/** One session as the chain's events tell it, before it is shaped for the response. */
export interface IndexedSession {
  chain: ServedChain
  pci: Hex
  key: Address
  target: Address
  limit: bigint
  spent: bigint
  expiry: number
  app: string
  createdAt: number
  revokedAt?: number
}

/**
 * The sessions `account` granted on the served chains that have a session account, read from its own event
 * logs: with its code delegated to SessionAccount (EIP-7702), only the account itself can emit
 * SessionGranted, SessionUsed and SessionRevoked at its address. The chains start fresh with every devnet,
 * so they are read on each call.
 */
async function indexSessions(chains: ServedChain[], account: Address): Promise<IndexedSession[]> {
  const perChain = await Promise.all(sessionChains(chains).map((chain) => chainSessions(chain, account)))
  return perChain.flat()
}

/** Chains configured without a session account have no smart sessions: their logs are never scanned. */
function sessionChains(chains: ServedChain[]): ServedChain[] {
  return chains.filter((chain) => chain.sessionAccount !== undefined)
}

async function chainSessions(chain: ServedChain, account: Address): Promise<IndexedSession[]> {
  const logs = await getLogs(chain.client, { address: account, fromBlock: 0n, toBlock: 'latest' })
  const events = parseEventLogs({ abi: ABI, logs, strict: true })
  const times = new Map<bigint, number>()
  const timeOf = async (blockNumber: bigint) => {
    let time = times.get(blockNumber)
    if (time === undefined) {
      time = Number((await getBlock(chain.client, { blockNumber })).timestamp)
      times.set(blockNumber, time)
    }
    return time
  }
  const sessions = new Map<Hex, IndexedSession>()
  for (const event of events) {
    if (event.eventName === 'SessionGranted') {
      const { pci, key, target, limit, expiry, app } = event.args
      sessions.set(pci, {
        chain,
        pci,
        key,
        target,
        limit,
        spent: 0n,
        expiry: Number(expiry),
        app,
        createdAt: await timeOf(event.blockNumber),
      })
    } else if (event.eventName === 'SessionUsed') {
      const session = sessions.get(event.args.pci)
      if (session) session.spent += event.args.value
    } else if (event.eventName === 'SessionRevoked') {
      const session = sessions.get(event.args.pci)
      if (session) session.revokedAt = await timeOf(event.blockNumber)
    }
  }
  return [...sessions.values()]
}

/** The response shape (openapi SmartSession): one contract-call permission, its allowance policy. */
export function toSmartSession(session: IndexedSession): SmartSession {
  const origin = appOrigin(session.app)
  return {
    pci: session.pci,
    project: { id: session.app, name: origin?.host ?? session.app, ...(origin ? { url: origin.href } : {}) },
    expiry: session.expiry,
    createdAt: session.createdAt,
    ...(session.revokedAt !== undefined ? { revokedAt: session.revokedAt } : {}),
    permissions: [
      {
        type: 'contract-call',
        data: {
          address: session.target,
          calls: [],
          signer: { type: 'key', data: { id: session.key } },
          chainId: session.chain.caipNetworkId,
        },
      },
    ],
    policies: [
      {
        type: 'token-allowance',
        data: { allowance: `0x${session.limit.toString(16)}`, spent: `0x${session.spent.toString(16)}` },
      },
    ],
    context: session.pci,
  }
}

function appOrigin(app: string): URL | undefined {
  try {
    return new URL(app)
  } catch {
    return undefined
  }
}

/** GET /v1/sessions/{address}: the sessions the address granted, newest first, revoked ones included. */
export function getSmartSessionsHandler(context: DataApiContext): DataApiHandler<'getSmartSessions'> {
  return async ({ path }) => {
    const account = parseAccount(path.address, 'address')
    // A Solana address grants no EVM sessions.
    if (!account) return { json: { pcis: [] } }
    const sessions = await indexSessions(context.chains, account)
    sessions.sort((a, b) => b.createdAt - a.createdAt)
    return { json: { pcis: sessions.map(toSmartSession) } }
  }
}

/**
 * POST /v1/sessions/{address}/revoke: `signature` is the account's EIP-712 `RevokeSession(pci)` (what the
 * wallet answers to wallet_revokePermissions). It is checked here, then relayed to the chain, where the
 * account's delegated code checks it again and ends the session; the answer comes once that is mined.
 */
export function revokeSmartSessionHandler(context: DataApiContext): DataApiHandler<'revokeSmartSession'> {
  const withRelayerLock = createRelayerLock(context.db)
  return async ({ path, body }) => {
    const account = parseAccount(path.address, 'address')
    if (!account) throw badRequest('address', 'Smart sessions are EVM only')
    const pci = body.pci.toLowerCase() as Hex
    // Session ids are 32-byte hex: anything else names no session.
    const session = BYTES32.test(pci)
      ? (await indexSessions(context.chains, account)).find((candidate) => candidate.pci === pci)
      : undefined
    if (!session) {
      const searched = sessionChains(context.chains).map((chain) => chain.caipNetworkId)
      throw notFound(
        'body.pci',
        `No smart session ${body.pci} was granted by ${account} on the chains with smart sessions here (${searched.join(', ') || 'none'})`,
      )
    }
    if (!isHex(body.signature)) throw badRequest('body.signature', 'must be 0x-prefixed hex')
    if (session.revokedAt !== undefined)
      throw conflict('body.pci', `The smart session ${pci} is already revoked`)
    const { chain } = session
    const signer = await recoverTypedDataAddress({
      ...revokeSessionTypedData(chain.chainId, account, pci),
      signature: body.signature,
    }).catch(() => undefined)
    if (signer?.toLowerCase() !== account.toLowerCase()) {
      throw new ApiError(401, [
        {
          name: 'body.signature',
          description: `The signature does not prove that ${account} revoked ${pci}`,
        },
      ])
    }
    const relayerAccount = context.relayer
    if (!relayerAccount) throw notConfigured('relayer', 'No relayer key is configured on this server')
    const relayer = createWalletClient({
      account: relayerAccount,
      transport: http(chain.rpcUrl, { retryCount: 0 }),
    })
    const data = encodeFunctionData({
      abi: ABI,
      functionName: 'revokeSessionWithSignature',
      args: [pci, body.signature],
    })
    // viem signs locally with the relayer's pending nonce and the chain's current fees.
    const hash = await withRelayerLock(relayerAccount.address, chain.chainId, () =>
      relayer.sendTransaction({ chain: null, to: account, data, gas: REVOKE_GAS }),
    )
    const receipt = await waitForTransactionReceipt(chain.client, { hash, pollingInterval: 50 })
    if (receipt.status !== 'success') {
      throw new ApiError(502, [
        { name: 'chain', description: `The revocation ${receipt.transactionHash} reverted` },
      ])
    }
    return { json: { success: true } }
  }
}
