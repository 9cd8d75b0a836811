import type { Address } from 'viem'
import { getBalance } from 'wagmi/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort, startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { createPortkitWagmiConfig } from '../../../runtime/bridges/wagmi/index.ts'
import { getPublicClient } from '../../../runtime/controllers/actions/index.ts'
import { networkRpcUrls, readRpcUrls } from '../../../runtime/config/rpc-urls.ts'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import { sessionNamespaces } from '../../../runtime/connectors/walletconnect/session-namespaces.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { connectedPortkit, jsonRpc, recordingWallet } from '../../support/host-wallet.ts'
import { rpcRelay, type RpcRelay } from '../../support/rpc-relay.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

// Spec section 7, Chain RPC: "with custom and default URLs, fallback". The `customRpcUrls` option (spec
// section 3: RPC URLs tried before the network's own) is where every runtime read of a network goes first.
// A real anvil answers; the URLs in front of it are relays that record what they were asked, or a port
// nothing listens on (a node visitors cannot reach, e.g. the devnet's 127.0.0.1 from a production page).

const [holder] = testAccounts(1)
const account = holder!.address as Address
let anvil: AnvilNode
let dead: string
const relays: RpcRelay[] = []
const portkits: Portkit[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  dead = `http://127.0.0.1:${await getFreePort()}`
})
afterEach(async () => {
  for (const portkit of portkits.splice(0)) portkit.stop()
  for (const relay of relays.splice(0)) await relay.close()
})
afterAll(() => anvil?.stop())

async function relay(): Promise<RpcRelay> {
  const started = await rpcRelay(anvil.rpcUrl)
  relays.push(started)
  return started
}

/** Devnet Alpha whose own RPC URL is `own`. */
const alphaAt = (own: string): Network => ({ ...devnetAlpha, rpcUrls: { default: { http: [own] } } })

const custom = (...urls: string[]): Pick<ResolvedConfig, 'customRpcUrls'> => ({
  customRpcUrls: { [devnetAlpha.caipNetworkId]: urls.map((url) => ({ url })) },
})

/** A Portkit connected to a wallet on anvil; the wallet's own reads go to anvil, never through the config. */
async function connected(network: Network, config: Partial<ResolvedConfig>): Promise<Portkit> {
  const wallet = recordingWallet({ address: account, chainId: 31337, rpcUrl: anvil.rpcUrl })
  const portkit = await connectedPortkit(wallet.provider, [network], config)
  portkits.push(portkit)
  return portkit
}

/** The read clients batch contract reads, so a balance is Multicall3's getEthBalance: an eth_call. */
const BALANCE_READ = 'eth_call'

const onChain = async () =>
  BigInt((await jsonRpc(anvil.rpcUrl, 'eth_getBalance', [account, 'latest'])) as string)

/** The connected account's balance as Portkit shows it, once read (a failed read shows 0). */
async function shownBalance(portkit: Portkit): Promise<bigint | undefined> {
  const chain = () => portkit.state.activeChainState.value
  await expect
    .poll(() => chain()?.balance !== undefined && !chain()?.balanceLoading, { timeout: 10_000 })
    .toBe(true)
  return chain()?.balance?.value
}

