import { afterEach, describe, expect, it } from 'vitest'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { onrampEnglish, onrampHarness, until } from '../../support/onramp-harness.ts'

// The on-ramp form's transitions (plugins/onramp/actions/) that the spec tests do not drive: the button's
// reasons without an account or a provider, a new quote for a new currency, an error dropped when the form
// changes, the options asked once, and reset.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

async function harness(options: Parameters<typeof onrampHarness>[0] = {}) {
  const made = await onrampHarness(options)
  closes.push(made.close)
  return made
}

/** The check's error line as an English visitor reads it. */
const errorLine = (check: { ready: boolean; error?: Parameters<typeof onrampEnglish>[0] }) =>
  check.ready ? undefined : onrampEnglish(check.error)

describe('on-ramp transitions', () => {
  it('without a connected account the button says to connect one', async () => {
    const { portkit, onramp } = await harness()
    updateChain(portkit.state, 'eip155', { status: 'disconnected', address: undefined })
    expect(onramp.check.value).toMatchObject({ ready: false, label: 'continue' })
    expect(errorLine(onramp.check.value)).toBe('Connect a wallet to buy crypto.')
  })

  it('on a network no provider serves the button says so', async () => {
    const { onramp } = await harness({ network: { ...devnetAlpha, chainNamespace: 'bip122' } })
    expect(onramp.providers.value).toEqual([])
    expect(errorLine(onramp.check.value)).toBe('No provider supports this network.')
  })

  it('another currency asks a new quote in it; the old one is not shown meanwhile', async () => {
    const { onramp, script, calls } = await harness()
    script.optionsDown = true
    await onramp.loadOptions()
    onramp.setAmount('50')
    await until(() => onramp.quote.value !== undefined)
    expect(onramp.quote.value?.total.currency).toBe('USD')
    onramp.setCurrency('EUR')
    expect(onramp.quote.value).toBeUndefined()
    await until(() => onramp.quote.value !== undefined)
    expect(onramp.quote.value?.total.currency).toBe('EUR')
    const bodies = calls('/v1/onramp/quote').map((request) => JSON.parse(request.body))
    expect(bodies.map((body) => body.paymentCurrency.id)).toEqual(['USD', 'EUR'])
  })

  it("a refused page's error goes when the form changes", async () => {
    const { onramp, script } = await harness()
    await onramp.loadOptions()
    onramp.setAmount('50')
    await until(() => onramp.check.value.ready)
    script.url = 'javascript:alert(1)'
    await onramp.buy()
    expect(errorLine(onramp.check.value)).toBe(
      'The provider page address was refused: only https links are opened.',
    )
    onramp.setAmount('60')
    await until(() => onramp.check.value.ready)
    expect(errorLine(onramp.check.value)).toBeUndefined()
  })

  it('asks the options once, and again after a failure', async () => {
    const { onramp, script, calls } = await harness()
    script.optionsDown = true
    await Promise.all([onramp.loadOptions(), onramp.loadOptions()])
    expect(calls('/v1/onramp/options')).toHaveLength(1)
    script.optionsDown = false
    await onramp.loadOptions()
    await onramp.loadOptions()
    expect(calls('/v1/onramp/options')).toHaveLength(2)
    expect(onramp.optionsFallback.value).toBe(false)
  })

  it('reset empties the amount and the quote; the pending quote is never asked', async () => {
    const { onramp, calls } = await harness()
    await onramp.loadOptions()
    onramp.setAmount('50')
    await until(() => onramp.quote.value !== undefined)
    onramp.setAmount('70')
    onramp.reset()
    expect(onramp.amount.value).toBe('')
    expect(onramp.quote.value).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(calls('/v1/onramp/quote')).toHaveLength(1)
    expect(onramp.check.value).toMatchObject({ ready: false, label: 'enterAmount' })
  })
})
