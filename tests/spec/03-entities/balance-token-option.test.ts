import { afterEach, describe, expect, it } from 'vitest'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { anvilHost, connectedPortkit, networksAt, recordingWallet } from '../../support/host-wallet.ts'

// Spec section 3, Options: `tokens`, by caipNetworkId, the token whose balance is shown instead of the
// native one. Read from a FixtureToken on a real anvil through the eip155 adapter.

const host = anvilHost({ tokenSupply: 1234n * 10n ** 17n })
let portkit: Portkit | undefined
afterEach(() => portkit?.stop())

async function connectWith(tokens: ResolvedConfig['tokens']) {
  const wallet = recordingWallet({ address: host.account, chainId: 31337, rpcUrl: host.anvil.rpcUrl })
  portkit = await connectedPortkit(wallet.provider, networksAt(host.anvil.rpcUrl), { tokens })
  await portkit.account.refreshBalance('eip155')
  return portkit.state.activeChainState.value?.balance
}

describe('spec 3: tokens option', () => {
  it("shows the configured token's balance and symbol instead of the native one", async () => {
    const balance = await connectWith({ 'eip155:31337': { address: host.token } })
    expect(balance).toMatchObject({ symbol: 'PUSD', decimals: 18, formatted: '123.400' })
    expect(balance?.value).toBe(1234n * 10n ** 17n)
  })

  it('keeps the native balance on a network the option does not name', async () => {
    const balance = await connectWith({ 'eip155:31338': { address: host.token } })
    expect(balance?.symbol).toBe('ETH')
    expect(balance?.value).toBe(await host.nativeBalance(host.account))
  })
})
