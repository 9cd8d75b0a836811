import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseEther,
  type Address,
  type Chain,
  type Hex,
  type LocalAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getTransactionCount } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../../../devnet/accounts.ts'
import { startAnvil, type AnvilNode } from '../../../devnet/anvil.ts'
import { sessionAccountArtifact } from '../../../devnet/contracts/session-account.artifact.ts'
import { sendSessionGrant } from '../../../devnet/contracts/session-grants.ts'
import { revokeSessionTypedData } from '../../../server/contracts/session-account.ts'
import type { ChainSource } from '../../../server/data-api/chain-source.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { rpcRelay, type RpcRelay } from '../../support/rpc-relay.ts'
import { createPostgresDatabase, STORE_BACKENDS, type StoreBackend } from '../../support/test-database.ts'
import { contractClient } from './contract-client.ts'

/**
 * Replicas of the data API share one relayer key: revocations relayed through two of them at once must
 * each get a nonce of their own (the lock on the shared database), or one transaction is refused and a
 * revocation is lost. Two data APIs stand for two `portkit serve` replicas: on PostgreSQL each has its own
 * connection pool, as separate processes do; on PGlite (one node) both use the one embedded database.
 */
const CHAIN_ID = 31_343
const REVOCATIONS = 8
/** How late the relayer's pending nonce arrives: the window in which another replica could read the same. */
const NONCE_READ_MS = 40

const [deployer, ...owners] = testAccounts(4).map((account) => privateKeyToAccount(account.privateKey))
let anvil: AnvilNode
let node: RpcRelay
let client: PublicClient
let wallet: (account: LocalAccount) => WalletClient<Transport, Chain, LocalAccount>
let source: ChainSource

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'Relayed',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  client = createPublicClient({ chain, transport: http() })
  wallet = (account) => createWalletClient({ account, chain, transport: http() })
  const hash = await wallet(deployer!).deployContract({
    abi: sessionAccountArtifact.abi,
    bytecode: sessionAccountArtifact.bytecode,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  node = await rpcRelay(anvil.rpcUrl, { delays: { eth_getTransactionCount: NONCE_READ_MS } })
  source = {
    chainId: CHAIN_ID,
    caipNetworkId: `eip155:${CHAIN_ID}`,
    name: 'Relayed',
    rpcUrl: node.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    sessionAccount: getAddress(receipt.contractAddress!),
  }
})
afterAll(async () => {
  await node?.close()
  await anvil?.stop()
})

/** A session `owner` grants, and the owner's signed revocation of it. */
async function signedGrant(owner: LocalAccount) {
  const { pci } = await sendSessionGrant(wallet(owner), client, source.sessionAccount!, {
    key: privateKeyToAccount(generatePrivateKey()).address,
    target: privateKeyToAccount(generatePrivateKey()).address,
    limit: parseEther('0.01'),
    expiry: Math.floor(Date.now() / 1000) + 3600,
    app: 'https://app.example',
    gasBudget: 0n,
  })
  const signature = await owner.signTypedData(revokeSessionTypedData(CHAIN_ID, owner.address, pci))
  return { owner: owner.address, pci, signature }
}

/** Each replica's database: its own pool on PostgreSQL, the shared embedded one on PGlite. */
async function replicaDbs(backend: StoreBackend): Promise<{ dbs: DevnetDb[]; close(): Promise<void> }> {
  if (backend === 'pglite') {
    const db = await openDevnetDb()
    return { dbs: [db, db], close: () => db.close() }
  }
  const database = await createPostgresDatabase()
  const dbs = await Promise.all([1, 2].map(() => openDevnetDb({ databaseUrl: database.url })))
  return {
    dbs,
    close: async () => {
      await Promise.all(dbs.map((db) => db.close()))
      await database.drop()
    },
  }
}

describe.each(STORE_BACKENDS)('two data API replicas with one relayer key on %s', (backend) => {
  const relayerKey = generatePrivateKey()
  const relayer = privateKeyToAccount(relayerKey).address
  let replicas: RunningServer[]
  let databases: Awaited<ReturnType<typeof replicaDbs>>

  beforeAll(async () => {
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [relayer, `0x${parseEther('10').toString(16)}`] as never,
    })
    databases = await replicaDbs(backend)
    replicas = await Promise.all(
      databases.dbs.map((db) =>
        startDataApi({
          chains: [createServedChain(source)],
          db,
          catalogueUrl: 'http://127.0.0.1:1',
          // Each replica reads the key from its own settings (PORTKIT_RELAYER_KEY).
          relayer: privateKeyToAccount(relayerKey),
        }),
      ),
    )
  })
  afterAll(async () => {
    await Promise.all((replicas ?? []).map((replica) => replica.close()))
    await databases?.close()
  })

  it(`relays ${REVOCATIONS} revocations sent at once through both: each mined, none lost`, async () => {
    const grants: { owner: Address; pci: Hex; signature: Hex }[] = []
    for (let i = 0; i < REVOCATIONS; i++) grants.push(await signedGrant(owners[i % owners.length]!))
    const nonceBefore = await getTransactionCount(client, { address: relayer })

    const answers = await Promise.all(
      grants.map(({ owner, pci, signature }, i) =>
        contractClient(replicas[i % replicas.length]!.url, 'data-api')(
          'POST',
          '/v1/sessions/{address}/revoke',
          {
            path: { address: owner },
            body: { pci, signature },
          },
        ),
      ),
    )
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      grants.map(() => [200, { success: true }]),
    )
    // One mined transaction per revocation, and the chain's events show every session revoked.
    expect(await getTransactionCount(client, { address: relayer })).toBe(nonceBefore + REVOCATIONS)
    for (const { owner, pci } of grants) {
      const listed = await contractClient(replicas[0]!.url, 'data-api')('GET', '/v1/sessions/{address}', {
        path: { address: owner },
      })
      const session = (listed.body as { pcis: { pci: string; revokedAt?: number }[] }).pcis.find(
        (candidate) => candidate.pci === pci,
      )
      expect(session?.revokedAt, pci).toEqual(expect.any(Number))
    }
  })
})
