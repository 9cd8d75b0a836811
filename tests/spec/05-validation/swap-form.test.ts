import { afterEach, describe, expect, it } from 'vitest'
import { shownCheck, swapHarness, swapText } from '../../support/swap-harness.ts'

// Spec section 5 for the swap form: amounts are decimals ('Number is not a valid decimal number'), and
// insufficient balance and insufficient gas (native balance in USD zero, or gas cost in USD above it) show
// before the wallet is asked.

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

async function opened(args: { fromToken?: string; toToken?: string; amount?: string }) {
  const harness = await swapHarness()
  closes.push(harness.close)
  await harness.swap.open(args)
  return harness
}

const E18 = 10n ** 18n

describe('spec 5: swap amounts and funds', () => {
  it.each(['abc', '1.', '.5', '1,5', '1e3', '--1', '1.2.3'])(
    "%j is refused with 'Number is not a valid decimal number' and asks no quote",
    async (amount) => {
      const { swap, calls } = await opened({ fromToken: 'ETH', toToken: 'PUSD' })
      swap.setAmount(amount)
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(shownCheck(swap.check.value)).toEqual({
        ready: false,
        label: 'enterAmount',
        error: 'Number is not a valid decimal number',
      })
      expect(calls('/v1/convert/quotes')).toEqual([])
    },
  )

  it('a negative decimal is a decimal, but no amount to swap: no error text, no quote', async () => {
    const { swap, calls } = await opened({ fromToken: 'ETH', toToken: 'PUSD', amount: '-1' })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(swap.check.value).toEqual({ ready: false, label: 'enterAmount' })
    expect(calls('/v1/convert/quotes')).toEqual([])
  })

  it('accepts plain decimals', async () => {
    const { swap } = await opened({ fromToken: 'ETH', toToken: 'PUSD', amount: '0.25' })
    await until(() => swap.check.value.ready)
  })

  it('more than the balance of the sold token: Insufficient balance, no wallet call', async () => {
    const { swap, sent } = await opened({ fromToken: 'PUSD', toToken: 'ETH', amount: '5000.5' })
    await until(() => swap.balanceOf(swap.from.value) !== undefined)
    expect(swap.check.value).toEqual({ ready: false, label: 'insufficientBalance' })
    await swap.swap()
    expect(sent).toEqual([])
  })

  it('no native balance: Insufficient Gas Funds before any quote is trusted', async () => {
    const harness = await swapHarness()
    closes.push(harness.close)
    harness.balances.native = 0n
    await harness.swap.open({ fromToken: 'PUSD', toToken: 'ETH', amount: '10' })
    expect(harness.swap.check.value).toEqual({ ready: false, label: 'insufficientGas' })
    await harness.swap.swap()
    expect(harness.sent).toEqual([])
  })

  it('gas cost above the native balance, found once the swap is built: shown, the wallet never asked', async () => {
    const harness = await swapHarness()
    closes.push(harness.close)
    // Enough for the fee preview, not for the built swap's real gas.
    harness.balances.native = 10n ** 15n
    await harness.swap.open({ fromToken: 'PUSD', toToken: 'ETH', amount: '10' })
    await until(() => harness.swap.check.value.ready)
    harness.script.swapGas = 10_000_000n
    await harness.swap.swap()
    expect(swapText(harness.swap.error.value)).toBe('Insufficient Gas Funds')
    expect(harness.sent).toEqual([])
  })

  it('selling the native currency: amount plus fee above the balance is Insufficient Gas Funds', async () => {
    const harness = await swapHarness()
    closes.push(harness.close)
    harness.balances.native = 10n * E18
    await harness.swap.open({ fromToken: 'ETH', toToken: 'PUSD', amount: '10' })
    await until(() => harness.swap.gasPrice.value !== undefined)
    expect(harness.swap.check.value).toEqual({ ready: false, label: 'insufficientGas' })
  })
})
