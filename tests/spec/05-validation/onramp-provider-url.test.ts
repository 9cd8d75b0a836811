import { afterEach, describe, expect, it } from 'vitest'
import { safeProviderUrl } from '../../../plugins/onramp/onramp-controller.ts'
import { BUYER, onrampHarness, until } from '../../support/onramp-harness.ts'

// Issue 13 / spec section 7: POST /v1/generators/onrampurl (destinationWallets, defaultNetwork,
// partnerUserId, defaultExperience, presetFiatAmount) then the provider's page in a new tab; only https and
// http addresses are opened, never javascript: or data:.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

async function ready() {
  const made = await onrampHarness()
  closes.push(made.close)
  await made.onramp.loadOptions()
  made.onramp.setAmount('50')
  await until(() => made.onramp.check.value.ready)
  return made
}

describe('on-ramp provider URL', () => {
  it.each([
    ['https://pay.example/buy?x=1', 'https://pay.example/buy?x=1'],
    ['http://127.0.0.1:4000/devnet/onramp', 'http://127.0.0.1:4000/devnet/onramp'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox', undefined],
    ['file:///etc/passwd', undefined],
    ['/relative/path', undefined],
    ['', undefined],
    [42, undefined],
  ])('%s -> %s', (url, expected) => {
    expect(safeProviderUrl(url)).toBe(expected)
  })

  it('asks the generator with the spec body and opens its https page in a new tab', async () => {
    const { onramp, open, calls } = await ready()
    expect(await onramp.buy()).toBe('https://pay.example/buy?session=1')
    expect(JSON.parse(calls('/v1/generators/onrampurl')[0]!.body)).toEqual({
      destinationWallets: [{ address: BUYER, blockchains: ['ethereum'], assets: ['PUSD'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: BUYER,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://pay.example/buy?session=1',
      '_blank',
      'noopener,noreferrer',
    )
  })

  it.each(['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4='])(
    'never opens %s: the visitor reads why',
    async (url) => {
      const { onramp, open, script } = await ready()
      script.url = url
      expect(await onramp.buy()).toBeUndefined()
      expect(open).not.toHaveBeenCalled()
      expect(onramp.check.value).toEqual({
        ready: false,
        label: 'continue',
        error: 'The provider page address was refused: only https and http links are opened.',
      })
    },
  )

  it('Meld builds its own https page with the wallet, asset and amount, without the generator', async () => {
    const { onramp, open, calls } = await ready()
    onramp.setProvider('meld')
    await until(() => onramp.check.value.ready)
    const url = new URL((await onramp.buy())!)
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      walletAddress: BUYER,
      destinationCurrencyCode: 'PUSD',
      sourceAmount: '50',
      sourceCurrencyCode: 'USD',
    })
    expect(open).toHaveBeenCalledOnce()
    expect(calls('/v1/generators/onrampurl')).toHaveLength(0)
  })
})
