import { describe, expect, it } from 'vitest'
import type { ChainSource, NftCollectionSource } from '../../../../server/data-api/chain-source.ts'
import { checkServerConfig } from '../../../../server/serve/server-config.ts'

const CATS = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'
const chain = (nftCollections: NftCollectionSource[]): ChainSource => ({
  chainId: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrl: 'https://rpc.example.com',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
  nftCollections,
})
const refusal = (collections: NftCollectionSource[], ipfsGateway?: string) => {
  try {
    checkServerConfig({
      publicUrl: 'https://portkit.example.com',
      chains: [chain(collections)],
      ...(ipfsGateway === undefined ? {} : { ipfsGateway }),
    })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('server config: chains[].nftCollections and ipfsGateway', () => {
  it('takes ERC-721 collections and ERC-1155 ones with their token ids, and an https gateway', () => {
    expect(
      refusal(
        [
          { address: CATS, standard: 'erc721', name: 'Cats' },
          { address: CATS, standard: 'erc1155', name: 'Badges', tokenIds: ['1', '2'] },
          { address: CATS, standard: 'erc1155', name: 'Bait', spam: true },
        ],
        'https://gateway.example.com',
      ),
    ).toBe(undefined)
  })

  it('refuses a bad address, standard, name, ERC-1155 without ids, a non-decimal id and an http gateway', () => {
    expect(refusal([{ address: '0x12', standard: 'erc721', name: 'Cats' }])).toMatch(
      /^chains\[0\]\.nftCollections\[0\]\.address must be an EVM address/,
    )
    expect(refusal([{ address: CATS, standard: 'erc20' as 'erc721', name: 'Cats' }])).toMatch(
      /^chains\[0\]\.nftCollections\[0\]\.standard must be 'erc721'/,
    )
    expect(refusal([{ address: CATS, standard: 'erc721', name: ' ' }])).toMatch(
      /\.name must name the collection/,
    )
    expect(refusal([{ address: CATS, standard: 'erc1155', name: 'Badges' }])).toMatch(
      /\.tokenIds must list the ERC-1155 token ids/,
    )
    expect(refusal([{ address: CATS, standard: 'erc1155', name: 'Badges', tokenIds: ['0x1'] }])).toMatch(
      /\.tokenIds\[0\] must be a decimal token id string/,
    )
    expect(refusal([], 'http://gateway.example.com')).toMatch(/^ipfsGateway must be an https URL/)
  })
})
