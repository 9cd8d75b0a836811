import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  labelhash,
  namehash,
  type Address,
  type PublicClient,
} from 'viem'
import { normalize } from 'viem/ens'
import { getCode, getEnsAddress, getEnsAvatar, getEnsName, getEnsText, multicall } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { printDevnet } from '../../../cli/dev/print-devnet.ts'
import { deployEns, ENS_FIXTURE_NAMES } from '../../../devnet/contracts/deploy-ens.ts'
import { devnetEnsRegistryArtifact } from '../../../devnet/contracts/devnet-ens-registry.artifact.ts'
import { devnetEnsResolverArtifact } from '../../../devnet/contracts/devnet-ens-resolver.artifact.ts'
import { multicall3Artifact } from '../../../devnet/contracts/multicall3.artifact.ts'
import { startCatalogueApi } from '../../../server/catalogue-api/catalogue-api-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import {
  startAnvil,
  testAccounts,
  validateManifest,
  type AnvilNode,
  type DevnetManifest,
  type DevnetManifestEns,
} from '../../../devnet/index.ts'
import { resolveNetwork } from '../../../generator/config/validate-network.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import { deployFixtureToken, sendAs } from '../../support/anvil-contracts.ts'

/**
 * Issue 26 item 6: the devnet runs the real contracts viem reads through on mainnet. Multicall3 at its
 * canonical address on every devnet anvil, and ENS on devnet Alpha answering viem's own ENS actions.
 */

const [alice, bob, stranger, , , ensDeployer] = testAccounts(6)
/** The query every catalogue call carries (openapi/catalogue-api.yaml), as the fixture's image URLs have it. */
const IMAGE_QUERY = '?projectId=portkit-devnet-ens&st=portkit&sv=devnet'

/** The network as viem sees it, with its declared contracts (how the runtime hands it to viem). */
function viemChain(network: Network, rpcUrl: string) {
  const contracts = Object.fromEntries(
    Object.entries(network.contracts ?? {}).map(([name, { address }]) => [
      name,
      { address: address as Address },
    ]),
  )
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts,
  })
}

/** A client whose eth_call targets are recorded, so a test can see which contract a read went through. */
function recordingClient(network: Network, rpcUrl: string): { client: PublicClient; calledTo: string[] } {
  const calledTo: string[] = []
  const transport = http(rpcUrl, {
    retryCount: 0,
    onFetchRequest: async (request) => {
      const body = (await request.clone().json()) as { method: string; params: [{ to: string }] }
      if (body.method === 'eth_call') calledTo.push(body.params[0].to.toLowerCase())
    },
  })
  return { client: createPublicClient({ chain: viemChain(network, rpcUrl), transport }), calledTo }
}

describe('Multicall3 on every devnet anvil chain', () => {
  let node: AnvilNode
  beforeAll(async () => {
    node = await startAnvil({ chainId: Number(devnetBeta.id) })
  })
  afterAll(async () => {
    await node?.stop()
  })

  it('has its runtime code at the canonical address the devnet networks declare', async () => {
    const { client } = recordingClient(devnetBeta, node.rpcUrl)
    const address = devnetBeta.contracts!.multicall3!.address as Address
    expect(address).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(devnetAlpha.contracts?.multicall3?.address).toBe(address)
    expect(await getCode(client, { address })).toBe(multicall3Artifact.deployedBytecode)
  })

  it('answers a multicall of two balanceOf reads in one eth_call to that address', async () => {
    const token = await deployFixtureToken(node.rpcUrl, alice!.address, 1_000n)
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob!.address, 250n],
    })
    await sendAs(node.rpcUrl, { from: alice!.address, to: token, data: transfer })
    const { client, calledTo } = recordingClient(devnetBeta, node.rpcUrl)

    const balanceOf = (account: Address) =>
      ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] }) as const
    const results = await multicall(client, {
      contracts: [balanceOf(alice!.address), balanceOf(bob!.address)],
      allowFailure: false,
    })

    expect(results).toEqual([750n, 250n])
    expect(calledTo).toEqual([devnetBeta.contracts!.multicall3!.address.toLowerCase()])
  })
})

