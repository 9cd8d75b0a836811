import { afterEach, describe, expect, it } from 'vitest'
import { QUOTE_VALIDITY_MS, SWAP_SLIPPAGE } from '../../../plugins/swap/constants.ts'
import { DEBOUNCE_MS } from '../../../runtime/core/constants.ts'
import { TOASTS } from '../../../runtime/core/errors.ts'
import {
  ETH,
  PUSD,
  PUSD_ADDRESS,
  ROUTER,
  shownCheck,
  swapHarness,
  swapText,
} from '../../support/swap-harness.ts'

// Spec sections 4, 7 and 9 for the swap plugin: debounced quotes, allowance and approval, build with the
// spec's slippage, send through the host actions, receipt, balances refreshed, toast; a stale quote is
// asked again before send; a failing quote service is a clear error and nothing is sent.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

// Generous: the steps wait on a real chain and servers, which a busy machine answers slowly.
async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

async function opened(args: { fromToken?: string; toToken?: string; amount?: string } = {}) {
  const harness = await swapHarness()
  closes.push(harness.close)
  harness.portkit.router.reset({ name: 'Account' })
  harness.portkit.router.push({ name: 'swap/Swap', params: args })
  await harness.swap.open(args)
  return harness
}

describe('spec 4/7/9: swap', () => {
  it('asks one quote, the debounce time after the last keystroke', async () => {
    const { swap, calls } = await opened({ fromToken: 'ETH', toToken: 'PUSD' })
    const started = Date.now()
    swap.setAmount('0')
    swap.setAmount('0.')
    swap.setAmount('0.5')
    await until(() => swap.check.value.ready)
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEBOUNCE_MS - 20)
    expect(calls('/v1/convert/quotes').map((request) => request.query.amount)).toEqual([
      (5n * 10n ** 17n).toString(),
    ])
    expect(swap.quote.value?.toAmount).toBe(1500n * 10n ** 18n)
  })

  it('typing on within the debounce time leaves no earlier timer: one quote, for the last amount', async () => {
    const { swap, calls } = await opened({ fromToken: 'ETH', toToken: 'PUSD' })
    swap.setAmount('1')
    swap.setAmount('2')
    await until(() => swap.check.value.ready)
    // A timer the second keystroke failed to clear would have fired by now.
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS))
    expect(calls('/v1/convert/quotes').map((request) => request.query.amount)).toEqual([
      (2n * 10n ** 18n).toString(),
    ])
  })

  it('an answer to a quote the form has moved past is dropped, never shown over the newer one', async () => {
    const { swap, calls, script } = await opened({ fromToken: 'ETH', toToken: 'PUSD' })
    let release = () => {}
    script.quotesHeld = new Promise<void>((resolve) => (release = resolve))
    swap.setAmount('1')
    await until(() => calls('/v1/convert/quotes').length === 1)
    script.quotesHeld = undefined
    swap.setAmount('2')
    await until(() => swap.check.value.ready)
    // The answer for 1 ETH arrives last, one loopback request after its release.
    release()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(swap.quote.value).toMatchObject({ amount: 2n * 10n ** 18n, toAmount: 6000n * 10n ** 18n })
    expect(swap.check.value.ready).toBe(true)
  })

  it('native -> PUSD: no approval; build with slippage 1; sent through the wallet; receipt; toast', async () => {
    const { swap, sent, calls, toasts, portkit } = await opened({
      fromToken: 'ETH',
      toToken: 'PUSD',
      amount: '0.5',
    })
    await until(() => swap.check.value.ready)
    await swap.swap()
    expect(calls('/v1/convert/build-approve')).toEqual([])
    const [build] = calls('/v1/convert/build-transaction')
    const body = JSON.parse(build!.body)
    expect(body).toMatchObject({ amount: (5n * 10n ** 17n).toString(), from: ETH, to: PUSD })
    expect(body.eip155).toEqual({ slippage: String(SWAP_SLIPPAGE) })
    expect(SWAP_SLIPPAGE).toBe(1)
    expect(sent).toEqual([{ to: ROUTER, data: '0xdeadbeef', value: 5n * 10n ** 17n, gas: 200_000n }])
    expect(toasts[0]).toBe(TOASTS.TRANSACTION_STARTED)
    // Spec section 4: a new toast replaces the open one after the reopen delay.
    await until(() => toasts.length === 2)
    expect(toasts.at(-1)).toMatch(/^Swap complete: 0\.5 ETH → 1500 PUSD$/)
    expect(portkit.state.views.value.map((view) => view.name)).toEqual(['Account'])
  })

  it('in Arabic the done toast reads right to left: the arrow points from the sold amount to the bought one', async () => {
    const { swap, toasts, portkit } = await opened({ fromToken: 'ETH', toToken: 'PUSD', amount: '0.5' })
    await portkit.i18n.setLocale('ar')
    await until(() => swap.check.value.ready)
    await swap.swap()
    await until(() => toasts.length === 2)
    // Each amount is isolated (U+2068 ... U+2069), so the arrow takes the paragraph's direction: right to left.
    expect(toasts.at(-1)).toBe('اكتملت المبادلة: \u20680.5 ETH\u2069 ← \u20681500 PUSD\u2069')
  })

  it('PUSD -> ETH below the allowance: approve first, then swap', async () => {
    const { swap, sent, calls } = await opened({ fromToken: 'PUSD', toToken: 'ETH', amount: '30' })
    await until(() => swap.check.value.ready)
    await swap.swap()
    expect(calls('/v1/convert/allowance')[0]!.query).toMatchObject({ tokenAddress: PUSD })
    expect(calls('/v1/convert/build-approve')).toHaveLength(1)
    expect(sent.map((tx) => tx.to)).toEqual([PUSD_ADDRESS, ROUTER])
    expect(sent[1]!.value).toBe(0n)
  })

  it('an allowance that covers the amount sends no approval', async () => {
    const { swap, sent, calls, script } = await opened({ fromToken: 'PUSD', toToken: 'ETH', amount: '30' })
    script.allowance = 10n ** 30n
    await until(() => swap.check.value.ready)
    await swap.swap()
    expect(calls('/v1/convert/build-approve')).toEqual([])
    expect(sent.map((tx) => tx.to)).toEqual([ROUTER])
  })

  it('a quote older than its validity is asked again before the swap is built', async () => {
    const { swap, calls, script, sent } = await opened({ fromToken: 'ETH', toToken: 'PUSD', amount: '1' })
    await until(() => swap.check.value.ready)
    expect(calls('/v1/convert/quotes')).toHaveLength(1)
    // The market moved and the quote aged past its validity.
    script.rate = 2900n * 10n ** 18n
    swap.quote.value = { ...swap.quote.value!, fetchedAt: Date.now() - QUOTE_VALIDITY_MS - 1 }
    await swap.swap()
    expect(calls('/v1/convert/quotes')).toHaveLength(2)
    expect(sent).toHaveLength(1)
  })

  it('a fresh quote is not asked again', async () => {
    const { swap, calls } = await opened({ fromToken: 'ETH', toToken: 'PUSD', amount: '1' })
    await until(() => swap.check.value.ready)
    await swap.swap()
    expect(calls('/v1/convert/quotes')).toHaveLength(1)
  })

  it('quote service down: a clear error, the button stays off, nothing is built or sent', async () => {
    const { swap, calls, script, sent } = await opened({ fromToken: 'ETH', toToken: 'PUSD' })
    script.quotesDown = true
    swap.setAmount('1')
    await until(() => !swap.quoting.value && calls('/v1/convert/quotes').length === 1)
    expect(shownCheck(swap.check.value)).toEqual({
      ready: false,
      label: 'swap',
      error: 'Could not get a quote: the swap service is unavailable. Nothing was sent.',
    })
    await swap.swap()
    expect(calls('/v1/convert/build-transaction')).toEqual([])
    expect(sent).toEqual([])
  })

  it('a double click swaps once: the second submit while the first is in flight builds and sends nothing', async () => {
    const { swap, sent, calls } = await opened({ fromToken: 'ETH', toToken: 'PUSD', amount: '0.5' })
    await until(() => swap.check.value.ready)
    await Promise.all([swap.swap(), swap.swap()])
    expect(calls('/v1/convert/build-transaction')).toHaveLength(1)
    expect(sent).toHaveLength(1)
  })

  it('build service down at send time: a clear error, the wallet is never asked', async () => {
    const { swap, script, sent, toasts } = await opened({ fromToken: 'ETH', toToken: 'PUSD', amount: '1' })
    await until(() => swap.check.value.ready)
    script.buildDown = true
    await swap.swap()
    expect(swapText(swap.error.value)).toBe(
      'Could not prepare the swap: the swap service is unavailable. Nothing was sent.',
    )
    expect(sent).toEqual([])
    expect(toasts).toEqual([])
  })
})
