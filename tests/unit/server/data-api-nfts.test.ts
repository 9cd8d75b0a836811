import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../../devnet/index.ts'
import type { DevnetManifestNftCollection } from '../../../devnet/manifest.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { openDevnetDb } from '../../../server/db/open-devnet-db.ts'
import { startTestDevnet } from '../../support/test-devnet.ts'
import { contractClient, reasonNames } from './contract-client.ts'

/**
 * GET /v1/account/{address}/nfts against the devnet's fixture collections: an ERC-721 Enumerable and an
 * ERC-1155 (listed ids) read through Multicall3, metadata from the tokens' data: URIs, the spam-listed
 * "claim" NFT and any unlisted collection (Bob's ENS avatar NFT) never shown.
 */
interface Nft {
  chainId: string
  collection: { address: string; name: string }
  tokenId: string
  standard: string
  name: string
  imageUrl: string | null
  amount: string
}

const ALPHA = 'eip155:31337'
let devnet: Devnet
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  devnet = await startTestDevnet()
  call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
})
afterAll(() => devnet?.stop())

const collection = (name: string): DevnetManifestNftCollection =>
  devnet.manifest.nfts![ALPHA]!.find((listed) => listed.name === name)!

async function nftsOf(accountIndex: number, chainId = ALPHA): Promise<Nft[]> {
  const address = devnet.manifest.accounts[accountIndex]!.address
  const read = await call('GET', '/v1/account/{address}/nfts', { path: { address }, query: { chainId } })
  expect(read.status).toBe(200)
  return (read.body as { nfts: Nft[] }).nfts
}

describe('data API: an account NFTs', () => {
  it('lists the ERC-721 and ERC-1155 tokens account 0 holds, with metadata name and image, the spam one left out', async () => {
    const nfts = await nftsOf(0)
    const cats = collection('Portkit Devnet Cats')
    const badges = collection('Portkit Devnet Badges')
    expect(
      nfts.map(({ name, standard, tokenId, amount, collection }) => [
        name,
        standard,
        tokenId,
        amount,
        collection,
      ]),
    ).toEqual([
      ['Devnet Cat #1', 'erc721', '1', '1', { address: `${ALPHA}:${cats.address}`, name: cats.name }],
      ['Devnet Cat #2', 'erc721', '2', '1', { address: `${ALPHA}:${cats.address}`, name: cats.name }],
      [
        'Early Visitor Badge',
        'erc1155',
        '1',
        '3',
        { address: `${ALPHA}:${badges.address}`, name: badges.name },
      ],
    ])
    for (const nft of nfts) expect(nft.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(JSON.stringify(nfts)).not.toMatch(/claim/i)
  })

  it('holds the spam collection NFT on chain all the same (the server hides it, the chain does not)', async () => {
    const spam = collection('Claim Your Airdrop')
    expect(spam.spam).toBe(true)
    const { createPublicClient, http, parseAbi } = await import('viem')
    const client = createPublicClient({ transport: http(devnet.manifest.chains[0]!.rpcUrl) })
    const held = await client.readContract({
      address: spam.address as `0x${string}`,
      abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
      functionName: 'balanceOf',
      args: [devnet.manifest.accounts[0]!.address as `0x${string}`],
    })
    expect(held).toBe(1n)
  })

  it("lists account 1's NFTs without the ENS avatar NFT it holds, whose collection is not listed", async () => {
    const nfts = await nftsOf(1)
    expect(nfts.map((nft) => nft.name)).toEqual(['Devnet Cat #3', 'Builder Badge'])
    expect(JSON.stringify(nfts)).not.toContain(devnet.manifest.ens!.avatarNft.slice(2).toLowerCase())
  })

  it('answers an empty list for an account without NFTs and a chain the server does not serve', async () => {
    expect(await nftsOf(3)).toEqual([])
    expect(await nftsOf(0, 'eip155:999')).toEqual([])
  })

  it('refuses a chainId that is not CAIP-2 with a 400 naming it', async () => {
    const address = devnet.manifest.accounts[0]!.address
    const read = await call('GET', '/v1/account/{address}/nfts', {
      path: { address },
      query: { chainId: 'alpha' },
    })
    expect(read.status).toBe(400)
  })
})

describe('history beside the NFT fixtures', () => {
  it('does not list the NFT mints of account 0 as its transactions (ERC-721 Transfer logs match the ERC20 topics)', async () => {
    const address = devnet.manifest.accounts[0]!.address
    const read = await call('GET', '/v1/account/{account}/history', {
      path: { account: address },
      query: { chainId: ALPHA },
    })
    expect(read.status).toBe(200)
    const collections = devnet.manifest.nfts![ALPHA]!.map((listed) => listed.address.toLowerCase())
    const sentTo = (read.body as { data: { metadata: { sentTo: string } }[] }).data.map((tx) =>
      tx.metadata.sentTo.toLowerCase(),
    )
    expect(sentTo.length).toBeGreaterThan(0)
    expect(sentTo.filter((to) => collections.includes(to))).toEqual([])
  })
})

describe('data API: NFTs when the node does not answer', () => {
  it('is a 502 naming the chain, not an empty list', async () => {
    const db = await openDevnetDb({})
    const chainId = 31_361
    const server = await startDataApi({
      db,
      catalogueUrl: 'http://127.0.0.1:1',
      chains: [
        createServedChain({
          chainId,
          caipNetworkId: `eip155:${chainId}`,
          name: 'Down',
          rpcUrl: 'http://127.0.0.1:1',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [],
          nftCollections: [
            { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', standard: 'erc721', name: 'Cats' },
          ],
        }),
      ],
    })
    try {
      const read = await contractClient(server.url, 'data-api')('GET', '/v1/account/{address}/nfts', {
        path: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
        query: { chainId: `eip155:${chainId}` },
      })
      expect([read.status, reasonNames(read)]).toEqual([502, ['upstream']])
      expect(JSON.stringify(read.body)).toContain(`eip155:${chainId} node did not answer the NFT read`)
    } finally {
      await server.close()
      await db.close()
    }
  })
})
