import { describe, expect, it, vi } from 'vitest'
import { authProviderOnFrame } from '../../support/auth-provider-on-frame.ts'
import {
  isEmbeddedWalletMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from '../../../runtime/core/rpc-methods.ts'

/**
 * Spec section 5/6: the embedded wallet refuses what it does not serve. An allowed method it has no
 * implementation for (EIP-5792 batches, permissions, assets, user operations) is refused with EIP-1193's
 * 4200 before the approval view and before the frame (a batch then falls back to one call at a time); a
 * method off the allowed list still goes to the gate, whose answer is spec 6's.
 */
function embeddedWallet() {
  const frame = { loaded: true, request: vi.fn(async () => 'answered'), destroy: () => undefined }
  const { provider, auth } = authProviderOnFrame(frame)
  const gate = vi.fn((_method: string, _params: unknown, send: () => Promise<unknown>) => send())
  auth.setHooks({
    gate,
    mayRestore: async () => false,
    onSignedOut: async () => undefined,
    onRefused: () => undefined,
  })
  return { provider, frame, gate }
}

describe('spec 6: the methods the embedded wallet serves', () => {
  it('signs its three methods and reads the node for eth_ reads; nothing wallet-level', () => {
    expect(
      ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'].every(isEmbeddedWalletMethod),
    ).toBe(true)
    expect(
      ['eth_call', 'eth_getBalance', 'eth_getTransactionCount', 'eth_chainId'].every(isEmbeddedWalletMethod),
    ).toBe(true)
    const walletLevel = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS].filter(
      (method) => !isEmbeddedWalletMethod(method),
    )
    expect(walletLevel.sort()).toEqual(
      [
        'eth_estimateUserOperationGas',
        'eth_getUserOperationByHash',
        'eth_getUserOperationReceipt',
        'eth_sendUserOperation',
        'eth_supportedEntryPoints',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'wallet_getAssets',
        'wallet_getCallsStatus',
        'wallet_getCapabilities',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_sendCalls',
      ].sort(),
    )
  })

  it.each(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'])(
    '%s is refused with 4200, without an approval and without the frame',
    async (method) => {
      const { provider: wallet, frame, gate } = embeddedWallet()
      await expect(wallet.request({ method, params: [] })).rejects.toMatchObject({
        code: 4200,
        message: `The embedded wallet does not support ${method}`,
      })
      expect(gate).not.toHaveBeenCalled()
      expect(frame.request).not.toHaveBeenCalled()
    },
  )

  it('a served method and a method off the allowed list both go through the gate', async () => {
    const { provider: wallet, gate } = embeddedWallet()
    expect(await wallet.request({ method: 'eth_getBalance', params: [] })).toBe('answered')
    await wallet.request({ method: 'debug_traceTransaction', params: [] })
    expect(gate.mock.calls.map(([method]) => method)).toEqual(['eth_getBalance', 'debug_traceTransaction'])
  })
})
