import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CoinbasePopupBlockedError,
  withPopupGuard,
  type PopupHost,
} from '../../../runtime/connectors/coinbase/popup-guard.ts'
import { isUserRejection } from '../../../runtime/core/errors.ts'

// Spec section 2, ConnectingExternal: a connect through the Coinbase smart wallet popup ends in the view's
// error state (its Try again) when the browser blocks the popup or the visitor closes it unanswered, instead
// of the SDK's endless wait.

afterEach(() => vi.useRealTimers())

function host(popup: { closed: boolean } | null) {
  const open = vi.fn(() => popup as Window | null)
  const page: PopupHost = { open }
  return { page, open }
}

describe('Coinbase popup guard', () => {
  it('a blocked popup ends the call with CoinbasePopupBlockedError, and window.open is given back', async () => {
    const { page, open } = host(null)
    const pending = withPopupGuard(page, () => {
      page.open('https://keys.coinbase.com/connect')
      return new Promise<never>(() => undefined)
    })
    await expect(pending).rejects.toBeInstanceOf(CoinbasePopupBlockedError)
    expect(page.open).toBe(open)
  })

  it('a popup closed without an answer ends the call as a user rejection (4001)', async () => {
    vi.useFakeTimers()
    const popup = { closed: false }
    const { page } = host(popup)
    const pending = withPopupGuard(page, () => {
      page.open('https://keys.coinbase.com/connect')
      return new Promise<never>(() => undefined)
    })
    const outcome = pending.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(5_000)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(2_000)
    const error = await outcome
    expect(isUserRejection(error)).toBe(true)
  })

  it('an answer that comes while the popup is open wins; one that trails its closing too', async () => {
    vi.useFakeTimers()
    const popup = { closed: false }
    const { page, open } = host(popup)
    let answer!: (value: string[]) => void
    const pending = withPopupGuard(page, () => {
      page.open('https://keys.coinbase.com/connect')
      return new Promise<string[]>((resolve) => (answer = resolve))
    })
    popup.closed = true
    await vi.advanceTimersByTimeAsync(600)
    answer(['0xabc'])
    await expect(pending).resolves.toEqual(['0xabc'])
    expect(page.open).toBe(open)
  })

  it('a call that opens no popup is untouched, its failure included', async () => {
    const { page } = host(null)
    await expect(withPopupGuard(page, async () => 'local')).resolves.toBe('local')
    await expect(withPopupGuard(page, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  })
})
