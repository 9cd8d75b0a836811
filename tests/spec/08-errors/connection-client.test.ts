import { afterEach, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { signMessage } from '../../../runtime/controllers/actions/index.ts'
import type { Connector, ConnectorSource } from '../../../runtime/controllers/types.ts'
import { NoConnectionClientError } from '../../../runtime/core/errors.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { recordingWallet } from '../../support/host-wallet.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec section 8: 'No ConnectionController client found'. A browser wallet can leave the page's list
 * while connected (a Wallet Standard wallet unregisters, an EIP-6963 one is replaced): a host action then
 * has no connector to ask, and says so instead of asking a wallet that is gone.
 */

let portkit: Portkit | undefined
afterEach(() => portkit?.stop())

describe("spec 8: 'No ConnectionController client found'", () => {
  it('a host action after the connected wallet left the connector list: the error, and the wallet is not asked', async () => {
    const wallet = recordingWallet({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 })
    wallet.answers.personal_sign = () => `0x${'11'.repeat(65)}`
    const connector = testConnector('eip6963:leaving', { provider: wallet.provider })
    let announce: (connectors: Connector[]) => void = () => undefined
    const source: ConnectorSource = {
      kind: 'test',
      watch: (onChange) => ((announce = onChange), onChange([connector]), () => undefined),
    }
    portkit = createPortkit({
      config: testConfig({ networks: [devnetAlpha], defaultNetwork: devnetAlpha.caipNetworkId }),
      adapters: [eip155Adapter()],
      connectors: [() => source],
      storage: memoryStorage(),
    })
    await portkit.start()
    await portkit.connection.connect(connector)
    expect(await signMessage(portkit, { message: 'still here' })).toMatch(/^0x/)

    announce([])
    wallet.methods.length = 0
    const error = await signMessage(portkit, { message: 'gone' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoConnectionClientError)
    expect((error as Error).message).toBe('No ConnectionController client found')
    expect(wallet.methods).not.toContain('personal_sign')
  })
})
