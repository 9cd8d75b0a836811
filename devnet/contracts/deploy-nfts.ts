import { encodeDeployData, encodeFunctionData, type Address, type Hex } from 'viem'
import type { TestAccount } from '../accounts.ts'
import type { NftCollectionSource } from '../../server/data-api/chain-source.ts'
import { devnetCollection1155Artifact } from './devnet-collection1155.artifact.ts'
import { devnetCollection721Artifact } from './devnet-collection721.artifact.ts'
import type { Deploy, RawTxSender } from './raw-tx-sender.ts'

/** A token minted at start: to which of the fixture accounts, with what metadata. */
interface FixtureNftToken {
  tokenId: bigint
  holder: number
  /** ERC-1155 only: how many. */
  amount?: bigint
  name: string
  colour: string
}

interface FixtureCollection {
  standard: 'erc721' | 'erc1155'
  name: string
  symbol: string
  spam: boolean
  tokens: FixtureNftToken[]
  /** ERC-1155: the ids the server is told to read (one never minted, so never held). */
  listedIds?: string[]
}

/**
 * The devnet's NFTs: an ERC-721 Enumerable and an ERC-1155 collection held by the fixture accounts, and
 * an airdropped "claim" NFT the server lists as spam (it must never show). Account 0 is the e2e wallet.
 */
export const FIXTURE_NFT_COLLECTIONS: readonly FixtureCollection[] = [
  {
    standard: 'erc721',
    name: 'Portkit Devnet Cats',
    symbol: 'PKCAT',
    spam: false,
    tokens: [
      { tokenId: 1n, holder: 0, name: 'Devnet Cat #1', colour: '#e4572e' },
      { tokenId: 2n, holder: 0, name: 'Devnet Cat #2', colour: '#17bebb' },
      { tokenId: 3n, holder: 1, name: 'Devnet Cat #3', colour: '#ffc914' },
    ],
  },
  {
    standard: 'erc1155',
    name: 'Portkit Devnet Badges',
    symbol: 'PKBADGE',
    spam: false,
    listedIds: ['1', '2', '3'],
    tokens: [
      { tokenId: 1n, holder: 0, amount: 3n, name: 'Early Visitor Badge', colour: '#76b041' },
      { tokenId: 2n, holder: 1, amount: 1n, name: 'Builder Badge', colour: '#2e282a' },
    ],
  },
  {
    standard: 'erc721',
    name: 'Claim Your Airdrop',
    symbol: 'CLAIM',
    spam: true,
    tokens: [{ tokenId: 1n, holder: 0, name: 'Visit claim-eth.example to claim 5 ETH', colour: '#ff0000' }],
  },
]

const MINT_GAS = 1_000_000n

/** A deployed fixture collection as the server lists it (chains[].nftCollections) and the manifest shows it. */
export type DeployedNftCollection = NftCollectionSource & { symbol: string }

/** Deploys the fixture collections and mints their tokens to `holders`. */
export async function deployNftFixtures(
  deploy: Deploy,
  sender: RawTxSender,
  deployer: TestAccount,
  holders: TestAccount[],
): Promise<DeployedNftCollection[]> {
  const deployed: DeployedNftCollection[] = []
  for (const collection of FIXTURE_NFT_COLLECTIONS) {
    const address = await deploy(deployData(collection))
    for (const token of collection.tokens) {
      const data = mintData(collection, token, holders[token.holder]!.address)
      await sender.send(deployer, { to: address, data, gas: MINT_GAS })
    }
    const { standard, name, symbol, spam, listedIds } = collection
    deployed.push({ address, standard, name, symbol, spam, ...(listedIds ? { tokenIds: listedIds } : {}) })
  }
  return deployed
}

function deployData(collection: FixtureCollection): Hex {
  if (collection.standard === 'erc1155') return devnetCollection1155Artifact.bytecode
  const { abi, bytecode } = devnetCollection721Artifact
  return encodeDeployData({ abi, bytecode, args: [collection.name, collection.symbol] })
}

function mintData(collection: FixtureCollection, token: FixtureNftToken, to: Address): Hex {
  const uri = metadataUri(token)
  return collection.standard === 'erc721'
    ? encodeFunctionData({
        abi: devnetCollection721Artifact.abi,
        functionName: 'mint',
        args: [to, token.tokenId, uri],
      })
    : encodeFunctionData({
        abi: devnetCollection1155Artifact.abi,
        functionName: 'mint',
        args: [to, token.tokenId, token.amount ?? 1n, uri],
      })
}

/** Metadata JSON as a data: URI (on chain, no metadata server), its image an inline SVG. */
function metadataUri(token: FixtureNftToken): string {
  const metadata = { name: token.name, description: 'A Portkit devnet fixture', image: svgImage(token) }
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`
}

function svgImage({ tokenId, colour }: FixtureNftToken): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>` +
    `<text x="32" y="40" font-size="20" text-anchor="middle" fill="#fff">#${tokenId}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
