import { describe, expect, it } from 'vitest'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { ChainNotSupportedError, RpcMethodNotAllowedError } from '../../../runtime/core/errors.ts'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import type { Connector } from '../../../runtime/core/types.ts'
import { devnetSolana } from '../../../runtime/networks/devnet.ts'
import { solanaDevnet, solanaTestnet } from '../../../runtime/networks/solana.ts'
import { testConfig } from '../../support/config.ts'

// The solana adapter's session members against a scripted wallet: which network a session is on (no RPC).

const ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
const networks = [devnetSolana, solanaDevnet, solanaTestnet]

/** A wallet with the chains in `approved` (a WalletConnect session), or of any cluster when `approved` is absent. */
function wallet(approved?: string[]): Connector {
  return {
    id: 'scripted',
    name: 'Scripted',
    type: 'WALLET_CONNECT',
    chain: 'solana',
    provider: {
      request: ({ method, params }) => {
        if (method !== SOLANA_PROVIDER_METHODS.switchChain) return Promise.resolve([ADDRESS])
        const { chain } = params as { chain: string }
        if (!approved) return Promise.reject(new RpcMethodNotAllowedError(method))
        return approved.includes(chain) ? Promise.resolve(null) : Promise.reject(new Error('not approved'))
      },
    },
  }
}

const adapter = () =>
  solanaAdapter()({ config: testConfig({ networks, defaultNetwork: devnetSolana.caipNetworkId }) })

describe('solana adapter: the session network', () => {
  it('a wallet of any cluster connects on the selected network', async () => {
    const session = await adapter().connect(wallet())
    expect(session).toEqual({ address: ADDRESS, chainReference: String(devnetSolana.id) })
  })

  it('a session without the selected network follows the first configured one it approved', async () => {
    const session = await adapter().connect(wallet([solanaTestnet.caipNetworkId]))
    expect(session?.chainReference).toBe(String(solanaTestnet.id))
  })

  it('reconnects on the network chosen last when the session still approves it', async () => {
    const approved = [devnetSolana.caipNetworkId, solanaDevnet.caipNetworkId]
    const session = await adapter().reconnect(wallet(approved), solanaDevnet)
    expect(session?.chainReference).toBe(String(solanaDevnet.id))
  })

  it('switching to a chain the session did not approve is ChainNotSupportedError and keeps the network', async () => {
    const solana = adapter()
    const connector = wallet([devnetSolana.caipNetworkId])
    await expect(solana.switchNetwork(connector, solanaTestnet)).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    )
    expect((await solana.connect(connector)).chainReference).toBe(String(devnetSolana.id))
  })
})
