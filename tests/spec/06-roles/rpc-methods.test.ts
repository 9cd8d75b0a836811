import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRpcRequests } from '../../../runtime/controllers/rpc-requests.ts'
import { RequestAbortedError, RpcMethodNotAllowedError } from '../../../runtime/core/errors.ts'
import { englishMessage } from '../../support/english-message.ts'
import {
  isAllowedRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from '../../../runtime/core/rpc-methods.ts'

const never = () => new Promise<never>(() => undefined)

describe('spec 6: safe and unsafe RPC methods', () => {
  it('the unsafe methods are the signing and sending ones', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
  })

  it('safe methods are read-only, and no method is both', () => {
    for (const method of SAFE_RPC_METHODS) {
      expect(isUnsafeRpcMethod(method)).toBe(false)
      expect(method).not.toMatch(/sign|sendTransaction|Permissions|sendCalls|sendUserOperation/)
    }
    expect(isSafeRpcMethod('eth_getBalance')).toBe(true)
    expect(isSafeRpcMethod('eth_chainId')).toBe(true)
  })

  it('the allowed list is the safe and unsafe methods', () => {
    expect(isAllowedRpcMethod('eth_call')).toBe(true)
    expect(isAllowedRpcMethod('personal_sign')).toBe(true)
    expect(isAllowedRpcMethod('eth_sign')).toBe(false)
    expect(isAllowedRpcMethod('debug_traceTransaction')).toBe(false)
  })
})

describe('spec 6: open unsafe requests are aborted when rejection is requested', () => {
  it.each(UNSAFE_RPC_METHODS)("%s is aborted with 'Request was aborted'", async (method) => {
    const requests = createRpcRequests()
    let signal!: AbortSignal
    const pending = requests.request(method, (s) => ((signal = s), never()))
    expect(requests.openUnsafeCount()).toBe(1)
    requests.rejectOpenRequests()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(pending).rejects.toThrow('Request was aborted')
    expect(signal.aborted).toBe(true)
    expect(requests.openUnsafeCount()).toBe(0)
  })

  it('safe reads are not aborted', async () => {
    const requests = createRpcRequests()
    let finish!: (value: string) => void
    let signal!: AbortSignal
    const read = requests.request(
      'eth_getBalance',
      (s) => ((signal = s), new Promise<string>((r) => (finish = r))),
    )
    requests.rejectOpenRequests()
    finish('0x1')
    await expect(read).resolves.toBe('0x1')
    expect(signal.aborted).toBe(false)
  })

  it('a settled unsafe request is no longer open', async () => {
    const requests = createRpcRequests()
    await expect(requests.request('personal_sign', async () => '0xsig')).resolves.toBe('0xsig')
    expect(requests.openUnsafeCount()).toBe(0)
  })

  it('a failing unsafe request rejects with its own error', async () => {
    const requests = createRpcRequests()
    await expect(
      requests.request('eth_sendTransaction', () => Promise.reject(new Error('nonce too low'))),
    ).rejects.toThrow('nonce too low')
  })
})

describe("spec 5 and 8: methods outside the allowed list: 'Requested RPC call is not allowed'", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('logs, opens the modal, shows the error after 300 ms and rejects the open requests', async () => {
    const opened: number[] = []
    const shown: string[] = []
    const requests = createRpcRequests({
      openModal: () => opened.push(Date.now()),
      showError: (message) => shown.push(englishMessage(message)),
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const open = requests.request('personal_sign', never)
    const refused = requests.request('eth_sign', never)

    await expect(refused).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    await expect(refused).rejects.toThrow('Requested RPC call is not allowed')
    await expect(open).rejects.toThrow('Request was aborted')
    expect(error).toHaveBeenCalled()
    expect(opened).toHaveLength(1)
    vi.advanceTimersByTime(299)
    expect(shown).toEqual([])
    vi.advanceTimersByTime(1)
    expect(shown).toEqual(['Action not allowed'])
    error.mockRestore()
  })
})
