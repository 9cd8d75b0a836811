import {
  createPublicClient,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  labelhash,
  namehash,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { setCode } from 'viem/actions'
import { DEVNET_CONTRACTS } from '../../runtime/networks/devnet.ts'
import type { TestAccount } from '../accounts.ts'
import type { DevnetManifestEns, DevnetManifestEnsName } from '../manifest.ts'
import { devnetAvatarNftArtifact } from './devnet-avatar-nft.artifact.ts'
import { devnetEnsRegistryArtifact } from './devnet-ens-registry.artifact.ts'
import { devnetEnsResolverArtifact } from './devnet-ens-resolver.artifact.ts'
import { devnetUniversalResolverArtifact } from './devnet-universal-resolver.artifact.ts'
import { createRawTxSender } from './raw-tx-sender.ts'
import { localChainTransport } from '../local-chain-transport.ts'

export interface DeployEnsOptions {
  rpcUrl: string
  chainId: number
  /** Funded account that deploys and owns the root until each name is handed to its holder. */
  deployer: TestAccount
  /** Gets `portkit-alice.eth` with an image URL avatar record. */
  alice: Address
  /** Gets `portkit-bob.eth` with an NFT avatar record (an ERC-721 token it holds). */
  bob: Address
  /** Base URL of the devnet service that serves images (the catalogue API); avatars point under it. */
  imageBase: string
}

/** The fixture names; both pass ENSIP-15 normalisation unchanged (a unit test checks). */
export const ENS_FIXTURE_NAMES = { alice: 'portkit-alice.eth', bob: 'portkit-bob.eth' } as const

const AVATAR_NFT_TOKEN_ID = 1n
const DEPLOY_GAS = 3_000_000n
// Generous: the NFT mint stores its metadata URI (a few hundred bytes); devnet gas costs nothing.
const CALL_GAS = 1_000_000n

/**
 * ENS on one devnet chain, as viem finds it on mainnet: a registry (ENSIP-1), a resolver with address, name
 * and text records, the universal resolver placed at viem's mainnet address, reverse records under
 * `addr.reverse` (ENSIP-3) and an ERC-721 for the NFT avatar. The deployer writes every record while it
 * owns the node, then hands the node to its holder: no transaction from the holders, so their nonces (and the
 * fixtures' transfers from them) are untouched.
 */
export async function deployEns(options: DeployEnsOptions): Promise<DevnetManifestEns> {
  const { deployer, chainId } = options
  const client = createPublicClient({ transport: localChainTransport(options.rpcUrl) })
  const sender = createRawTxSender(client, chainId)
  const universalResolver = DEVNET_CONTRACTS.ensUniversalResolver.address
  const placing = setCode(
    createTestClient({ mode: 'anvil', transport: localChainTransport(options.rpcUrl) }),
    { address: universalResolver, bytecode: devnetUniversalResolverArtifact.deployedBytecode },
  )
  // The first send learns the deployer's nonce; the rest go out one after another (each once anvil took the
  // one before: a later nonce arriving first would wait in anvil's queue, and once waited out a 30 s
  // receipt timeout on a busy machine) and the addresses follow from the nonces.
  const [{ nonce }] = await Promise.all([
    sender.send(deployer, { data: devnetEnsRegistryArtifact.bytecode, gas: DEPLOY_GAS }),
    placing,
  ])
  const deployedAt = (offset: number) =>
    getContractAddress({ from: deployer.address, nonce: BigInt(nonce + offset) })
  const [registry, resolver, avatarNft] = [deployedAt(0), deployedAt(1), deployedAt(2)]
  let sent: Promise<unknown> = Promise.resolve()
  const send = (to: Address | undefined, data: Hex, gas = CALL_GAS) => {
    sent = sent.then(() => sender.send(deployer, { ...(to ? { to } : {}), data, gas }))
  }

  const { abi: resolverAbi, bytecode: resolverBytecode } = devnetEnsResolverArtifact
  send(
    undefined,
    encodeDeployData({ abi: resolverAbi, bytecode: resolverBytecode, args: [registry] }),
    DEPLOY_GAS,
  )
  send(undefined, devnetAvatarNftArtifact.bytecode, DEPLOY_GAS)
  const { abi: universalAbi } = devnetUniversalResolverArtifact
  send(
    universalResolver,
    encodeFunctionData({ abi: universalAbi, functionName: 'initialise', args: [registry] }),
  )

  const { abi: registryAbi } = devnetEnsRegistryArtifact
  const giveSubnode = (parent: string, label: string, resolverOf: Address) =>
    send(
      registry,
      encodeFunctionData({
        abi: registryAbi,
        functionName: 'setSubnodeRecord',
        args: [namehash(parent), labelhash(label), deployer.address, resolverOf, 0n],
      }),
    )
  giveSubnode('', 'eth', zeroAddress)
  giveSubnode('', 'reverse', zeroAddress)
  giveSubnode('reverse', 'addr', zeroAddress)
  /** Creates `label.parent` with the resolver, writes its records, then hands it to its holder. */
  const giveNode = (parent: string, label: string, holder: Address, records: Hex[]) => {
    giveSubnode(parent, label, resolver)
    send(resolver, encodeFunctionData({ abi: resolverAbi, functionName: 'multicall', args: [records] }))
    const node = namehash(`${label}.${parent}`)
    send(registry, encodeFunctionData({ abi: registryAbi, functionName: 'setOwner', args: [node, holder] }))
  }

  const names = fixtureNames(options, avatarNft)
  const mint = [options.bob, AVATAR_NFT_TOKEN_ID, nftMetadataUri(names[1]!.avatarUrl)] as const
  send(avatarNft, encodeFunctionData({ abi: devnetAvatarNftArtifact.abi, functionName: 'mint', args: mint }))
  for (const entry of names) {
    const holder = entry.address as Address
    const [label, parent] = splitName(entry.name)
    const node = namehash(entry.name)
    giveNode(parent, label, holder, [
      encodeFunctionData({ abi: resolverAbi, functionName: 'setAddr', args: [node, holder] }),
      encodeFunctionData({ abi: resolverAbi, functionName: 'setText', args: [node, 'avatar', entry.avatar] }),
    ])
    // The primary name (ENSIP-3): `<address in lower-case hex>.addr.reverse` names it.
    const reverseLabel = holder.slice(2).toLowerCase()
    const reverseNode = namehash(`${reverseLabel}.addr.reverse`)
    giveNode('addr.reverse', reverseLabel, holder, [
      encodeFunctionData({ abi: resolverAbi, functionName: 'setName', args: [reverseNode, entry.name] }),
    ])
  }
  await sent
  await sender.confirmAll()
  return { caipNetworkId: `eip155:${chainId}`, registry, resolver, universalResolver, avatarNft, names }
}

/** Alice's avatar is an image URL; Bob's is the NFT the deployment mints him, whose metadata names an image. */
function fixtureNames(options: DeployEnsOptions, avatarNft: Address): DevnetManifestEnsName[] {
  const aliceImage = imageUrl(options.imageBase, 'portkit-alice-avatar')
  return [
    { name: ENS_FIXTURE_NAMES.alice, address: options.alice, avatar: aliceImage, avatarUrl: aliceImage },
    {
      name: ENS_FIXTURE_NAMES.bob,
      address: options.bob,
      avatar: `eip155:${options.chainId}/erc721:${avatarNft}/${AVATAR_NFT_TOKEN_ID}`,
      avatarUrl: imageUrl(options.imageBase, 'portkit-avatar-nft-1'),
    },
  ]
}

/**
 * An image the catalogue API draws from its id (`/public/getAssetImage/{id}`, image/svg+xml). The query is
 * the one every catalogue call carries (openapi/catalogue-api.yaml), naming this fixture as the caller.
 */
/** The project the avatar records' image URLs name: the devnet registers it with its server. */
export const ENS_AVATAR_PROJECT = 'portkit-devnet-ens'

function imageUrl(imageBase: string, id: string): string {
  const url = new URL(`${imageBase.replace(/\/$/, '')}/public/getAssetImage/${encodeURIComponent(id)}`)
  url.search = new URLSearchParams({
    projectId: ENS_AVATAR_PROJECT,
    st: 'portkit',
    sv: 'devnet',
  }).toString()
  return url.href
}

/** ERC-721 metadata JSON as a data: URI (on chain, no metadata server), its image served by the devnet. */
function nftMetadataUri(image: string): string {
  const metadata = { name: 'Portkit Devnet Avatar #1', description: 'The devnet NFT avatar fixture', image }
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`
}

function splitName(name: string): [label: string, parent: string] {
  const dot = name.indexOf('.')
  return [name.slice(0, dot), name.slice(dot + 1)]
}
