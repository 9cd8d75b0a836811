import { describe, expect, it } from 'vitest'
import { resolveNetworks } from '../../../generator/config/validate-networks.ts'
import { SWAP_NETWORK_IDS } from '../../../plugins/swap/constants.ts'
import { networkImageUrl } from '../../../runtime/controllers/network-image.ts'
import { networkList } from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'

// Spec section 9: 27 networks listed (EVM plus three Solana), each with an image the catalogue serves.
describe('spec 9: the network list', () => {
  it('has 27 networks: 24 EVM and the three Solana clusters, each CAIP-2 id once', () => {
    expect(networkList).toHaveLength(27)
    const of = (namespace: string) => networkList.filter((network) => network.chainNamespace === namespace)
    expect(of('eip155')).toHaveLength(24)
    expect(of('solana').map((network) => network.name)).toEqual(['Solana', 'Solana Testnet', 'Solana Devnet'])
    expect(new Set(networkList.map((network) => network.caipNetworkId)).size).toBe(27)
  })

  it('holds every swap network of section 9', () => {
    const ids = networkList.map((network) => network.caipNetworkId)
    for (const id of SWAP_NETWORK_IDS) expect(ids).toContain(`eip155:${id}`)
  })

  it("each network's image comes from the configured catalogue by its image id", () => {
    const config = testConfig({ services: { catalogueApi: 'http://127.0.0.1:9/catalogue' } })
    for (const network of networkList) {
      const url = new URL(networkImageUrl(config, network)!)
      expect(url.pathname).toBe(`/catalogue/public/getAssetImage/${network.assets!.imageId}`)
    }
  })

  it('the generator accepts the whole list as networks', () => {
    expect(resolveNetworks([...networkList]).map((network) => network.caipNetworkId)).toEqual(
      networkList.map((network) => network.caipNetworkId),
    )
  })
})