describe('spec 7: Chain RPC, custom and default URLs, fallback', () => {
  it("the URLs of a network: its customRpcUrls first, then the network's own, each once", () => {
    const network = {
      ...devnetAlpha,
      rpcUrls: { default: { http: ['https://own.example', 'https://b.example'] } },
    }
    expect(networkRpcUrls(testConfig(), network)).toEqual(['https://own.example', 'https://b.example'])
    expect(networkRpcUrls(testConfig(custom('https://a.example', 'https://b.example')), network)).toEqual([
      'https://a.example',
      'https://b.example',
      'https://own.example',
    ])
    // Another network's entry is not this one's.
    expect(
      networkRpcUrls(testConfig(custom('https://a.example')), { ...network, caipNetworkId: 'eip155:1' }),
    ).toEqual(['https://own.example', 'https://b.example'])
  })

  it("with a data API and no customRpcUrls, reads go through its chain RPC proxy, then the network's own", () => {
    const network = { ...devnetAlpha, rpcUrls: { default: { http: ['https://own.example'] } } }
    const withDataApi = testConfig({ projectId: 'shop', services: { dataApi: 'https://api.example/data/' } })
    expect(readRpcUrls(withDataApi, network)).toEqual([
      'https://api.example/data/v1/?chainId=eip155%3A31337&projectId=shop',
      'https://own.example',
    ])
    // The host's own URLs win; without a data API there is no proxy.
    expect(readRpcUrls({ ...withDataApi, ...custom('https://a.example') }, network)).toEqual([
      'https://a.example',
      'https://own.example',
    ])
    expect(readRpcUrls(testConfig(), network)).toEqual(['https://own.example'])
  })

  it("customRpcUrls keep the host's order: they are not ranked, so the network's own URL is never pinged", async () => {
    const [customRpc, ownRpc] = [await relay(), await relay()]
    const portkit = await connected(alphaAt(ownRpc.url), custom(customRpc.url))
    expect(await shownBalance(portkit)).toBe(await onChain())
    // Longer than the first ranking round takes (every URL pinged at once).
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(ownRpc.methods()).toEqual([])
  })

  it('the balance, fee estimate and public client read through the proxy when the data API is configured', async () => {
    const [proxy, ownRpc] = [await relay(), await relay()]
    const network = alphaAt(ownRpc.url)
    const portkit = await connected(network, { services: { dataApi: proxy.url }, projectId: 'shop' })
    expect(await shownBalance(portkit)).toBe(await onChain())
    const adapter = portkit.adapterFor('eip155')
    const transfer = { from: account, to: testAccounts(2)[1]!.address, amount: 1n, token: undefined }
    expect((await adapter.estimateTransferFee(network, transfer)).fee).toBeGreaterThan(0n)
    expect(proxy.methods()).toEqual(expect.arrayContaining([BALANCE_READ, 'eth_estimateGas']))
    expect(
      proxy.requests.some(({ path, query }) => path === '/v1/' && query.chainId === 'eip155:31337'),
    ).toBe(true)
    expect(proxy.requests.every(({ query }) => query.projectId === 'shop')).toBe(true)
  })

  it("the balance is read through customRpcUrls when the network's own URL is unreachable", async () => {
    const customRpc = await relay()
    const portkit = await connected(alphaAt(dead), custom(customRpc.url))
    const balance = await shownBalance(portkit)
    expect(balance).toBeGreaterThan(0n)
    expect(balance).toBe(await onChain())
    expect(customRpc.methods()).toContain(BALANCE_READ)
  })

  it("customRpcUrls are tried before the network's own: balance, fee estimate, receipt, public client", async () => {
    const [customRpc, ownRpc] = [await relay(), await relay()]
    const network = alphaAt(ownRpc.url)
    const portkit = await connected(network, custom(customRpc.url))
    expect(await shownBalance(portkit)).toBe(await onChain())

    const adapter = portkit.adapterFor('eip155')
    const transfer = { from: account, to: testAccounts(2)[1]!.address, amount: 1n, token: undefined }
    const { fee } = await adapter.estimateTransferFee(network, transfer)
    expect(fee).toBeGreaterThan(0n)
    const hash = (await jsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: account, to: transfer.to, value: '0x1' },
    ])) as string
    expect(await adapter.waitForReceipt(network, hash)).toEqual({ hash, status: 'success' })
    const publicClient = await getPublicClient(portkit, { caipNetworkId: network.caipNetworkId })
    expect(publicClient.chain.rpcUrls.default.http).toEqual([customRpc.url, ownRpc.url])
    expect(await publicClient.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(0n)

    expect(customRpc.methods()).toEqual(
      expect.arrayContaining([
        BALANCE_READ,
        'eth_estimateGas',
        'eth_getTransactionReceipt',
        'eth_blockNumber',
      ]),
    )
    expect(ownRpc.methods()).toEqual([])
  })

  it('two URLs of different latency before one anvil: once ranked, reads go to the faster, though it is listed second', async () => {
    // The slow URL answers the ranking's pings (net_listening) and the read 300 ms late, as a far node would.
    const slow = await rpcRelay(anvil.rpcUrl, { delays: { net_listening: 300, [BALANCE_READ]: 300 } })
    relays.push(slow)
    const fast = await relay()
    const network: Network = { ...devnetAlpha, rpcUrls: { default: { http: [slow.url, fast.url] } } }
    const portkit = await connected(network, {})
    const client = await getPublicClient(portkit, { caipNetworkId: network.caipNetworkId })
    // Both URLs are pinged at once; the first ranking is done once the slow one has answered (300 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const reads = (rpc: RpcRelay) => rpc.methods().filter((method) => method === BALANCE_READ).length
    const before = [reads(slow), reads(fast)]
    expect(await client.getBalance({ address: account })).toBe(await onChain())
    expect([reads(slow) - before[0]!, reads(fast) - before[1]!]).toEqual([0, 1])
    expect(slow.methods()).toContain('net_listening')
  })

  it('a dead custom URL falls through to the next URL, in order', async () => {
    const [second, ownRpc] = [await relay(), await relay()]
    const portkit = await connected(alphaAt(ownRpc.url), custom(dead, second.url))
    expect(await shownBalance(portkit)).toBe(await onChain())
    expect(second.methods()).toContain(BALANCE_READ)
    expect(ownRpc.methods()).toEqual([])

    // With every custom URL dead, the network's own answers.
    const fallsToOwn = await connected(alphaAt(ownRpc.url), custom(dead))
    expect(await shownBalance(fallsToOwn)).toBe(await onChain())
    expect(ownRpc.methods()).toContain(BALANCE_READ)
  })

  it('a wallet that does not know the chain is offered the same URLs, custom first (wallet_addEthereumChain)', async () => {
    const added: unknown[] = []
    let known = false
    const provider = {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'wallet_switchEthereumChain' && !known)
          throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        if (method === 'wallet_addEthereumChain') {
          added.push(...(params as unknown[]))
          known = true
        }
        return null
      },
    }
    const config = testConfig(custom('https://rpc.example/alpha'))
    await eip155Adapter()({ config }).switchNetwork(testConnector('w', { provider }), alphaAt(anvil.rpcUrl))
    expect(added).toMatchObject([{ chainId: '0x7a69', rpcUrls: ['https://rpc.example/alpha', anvil.rpcUrl] }])
  })

  it('WalletConnect sessions map the chain to the first of them (rpcMap)', () => {
    const config = testConfig({ networks: [alphaAt(dead)], ...custom('https://rpc.example/alpha') })
    expect(sessionNamespaces(config).eip155!.rpcMap).toEqual({ '31337': 'https://rpc.example/alpha' })
    expect(sessionNamespaces(testConfig({ networks: [alphaAt(dead)] })).eip155!.rpcMap).toEqual({
      '31337': dead,
    })
  })

  it("the wagmi bridge reads through customRpcUrls when the network's own URL is unreachable", async () => {
    const customRpc = await relay()
    const portkit = await connected(alphaAt(dead), custom(customRpc.url))
    const wagmi = createPortkitWagmiConfig(portkit, { storage: null })
    expect(wagmi.chains[0].rpcUrls.default.http).toEqual([customRpc.url, dead])
    const before = customRpc.methods().length
    const { value } = await getBalance(wagmi, { address: account, chainId: 31337 })
    expect(value).toBe(await onChain())
    expect(customRpc.methods().slice(before)).toContain('eth_getBalance')
  })
})