describe('ENS on devnet Alpha, read with viem 2.57 as on mainnet', () => {
  let node: AnvilNode
  let catalogue: RunningServer
  let ens: DevnetManifestEns
  let client: PublicClient
  const entry = (name: string) => ens.names.find((candidate) => candidate.name === name)!

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
    client = recordingClient(devnetAlpha, node.rpcUrl).client
  })
  afterAll(async () => {
    await Promise.all([node?.stop(), catalogue?.close()])
  })

  it('names ENSIP-15 normalised fixtures owned by the two funded accounts, at the universal resolver viem knows', () => {
    expect(ens.universalResolver).toBe(devnetAlpha.contracts?.ensUniversalResolver?.address)
    expect(ens.names.map(({ name, address }) => [name, address])).toEqual([
      [ENS_FIXTURE_NAMES.alice, alice!.address],
      [ENS_FIXTURE_NAMES.bob, bob!.address],
    ])
    for (const { name } of ens.names) expect(normalize(name)).toBe(name)
  })

  it('getEnsName answers each account its primary name (reverse record, checked forward)', async () => {
    expect(await getEnsName(client, { address: alice!.address })).toBe(ENS_FIXTURE_NAMES.alice)
    expect(await getEnsName(client, { address: bob!.address })).toBe(ENS_FIXTURE_NAMES.bob)
  })

  it('getEnsAddress resolves each name to its holder', async () => {
    expect(await getEnsAddress(client, { name: ENS_FIXTURE_NAMES.alice })).toBe(alice!.address)
    expect(await getEnsAddress(client, { name: ENS_FIXTURE_NAMES.bob })).toBe(bob!.address)
  })

  it("getEnsText('avatar') gives the records as written: an image URL and an ERC-721 reference", async () => {
    const aliceRecord = await getEnsText(client, { name: ENS_FIXTURE_NAMES.alice, key: 'avatar' })
    const bobRecord = await getEnsText(client, { name: ENS_FIXTURE_NAMES.bob, key: 'avatar' })
    expect(aliceRecord).toBe(`${catalogue.url}/public/getAssetImage/portkit-alice-avatar${IMAGE_QUERY}`)
    expect(bobRecord).toBe(`eip155:${devnetAlpha.id}/erc721:${ens.avatarNft}/1`)
    expect([aliceRecord, bobRecord]).toEqual(ens.names.map(({ avatar }) => avatar))
  })

  it('getEnsAvatar resolves the URL record, and the NFT record through tokenURI metadata, to served images', async () => {
    const aliceAvatar = await getEnsAvatar(client, { name: ENS_FIXTURE_NAMES.alice })
    const bobAvatar = await getEnsAvatar(client, { name: ENS_FIXTURE_NAMES.bob })
    expect(aliceAvatar).toBe(entry(ENS_FIXTURE_NAMES.alice).avatarUrl)
    expect(bobAvatar).toBe(`${catalogue.url}/public/getAssetImage/portkit-avatar-nft-1${IMAGE_QUERY}`)
    expect(bobAvatar).toBe(entry(ENS_FIXTURE_NAMES.bob).avatarUrl)
    for (const url of [aliceAvatar!, bobAvatar!]) {
      const image = await fetch(url)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
    }
  })

  it('answers null for a name nobody registered and an account without a primary name', async () => {
    const name = 'portkit-nobody.eth'
    expect(await getEnsAddress(client, { name })).toBeNull()
    expect(await getEnsText(client, { name, key: 'avatar' })).toBeNull()
    expect(await getEnsAvatar(client, { name })).toBeNull()
    expect(await getEnsName(client, { address: stranger!.address })).toBeNull()
  })

  it("gives no primary name when the reverse record names someone else's name (the forward check)", async () => {
    // The deployer still owns addr.reverse: it claims alice's name for the stranger's reverse node.
    const label = stranger!.address.slice(2).toLowerCase()
    const reverseNode = namehash(`${label}.addr.reverse`)
    const send = (to: Address, data: `0x${string}`) =>
      sendAs(node.rpcUrl, { from: ensDeployer!.address, to, data })
    const registry = devnetEnsRegistryArtifact.abi
    await send(
      ens.registry as Address,
      encodeFunctionData({
        abi: registry,
        functionName: 'setSubnodeOwner',
        args: [namehash('addr.reverse'), labelhash(label), ensDeployer!.address],
      }),
    )
    await send(
      ens.registry as Address,
      encodeFunctionData({
        abi: registry,
        functionName: 'setResolver',
        args: [reverseNode, ens.resolver as Address],
      }),
    )
    await send(
      ens.resolver as Address,
      encodeFunctionData({
        abi: devnetEnsResolverArtifact.abi,
        functionName: 'setName',
        args: [reverseNode, ENS_FIXTURE_NAMES.alice],
      }),
    )

    expect(await getEnsName(client, { address: stranger!.address })).toBeNull()
    await expect(getEnsName(client, { address: stranger!.address, strict: true })).rejects.toThrow(
      'ReverseAddressMismatch',
    )
  })
})

describe('the devnet ENS in the manifest and the config', () => {
  const ens: DevnetManifestEns = {
    caipNetworkId: 'eip155:31337',
    registry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    resolver: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    universalResolver: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
    avatarNft: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    names: [
      {
        name: ENS_FIXTURE_NAMES.alice,
        address: alice!.address,
        avatar: 'http://127.0.0.1:4000/public/getAssetImage/portkit-alice-avatar',
        avatarUrl: 'http://127.0.0.1:4000/public/getAssetImage/portkit-alice-avatar',
      },
    ],
  }
  const manifest = (ensPart: unknown) => ({
    version: 1,
    chains: [],
    accounts: [],
    services: {},
    ens: ensPart,
  })

  it('the manifest accepts the ENS part and names the field that is wrong', () => {
    expect(() => validateManifest(manifest(ens))).not.toThrow()
    expect(() => validateManifest(manifest({ ...ens, registry: 'nope' }))).toThrow('ens.registry')
    const badName = { ...ens.names[0], avatarUrl: 'javascript:alert(1)' }
    expect(() => validateManifest(manifest({ ...ens, names: [badName] }))).toThrow('ens.names[0].avatarUrl')
  })

  it('portkit dev prints the names with their holders and avatar records', () => {
    const lines: string[] = []
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    try {
      printDevnet({ ...manifest(ens), ens } as DevnetManifest, undefined)
    } finally {
      log.mockRestore()
    }
    expect(lines).toContain(
      `\nENS on eip155:31337: universal resolver ${ens.universalResolver}, registry ${ens.registry}`,
    )
    expect(
      lines.some((line) => line.includes(ENS_FIXTURE_NAMES.alice) && line.includes(alice!.address)),
    ).toBe(true)
  })

  it("the generator keeps a network's contracts and refuses a contract address that is not one", () => {
    expect(resolveNetwork(devnetAlpha, 'networks[0]').contracts).toEqual(devnetAlpha.contracts)
    const broken = { ...devnetBeta, contracts: { multicall3: { address: '0xca11' } } }
    expect(() => resolveNetwork(broken, 'networks[1]')).toThrow('networks[1].contracts.multicall3.address')
    const unknown = { ...devnetBeta, contracts: { multicall2: { address: alice!.address } } }
    expect(() => resolveNetwork(unknown, 'networks[1]')).toThrow('networks[1].contracts.multicall2')
  })
})
