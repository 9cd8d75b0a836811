import { describe, expect, it } from 'vitest'
import { bip122Adapter } from '../../../runtime/adapters/bip122/index.ts'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { BITCOIN_PROVIDER_METHODS } from '../../../runtime/core/bitcoin-provider-methods.ts'
import type { Connector } from '../../../runtime/controllers/types.ts'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import {
  bitcoinTestnet,
  devnetBitcoin,
  solanaDevnet,
  solanaTestnet,
} from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'

// Spec section 3 (stored active network): on a reload the connection re-syncs with the network the visitor
// chose last (the network controller restores it first). Solana and Bitcoin wallets have no chain of their
// own, so their adapters resume on it, not on the config's default; an unknown network keeps the default.
function walletAnswering(chain: Connector['chain'], method: string, answer: unknown): Connector {
  return {
    id: 'test-wallet',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain,
    provider: {
      request: async (request) => {
        if (request.method !== method) throw new Error(`unexpected ${request.method}`)
        return answer
      },
    },
  }
}

describe('spec 3: a Solana or Bitcoin session resumes on the network chosen last', () => {
  it('Solana: the stored cluster, else the default', async () => {
    const config = testConfig({
      networks: [solanaDevnet, solanaTestnet],
      defaultNetwork: solanaDevnet.caipNetworkId,
      adapters: ['solana'],
    })
    const wallet = walletAnswering('solana', SOLANA_PROVIDER_METHODS.accounts, [
      'Gq7vyeiQgMvSkjqGBHJ1BGbF3ySXfo8Sm7jJ1QgKodNj',
    ])
    expect((await solanaAdapter()({ config }).reconnect(wallet, solanaTestnet))?.chainReference).toBe(
      solanaTestnet.id,
    )
    expect((await solanaAdapter()({ config }).reconnect(wallet, bitcoinTestnet))?.chainReference).toBe(
      solanaDevnet.id,
    )
  })

  it("Bitcoin: the wallet's account on the stored network, else the default's", async () => {
    const config = testConfig({
      networks: [devnetBitcoin, bitcoinTestnet],
      defaultNetwork: devnetBitcoin.caipNetworkId,
      adapters: ['bip122'],
    })
    const regtest = { address: 'bcrt1q-regtest', publicKey: '02', chains: ['bitcoin:regtest'] }
    const testnet = { address: 'tb1q-testnet', publicKey: '02', chains: ['bitcoin:testnet'] }
    const both = walletAnswering('bip122', BITCOIN_PROVIDER_METHODS.accounts, [regtest, testnet])
    expect(await bip122Adapter()({ config }).reconnect(both, bitcoinTestnet)).toEqual({
      address: testnet.address,
      chainReference: bitcoinTestnet.id,
    })
    // No account there: the session stays on the default network's account.
    const regtestOnly = walletAnswering('bip122', BITCOIN_PROVIDER_METHODS.accounts, [regtest])
    expect(await bip122Adapter()({ config }).reconnect(regtestOnly, bitcoinTestnet)).toEqual({
      address: regtest.address,
      chainReference: devnetBitcoin.id,
    })
  })
})
