import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAccountController } from '../../../runtime/controllers/account.ts'
import { createTokenBalanceFetch } from '../../../runtime/controllers/token-balance-fetch.ts'
import { BALANCE_RETRY_BLOCK_MS } from '../../../runtime/core/constants.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { englishMessage } from '../../support/english-message.ts'
import { scriptedAdapter } from '../../support/scripted-adapter.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const toasts: string[] = []
  const balances = createTokenBalanceFetch({ notifyError: (message) => toasts.push(englishMessage(message)) })
  return { balances, toasts }
}

describe('spec 4: token balance fetch', () => {
  it('sets loading while fetching', async () => {
    const { balances } = setup()
    let resolve!: (value: string[]) => void
    const pending = balances.fetch(() => new Promise<string[]>((r) => (resolve = r)))
    expect(balances.loading.value).toBe(true)
    resolve(['USDC'])
    expect(await pending).toEqual(['USDC'])
    expect(balances.loading.value).toBe(false)
  })

  it("on failure records the time and shows 'Token Balance Unavailable'", async () => {
    const { balances, toasts } = setup()
    vi.setSystemTime(1_000_000)
    expect(await balances.fetch(() => Promise.reject(new Error('api down')))).toEqual([])
    expect(balances.lastRetry.value).toBe(1_000_000)
    expect(toasts).toEqual(['Token Balance Unavailable'])
  })

  it('retries within 30 s return an empty list without a call; after that the call is made again', async () => {
    const { balances } = setup()
    vi.setSystemTime(1_000_000)
    await balances.fetch(() => Promise.reject(new Error('api down')))
    const fetcher = vi.fn(() => Promise.resolve(['ETH']))
    vi.setSystemTime(1_000_000 + BALANCE_RETRY_BLOCK_MS - 1)
    expect(await balances.fetch(fetcher)).toEqual([])
    expect(fetcher).not.toHaveBeenCalled()
    vi.setSystemTime(1_000_000 + BALANCE_RETRY_BLOCK_MS)
    expect(await balances.fetch(fetcher)).toEqual(['ETH'])
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(BALANCE_RETRY_BLOCK_MS).toBe(30_000)
  })
})

describe('spec 8: balance failure in the wallet layer', () => {
  it('logs a warning and shows 0.00 ETH', async () => {
    const { adapter } = scriptedAdapter()
    adapter.getBalance = () => Promise.reject(new Error('rpc down'))
    const state = createState(testConfig())
    updateChain(state, 'eip155', { address: '0x1111111111111111111111111111111111111111' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await createAccountController(state, () => adapter).refreshBalance('eip155')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    expect(state.chains.value.eip155?.balance).toMatchObject({ formatted: '0.00', symbol: 'ETH' })
  })
})
