import { describe, expect, it, vi } from 'vitest'
import type { AuthProviderHooks } from '../../../runtime/connectors/auth/auth-provider.ts'
import { authProviderOnFrame } from '../../support/auth-provider-on-frame.ts'

// Spec section 4, Frame: "Connection check: if no email login was ever used, result is not connected. If
// not connected or on error, the stored login cache is cleared. Sign-out clears the cache."

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(answers: Record<string, () => unknown>, used: boolean) {
  const asked: string[] = []
  const frame = {
    loaded: true,
    request: vi.fn(async (type: string) => {
      asked.push(type)
      const answer = answers[type]
      if (!answer) throw new Error(`unexpected ${type}`)
      return answer()
    }),
    destroy: () => undefined,
  }
  const { provider, auth } = authProviderOnFrame(frame)
  const hooks: AuthProviderHooks = {
    gate: (_method, _params, send) => send(),
    mayRestore: async () => used,
    onSignedOut: vi.fn(async () => undefined),
    onRefused: () => undefined,
  }
  auth.setHooks(hooks)
  return { provider, asked, hooks }
}

describe('frame connection check', () => {
  it('is not connected, without asking the frame, when no email login was ever used', async () => {
    const { provider, asked } = setup({}, false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(asked).toEqual([])
  })

  it('restores the account the frame reports when it is connected', async () => {
    const { provider, asked, hooks } = setup(
      {
        IS_CONNECTED: () => ({ isConnected: true }),
        GET_USER: () => ({ address: ADDRESS, chainId: 31338, email: null, userName: 'ada' }),
      },
      true,
    )
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    // A social user's name, for the identity fallback "a provider name" (spec section 8).
    expect((provider as { userName?: string }).userName).toBe('ada')
    expect(asked).toEqual(['IS_CONNECTED', 'GET_USER'])
    expect(hooks.onSignedOut).not.toHaveBeenCalled()
  })

  it("answers eth_chainId with the frame's own chain (spec 7, get chain id) once a user is loaded; before that, without loading it", async () => {
    let frameChain = 31338
    const { provider, asked } = setup(
      {
        IS_CONNECTED: () => ({ isConnected: true }),
        GET_USER: () => ({ address: ADDRESS, chainId: 31338, email: null }),
        GET_CHAIN_ID: () => ({ chainId: frameChain }),
      },
      true,
    )
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(asked).toEqual([])
    await provider.request({ method: 'eth_accounts' })
    // The wallet moved on its side (e.g. a switch whose answer never reached the page): its word wins.
    frameChain = 31337
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(asked).toEqual(['IS_CONNECTED', 'GET_USER', 'GET_CHAIN_ID'])
  })

  it('clears the stored login when the frame says not connected', async () => {
    const { provider, hooks } = setup({ IS_CONNECTED: () => ({ isConnected: false }) }, true)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(hooks.onSignedOut).toHaveBeenCalledOnce()
  })

  it('clears the stored login when the check fails', async () => {
    const { provider, hooks } = setup({}, true)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(hooks.onSignedOut).toHaveBeenCalledOnce()
  })

  it('signs out in the frame and clears the stored login when permissions are revoked', async () => {
    const { provider, asked, hooks } = setup(
      { GET_USER: () => ({ address: ADDRESS, chainId: 31337 }), SIGN_OUT: () => ({}) },
      true,
    )
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(asked).toEqual(['GET_USER', 'SIGN_OUT'])
    expect(hooks.onSignedOut).toHaveBeenCalledOnce()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
