import { afterEach, describe, expect, it } from 'vitest'
import { safeProviderUrl } from '../../../plugins/onramp/onramp-controller.ts'
import { baseMainnet } from '../../../runtime/networks/index.ts'
import { BUYER, onrampEnglish, onrampHarness, until } from '../../support/onramp-harness.ts'

// Issue 13 / spec section 7: POST /v1/generators/onrampurl (destinationWallets, defaultNetwork,
// partnerUserId, defaultExperience, presetFiatAmount) then the provider's page in a new tab; only https
// addresses are opened (plain http only on loopback, the devnet's provider page), never javascript: or data:.

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
    ['http://localhost:4000/buy', 'http://localhost:4000/buy'],
    ['http://pay.example/buy?x=1', undefined],
    ['http://127.0.0.1.pay.example/buy', undefined],
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
    // The service's options list PUSD on this chain under its own network name: the purchase is there.
    expect(JSON.parse(calls('/v1/generators/onrampurl')[0]!.body)).toEqual({
      destinationWallets: [{ address: BUYER, blockchains: ['portkit-devnet-alpha'], assets: ['PUSD'] }],
      defaultNetwork: 'portkit-devnet-alpha',
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

  it("names Coinbase's chain for a network the options do not list, falling back to ethereum", async () => {
    const onBase = await onrampHarness({ network: baseMainnet })
    closes.push(onBase.close)
    await onBase.onramp.loadOptions()
    onBase.onramp.setAmount('50')
    await until(() => onBase.onramp.check.value.ready)
    await onBase.onramp.buy()
    expect(JSON.parse(onBase.calls('/v1/generators/onrampurl')[0]!.body)).toMatchObject({
      destinationWallets: [{ blockchains: ['base'] }],
      defaultNetwork: 'base',
    })

    const devnet = await onrampHarness()
    closes.push(devnet.close)
    devnet.script.optionsDown = true
    await devnet.onramp.loadOptions()
    devnet.onramp.setAmount('50')
    await until(() => devnet.onramp.check.value.ready)
    await devnet.onramp.buy()
    // The built-in options (spec section 8) know no devnet chain: Coinbase's fallback, ethereum.
    expect(JSON.parse(devnet.calls('/v1/generators/onrampurl')[0]!.body)).toMatchObject({
      destinationWallets: [{ blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum',
    })
  })

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'http://pay.example/buy?session=1',
  ])('never opens %s: the visitor reads why', async (url) => {
    const { onramp, open, script } = await ready()
    script.url = url
    expect(await onramp.buy()).toBeUndefined()
    expect(open).not.toHaveBeenCalled()
    const check = onramp.check.value
    expect(check).toMatchObject({ ready: false, label: 'continue' })
    expect(onrampEnglish(!check.ready ? check.error : undefined)).toBe(
      'The provider page address was refused: only https links are opened.',
    )
  })

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
