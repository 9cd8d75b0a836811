import { afterEach, describe, expect, it } from 'vitest'
import { PRICE_IMPACT_WARNING_PERCENT } from '../../../plugins/swap/constants.ts'
import { formatPercent, priceImpactPercent } from '../../../plugins/swap/swap-controller.ts'
import { swapHarness } from '../../support/swap-harness.ts'

// Issue 13, swap: the Swap view shows the price impact of the quote, computed against the tokens' spot
// prices (POST /v1/fungible/price), and warns above PRICE_IMPACT_WARNING_PERCENT (3 %).

const E18 = 10n ** 18n
const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

async function until(condition: () => boolean, timeoutMs = 4_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('price impact', () => {
  it('is how much less the quote gives than the spot prices say, in percent, never below 0', () => {
    const oneEth = { amount: E18, decimals: 18, price: 3000 }
    // 1 ETH at $3000 quoted 2850 PUSD at $1: 5 % less.
    expect(priceImpactPercent(oneEth, { amount: 2850n * E18, decimals: 18, price: 1 })).toBeCloseTo(5, 10)
    expect(priceImpactPercent(oneEth, { amount: 3000n * E18, decimals: 18, price: 1 })).toBe(0)
    // A quote better than spot is no impact, not a negative one.
    expect(priceImpactPercent(oneEth, { amount: 3100n * E18, decimals: 18, price: 1 })).toBe(0)
    // Decimals of each side count: 100 PUSD (18) for 92.5 PEUR (6) at $1.08.
    expect(
      priceImpactPercent(
        { amount: 100n * E18, decimals: 18, price: 1 },
        { amount: 92_500_000n, decimals: 6, price: 1.08 },
      ),
    ).toBeCloseTo(0.1, 10)
  })

  it('is unknown without both prices or without an amount', () => {
    const bought = { amount: 1n, decimals: 18, price: 1 }
    expect(priceImpactPercent({ amount: E18, decimals: 18, price: 0 }, bought)).toBeUndefined()
    expect(
      priceImpactPercent({ amount: E18, decimals: 18, price: 1 }, { ...bought, price: 0 }),
    ).toBeUndefined()
    expect(priceImpactPercent({ amount: 0n, decimals: 18, price: 1 }, bought)).toBeUndefined()
  })

  it('reads with two decimals, and a tiny impact as < 0.01%', () => {
    expect(formatPercent(4.7619)).toBe('4.76%')
    expect(formatPercent(0.01)).toBe('0.01%')
    expect(formatPercent(0.004)).toBe('< 0.01%')
    expect(formatPercent(0)).toBe('< 0.01%')
  })

  it('warns above 3 %, from the live quote and prices of the Swap view', async () => {
    expect(PRICE_IMPACT_WARNING_PERCENT).toBe(3)
    const { swap, script, close } = await swapHarness()
    closes.push(close)
    await swap.open({ fromToken: 'ETH', toToken: 'PUSD', amount: '1' })
    await until(() => swap.check.value.ready && swap.priceImpact.value !== undefined)
    // The fake service quotes exactly the spot price: no impact, no warning.
    expect(swap.priceImpact.value).toBe(0)
    expect(swap.highPriceImpact.value).toBe(false)
    // 2900 PUSD for 1 ETH at $3000: 3.33 % less, above the threshold.
    script.rate = 2900n * E18
    swap.setAmount('1.0')
    await until(() => swap.check.value.ready)
    expect(swap.priceImpact.value).toBeCloseTo(100 / 30, 6)
    expect(swap.highPriceImpact.value).toBe(true)
    // Exactly at the threshold it is shown but not warned about.
    script.rate = 2910n * E18
    swap.setAmount('1')
    await until(() => swap.check.value.ready)
    expect(swap.priceImpact.value).toBeCloseTo(3, 6)
    expect(swap.highPriceImpact.value).toBe(false)
  })
})
