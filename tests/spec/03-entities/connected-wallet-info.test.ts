import { describe, expect, it, vi } from 'vitest'
import { authProviderOnFrame } from '../../support/auth-provider-on-frame.ts'
import { getWalletInfo } from '../../../runtime/controllers/actions/get-wallet-info.ts'
import type { Connector } from '../../../runtime/core/types.ts'

// Spec section 3, Account state: connectedWalletInfo (name, icon, type, identifier, social); the social
// provider comes back with a restored login from its local-storage key, and goes with the sign-out.

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function embeddedWallet(storedProvider: string | undefined) {
  const frame = {
    loaded: true,
    request: vi.fn(async (type: string) => {
      if (type === 'IS_CONNECTED') return { isConnected: true }
      if (type === 'GET_USER') return { address: ADDRESS, chainId: 31337, email: null, userName: 'ada' }
      return {}
    }),
    destroy: () => undefined,
  }
  const { provider, auth } = authProviderOnFrame(frame)
  auth.setHooks({
    gate: (_method, _params, send) => send(),
    mayRestore: async () => true,
    onSignedOut: async () => undefined,
    onRefused: () => undefined,
    socialProvider: async () => storedProvider,
  })
  const connector: Connector = {
    id: 'auth',
    name: 'Email',
    type: 'AUTH',
    chain: 'eip155',
    provider,
    social: () => auth.social(),
  }
  const host = {
    state: { activeChainState: { value: { status: 'connected' } }, activeConnector: { value: connector } },
  } as never
  return { provider, auth, info: () => getWalletInfo(host) }
}

describe('connectedWalletInfo.social', () => {
  it('a restored social login reports its stored provider; signing out drops it', async () => {
    const { provider, info } = embeddedWallet('farcaster')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(info()).toMatchObject({ name: 'Email', type: 'AUTH', social: 'farcaster' })
    await provider.request({ method: 'wallet_revokePermissions' })
    expect(info()?.social).toBeUndefined()
  })

  it('an email login has no social provider', async () => {
    const { provider, info } = embeddedWallet(undefined)
    await provider.request({ method: 'eth_accounts' })
    expect(info()?.social).toBeUndefined()
  })

  it('a social sign-in sets it before the wallet connects', async () => {
    const { auth, info } = embeddedWallet(undefined)
    auth.setSocial('google')
    expect(info()?.social).toBe('google')
  })
})
