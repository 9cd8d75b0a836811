import { encodeDeployData, encodeFunctionData, namehash, type Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { deployEns, ENS_FIXTURE_NAMES } from '../../../devnet/contracts/deploy-ens.ts'
import { devnetEnsResolverArtifact } from '../../../devnet/contracts/devnet-ens-resolver.artifact.ts'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import { startCatalogueApi } from '../../../server/catalogue-api/catalogue-api-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { startAnvil, testAccounts, type AnvilNode, type DevnetManifestEns } from '../../../devnet/index.ts'
import { sendAs } from '../../support/anvil-contracts.ts'
import { testConfig } from '../../support/config.ts'
import { FEATURES } from '../../support/features.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { rpcRelay, type RpcRelay } from '../../support/rpc-relay.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

/**
 * Issue 26 item 3, spec sections 5, 7 and 9: without a data API the account's tokens, name and avatar
 * are read over the network's RPC (a relay in front of a real anvil counts the calls): every balance in
 * one Multicall3 call, tokens with decimals 0 dropped, the ENS name and avatar through the Universal
 * Resolver, nothing asked before the visitor connects.
 */

const [alice, bob, stranger, , , ensDeployer] = testAccounts(6)
const CHAIN = devnetAlpha.caipNetworkId

let node: AnvilNode
let catalogue: RunningServer
let ens: DevnetManifestEns
let relay: RpcRelay
let listServer: Awaited<ReturnType<typeof recordingServer>>
const tokens: Record<'pusd' | 'ticket' | 'unheld' | 'configured', Address> = {} as never

async function deployToken(name: string, symbol: string, decimals: number, mintTo?: Address) {
  const data = encodeDeployData({ ...fixtureTokenArtifact, args: [name, symbol, decimals] })
  const { receipt } = await sendAs(node.rpcUrl, { from: alice!.address, data })
  const token = receipt.contractAddress!
  if (mintTo) {
    const mint = encodeFunctionData({
      abi: fixtureTokenArtifact.abi,
      functionName: 'mint',
      args: [mintTo, 5n * 10n ** BigInt(decimals)],
    })
    await sendAs(node.rpcUrl, { from: alice!.address, to: token, data: mint })
  }
  return token
}

/** A host list (tokenlists.org format) naming three of the fixtures on devnet Alpha. */
const hostList = () => ({
  name: 'Host list',
  timestamp: '2026-11-28T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    { chainId: 31337, address: tokens.pusd, symbol: 'PUSD', name: 'Portkit USD', decimals: 18 },
    { chainId: 31337, address: tokens.ticket, symbol: 'TIX', name: 'Ticket', decimals: 0 },
    { chainId: 31337, address: tokens.unheld, symbol: 'NONE', name: 'Not held', decimals: 18 },
    { chainId: 1, address: tokens.pusd, symbol: 'ELSE', name: 'Another chain', decimals: 18 },
  ],
})

beforeAll(async () => {
  ;[node, catalogue] = await Promise.all([
    startAnvil({ chainId: Number(devnetAlpha.id) }),
    startCatalogueApi(),
  ])
  ens = await deployEns({
    rpcUrl: node.rpcUrl,
    chainId: node.chainId,
    deployer: ensDeployer!,
    alice: alice!.address,
    bob: bob!.address,
    imageBase: catalogue.url,
  })
  tokens.pusd = await deployToken('Portkit USD', 'PUSD', 18, alice!.address)
  tokens.ticket = await deployToken('Ticket', 'TIX', 0, alice!.address)
  tokens.unheld = await deployToken('Not held', 'NONE', 18)
  tokens.configured = await deployToken('Host Token', 'HOST', 6)
  relay = await rpcRelay(node.rpcUrl)
  listServer = await recordingServer((request, res) =>
    request.path === '/broken.json' ? json(res, 200, { name: 'no tokens' }) : json(res, 200, hostList()),
  )
}, 60_000)

