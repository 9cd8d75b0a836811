import { afterEach, describe, expect, it } from 'vitest'
import {
  COINBASE_CHAINS,
  DEFAULT_ONRAMP_OPTIONS,
  ONRAMP_PROVIDERS,
} from '../../../plugins/onramp/constants.ts'
import {
  amountProblem,
  coinbaseChain,
  limitFor,
  providersFor,
} from '../../../plugins/onramp/onramp-controller.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { arbitrumOne, baseMainnet, ethereum, polygonMainnet } from '../../../runtime/networks/index.ts'
import { onrampEnglish, onrampHarness, until } from '../../support/onramp-harness.ts'

// Spec section 9, Onramp: limits for USD and EUR (card 10.00-7500.00, bank account 10.00-25000.00) with
// clear texts; providers Coinbase (eip155 only) and Meld (eip155 and Solana), fee 1-2 %; Coinbase's chains
// with ethereum as the fallback.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

describe('spec 9: on-ramp limits', () => {
  it.each(['USD', 'EUR'])('%s: card 10.00-7500.00, ach 10.00-25000.00', (currency) => {
    expect(limitFor(DEFAULT_ONRAMP_OPTIONS, currency, 'card')).toEqual({
      id: 'card',
      min: '10.00',
      max: '7500.00',
    })
    expect(limitFor(DEFAULT_ONRAMP_OPTIONS, currency, 'ach_bank_account')).toEqual({
      id: 'ach_bank_account',
      min: '10.00',
      max: '25000.00',
    })
  })

  it.each([
    ['5', 'USD', 'card', 'The minimum purchase by card is 10.00 USD'],
    ['9.99', 'EUR', 'card', 'The minimum purchase by card is 10.00 EUR'],
    ['7500.01', 'USD', 'card', 'The maximum purchase by card is 7500.00 USD'],
    ['8000', 'EUR', 'card', 'The maximum purchase by card is 7500.00 EUR'],
    ['9', 'USD', 'ach_bank_account', 'The minimum purchase by bank account (ACH) is 10.00 USD'],
    ['25000.01', 'USD', 'ach_bank_account', 'The maximum purchase by bank account (ACH) is 25000.00 USD'],
    ['abc', 'USD', 'card', 'Enter an amount'],
    ['-20', 'USD', 'card', 'Enter an amount'],
    ['50', 'GBP', 'card', 'Payment by card in GBP is not available'],
    ['50', 'USD', 'apple_pay', 'Payment by payment method in USD is not available'],
  ])('%s %s by %s is refused: %s', (amount, currency, method, text) => {
    const problem = amountProblem(
      amount,
      limitFor(DEFAULT_ONRAMP_OPTIONS, currency, method),
      currency,
      method,
    )
    expect(onrampEnglish(problem)).toBe(text)
  })

  it.each([
    ['10', 'card'],
    ['7500', 'card'],
    ['10.00', 'ach_bank_account'],
    ['8000', 'ach_bank_account'],
    ['25000', 'ach_bank_account'],
  ])('%s USD by %s is within the limits', (amount, method) => {
    expect(amountProblem(amount, limitFor(DEFAULT_ONRAMP_OPTIONS, 'USD', method), 'USD', method)).toBe(
      undefined,
    )
  })

  it('an amount outside the limits shows the text and asks no quote', async () => {
    const { onramp, calls, close } = await onrampHarness()
    closes.push(close)
    await onramp.loadOptions()
    onramp.setAmount('5')
    const below = onramp.check.value
    expect(below).toMatchObject({ ready: false, label: 'enterAmount' })
    expect(onrampEnglish(!below.ready ? below.error : undefined)).toBe(
      'The minimum purchase by card is 10.00 USD',
    )
    onramp.setAmount('8000')
    const above = onramp.check.value
    expect(above.ready).toBe(false)
    expect(onrampEnglish(!above.ready ? above.error : undefined)).toBe(
      'The maximum purchase by card is 7500.00 USD',
    )
    // By bank account 8000 is fine: a quote is asked and the button is ready.
    onramp.setMethod('ach_bank_account')
    await until(() => onramp.check.value.ready)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(calls('/v1/onramp/quote').map((request) => JSON.parse(request.body).amount)).toEqual(['8000'])
  })
})

describe('spec 9: on-ramp providers', () => {
  it('Coinbase serves eip155 only and Meld eip155 and Solana, each with a 1-2 % fee', () => {
    expect(
      ONRAMP_PROVIDERS.map((provider) => [provider.id, provider.namespaces, provider.feePercent]),
    ).toEqual([
      ['coinbase', ['eip155'], { min: 1, max: 2 }],
      ['meld', ['eip155', 'solana'], { min: 1, max: 2 }],
    ])
    expect(providersFor(ethereum)).toEqual(['coinbase', 'meld'])
    expect(providersFor({ ...ethereum, chainNamespace: 'solana' })).toEqual(['meld'])
    expect(providersFor({ ...ethereum, chainNamespace: 'bip122' })).toEqual([])
  })

  it("Coinbase's chains, with ethereum as the fallback", () => {
    expect(Object.keys(COINBASE_CHAINS)).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(coinbaseChain(baseMainnet)).toBe('base')
    expect(coinbaseChain(arbitrumOne)).toBe('arbitrum')
    expect(coinbaseChain(polygonMainnet)).toBe('polygon')
    expect(coinbaseChain(devnetAlpha)).toBe('ethereum')
    expect(coinbaseChain(undefined)).toBe('ethereum')
  })
})