afterAll(async () => {
  await Promise.all([node?.stop(), catalogue?.close(), relay?.close(), listServer?.close()])
})

beforeEach(() => {
  relay.requests.length = 0
  listServer.requests.length = 0
})

/** A production-like instance: no services at all, devnet Alpha reached through the relay as a custom RPC. */
function portkitWithoutServices(overrides: Partial<ResolvedConfig> = {}) {
  const network: Network = { ...devnetAlpha, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
  return createPortkit({
    config: testConfig({
      networks: [network],
      customRpcUrls: { [CHAIN]: [{ url: relay.url }] },
      tokenLists: [`${listServer.url}/list.json`],
      ...overrides,
    }),
    adapters: [eip155Adapter()],
    connectors: [],
    plugins: FEATURES,
    storage: memoryStorage(),
  })
}

function connect(portkit: ReturnType<typeof portkitWithoutServices>, address: Address) {
  const connector = testConnector()
  portkit.state.connectors.value = [connector]
  updateChain(portkit.state, 'eip155', {
    status: 'connected',
    address,
    connectorId: connector.id,
    caipNetwork: portkit.state.config.networks[0]!,
  })
}

const ethCalls = () => relay.methods().filter((method) => method === 'eth_call')
/** Every call the relay passed on, a batch's one by one (the runtime batches what it asks together). */
const relayCalls = () =>
  relay.requests.flatMap(
    (request) => [JSON.parse(request.body)].flat() as { method: string; params: [{ to: string }] }[],
  )

describe('spec 7 and 9: token balances over the RPC without a data API', () => {
  it('asks nothing of the RPC or the host lists before the visitor connects', async () => {
    const portkit = portkitWithoutServices()
    await portkit.feature('tokens').refresh()
    await portkit.account.syncProfile()
    expect(relay.requests).toEqual([])
    expect(listServer.requests).toEqual([])
  })

  it('reads the native balance and every listed and configured token in one eth_call to Multicall3', async () => {
    const portkit = portkitWithoutServices({ tokens: { [CHAIN]: { address: tokens.configured } } })
    connect(portkit, alice!.address)
    const list = await portkit.feature('tokens').refresh()

    expect(ethCalls()).toHaveLength(1)
    const call = relayCalls()
    expect(call.find((body) => body.method === 'eth_call')?.params[0].to.toLowerCase()).toBe(
      devnetAlpha.contracts!.multicall3!.address.toLowerCase(),
    )
    expect(list.map((token) => [token.symbol, token.quantity.numeric, token.address])).toEqual([
      ['ETH', expect.stringMatching(/^\d+(\.\d+)?$/), undefined],
      // The host's token is shown though not held; its facts were read from the contract itself.
      ['HOST', '0', `${CHAIN}:${tokens.configured}`],
      ['PUSD', '5', `${CHAIN}:${tokens.pusd}`],
    ])
    expect(Number(list[0]!.quantity.numeric)).toBeGreaterThan(0)
    // The host list is fetched once, after the visitor connected.
    expect(listServer.requests.map((request) => request.path)).toEqual(['/list.json'])
  })

  it("the config's token shown as the account balance is read in one eth_call to Multicall3 too", async () => {
    const portkit = portkitWithoutServices({ tokens: { [CHAIN]: { address: tokens.pusd } } })
    connect(portkit, alice!.address)
    await portkit.account.refreshBalance('eip155')

    const calls = relayCalls()
    expect(
      calls.filter((body) => body.method === 'eth_call').map((body) => body.params[0].to.toLowerCase()),
    ).toEqual([devnetAlpha.contracts!.multicall3!.address.toLowerCase()])
    expect(portkit.state.chains.value.eip155?.balance).toMatchObject({ symbol: 'PUSD', formatted: '5.000' })
  })

  it('drops a token with decimals 0 (spec 5) though the account holds it', async () => {
    const portkit = portkitWithoutServices()
    connect(portkit, alice!.address)
    const list = await portkit.feature('tokens').refresh()
    expect(list.map((token) => token.symbol)).toEqual(['ETH', 'PUSD'])
    expect(list.some((token) => token.quantity.decimals === '0')).toBe(false)
  })

  it('answers again from the 30 s balance cache without a call', async () => {
    const portkit = portkitWithoutServices()
    connect(portkit, alice!.address)
    await portkit.feature('tokens').refresh()
    const calls = relay.requests.length
    await portkit.feature('tokens').refresh()
    expect(relay.requests.length).toBe(calls)
  })

  it('the Send picker lists the native token from the same read', async () => {
    const portkit = portkitWithoutServices()
    connect(portkit, bob!.address)
    await portkit.feature('tokens').refresh()
    expect(portkit.feature('tokens').tokenBalances.value.map((token) => token.symbol)).toEqual(['ETH'])
  })

  it('a host list that breaks the standard is skipped; the chain is still read', async () => {
    const portkit = portkitWithoutServices({ tokenLists: [`${listServer.url}/broken.json`] })
    connect(portkit, alice!.address)
    const list = await portkit.feature('tokens').refresh()
    expect(list.map((token) => token.symbol)).toEqual(['ETH'])
    expect(ethCalls()).toHaveLength(1)
  })
})

describe('spec 5 and 9: ENS name and avatar over the RPC without a data API', () => {
  it('names the account with its primary name and its URL avatar record', async () => {
    const portkit = portkitWithoutServices()
    connect(portkit, alice!.address)
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBe(ENS_FIXTURE_NAMES.alice)
    expect(portkit.account.profileImage.value).toBe(
      ens.names.find((entry) => entry.name === ENS_FIXTURE_NAMES.alice)!.avatarUrl,
    )
  })

  it('resolves an NFT avatar record through tokenURI and its metadata', async () => {
    const portkit = portkitWithoutServices()
    connect(portkit, bob!.address)
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBe(ENS_FIXTURE_NAMES.bob)
    expect(portkit.account.profileImage.value).toBe(
      ens.names.find((entry) => entry.name === ENS_FIXTURE_NAMES.bob)!.avatarUrl,
    )
  })

  it('an account without a primary name has none; the answer is cached 5 min', async () => {
    const portkit = portkitWithoutServices()
    connect(portkit, stranger!.address)
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBeUndefined()
    const calls = relay.requests.length
    expect(calls).toBeGreaterThan(0)
    await portkit.account.syncProfile()
    expect(relay.requests.length).toBe(calls)
  })

  it('reads an ipfs:// avatar through the configured IPFS gateway (ipfsGateway)', async () => {
    const cid = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
    const gateway = await recordingServer((_request, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(),
    )
    const setText = encodeFunctionData({
      abi: devnetEnsResolverArtifact.abi,
      functionName: 'setText',
      args: [namehash(ENS_FIXTURE_NAMES.alice), 'avatar', `ipfs://${cid}`],
    })
    await sendAs(node.rpcUrl, { from: alice!.address, to: ens.resolver, data: setText })
    try {
      const portkit = portkitWithoutServices({ ipfsGateway: gateway.url })
      connect(portkit, alice!.address)
      await portkit.account.syncProfile()
      expect(portkit.account.profileImage.value).toBe(`${gateway.url}/ipfs/${cid}`)
      expect(gateway.requests.map((request) => `${request.method} ${request.path}`)).toContain(
        `HEAD /ipfs/${cid}`,
      )
    } finally {
      await gateway.close()
    }
  })

  it('a network without a Universal Resolver is not asked for a name', async () => {
    const { ensUniversalResolver: _none, ...contracts } = devnetAlpha.contracts!
    const portkit = portkitWithoutServices({
      networks: [{ ...devnetAlpha, contracts }],
      customRpcUrls: { [CHAIN]: [{ url: relay.url }] },
    })
    connect(portkit, alice!.address)
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBeUndefined()
    expect(ethCalls()).toEqual([])
  })
})
