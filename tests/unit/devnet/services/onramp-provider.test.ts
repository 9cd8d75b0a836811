import { erc20Abi, formatUnits, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../../../devnet/index.ts'
import { startTestDevnet } from '../../../support/test-devnet.ts'
import { contractClient } from '../../server/contract-client.ts'
import { devnetWallet } from './devnet-wallet.ts'

// Issue 13, on-ramp devnet: the generated onramp URL leads to a provider page on its own origin that shows
// the order, takes a devnet test card, and on confirm really transfers the purchased amount from the
// provider's funded account to the destination wallet on the devnet chain, then shows the receipt with the
// transaction hash. Every value is escaped; bad input is refused with a clear error and nothing is sent.

let devnet: Devnet
let call: ReturnType<typeof contractClient>
const BUYER = 3

beforeAll(async () => {
  devnet = await startTestDevnet()
  call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
})
afterAll(() => devnet?.stop())

/** The URL the data API generates for a purchase, as the on-ramp plugin asks for it. */
async function providerUrl(
  options: { asset?: string; fiat?: number; network?: string; wallet?: string } = {},
) {
  const wallet = options.wallet ?? devnet.manifest.accounts[BUYER]!.address
  const network = options.network ?? 'portkit-devnet-alpha'
  const read = await call('POST', '/v1/generators/onrampurl', {
    body: {
      destinationWallets: [{ address: wallet, blockchains: [network], assets: [options.asset ?? 'PUSD'] }],
      defaultNetwork: network,
      partnerUserId: wallet,
      defaultExperience: 'buy',
      presetFiatAmount: options.fiat ?? 50,
    },
  })
  return (read.body as { url: string }).url
}

async function open(url: string) {
  const response = await fetch(url)
  const html = await response.text()
  const order = /name="order" value="([^"]+)"/.exec(html)?.[1]
  return { status: response.status, html, order, headers: response.headers }
}

const pay = async (order: string, card: Record<string, string> = {}) => {
  const response = await fetch(`${devnet.manifest.services.onrampProvider}/buy`, {
    method: 'POST',
    body: new URLSearchParams({
      order,
      name: 'Ada Lovelace',
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      ...card,
    }),
  })
  return { status: response.status, html: await response.text() }
}

const buyer = () => devnetWallet(devnet, BUYER)
const pusdOf = (address: Address) =>
  buyer().client.readContract({
    address: buyer().token('PUSD'),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('devnet on-ramp provider page', () => {
  it('shows the order on its own origin, as a scriptless page that is never framed', async () => {
    const page = await open(await providerUrl())
    expect(page.status).toBe(200)
    expect(devnet.manifest.services.onrampProvider).not.toBe(devnet.manifest.services.dataApi)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.html).not.toMatch(/<script/i)
    // 50 USD: a 1.5 % fee, 49.25 USD buys 49.25 PUSD at $1.
    expect(page.html).toContain('50.00 USD')
    expect(page.html).toContain('0.75 USD')
    expect(page.html).toContain('49.25 PUSD')
    expect(page.html).toContain(devnet.manifest.accounts[BUYER]!.address)
    expect(page.html).toContain('Portkit Devnet Alpha')
    expect(page.html).toContain('Devnet test card')
    expect(page.order).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses a bad card with the reasons, keeps no card number in the page, and sends nothing', async () => {
    const { order } = await open(await providerUrl())
    const before = await pusdOf(buyer().account.address)
    const refused = await pay(order!, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' })
    expect(refused.status).toBe(400)
    expect(refused.html).toContain('The card number is not valid (its check digit is wrong)')
    expect(refused.html).toContain('The card has expired')
    expect(refused.html).toContain('The security code (CVC) must be 3 or 4 digits')
    expect(refused.html).not.toContain('4242 4242 4242 4241')
    expect(refused.html).toContain('value="Ada Lovelace"')
    expect(await pusdOf(buyer().account.address)).toBe(before)
  })

  it('on confirm transfers the PUSD from its treasury and shows the receipt; paying again sends nothing more', async () => {
    const me = buyer()
    const { order } = await open(await providerUrl())
    const before = await pusdOf(me.account.address)
    const paid = await pay(order!)
    expect(paid.status).toBe(200)
    expect(paid.html).toContain('Purchase complete')
    const hash = /data-testid="receipt-hash">(0x[0-9a-f]{64})</.exec(paid.html)?.[1] as Hex
    expect(hash).toBeDefined()
    expect(paid.html).toContain('ending 4242')
    expect((await pusdOf(me.account.address)) - before).toBe(parseUnits('49.25', 18))
    const receipt = await me.client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(me.token('PUSD').toLowerCase())
    // A reload or a second click: the same receipt, no second transfer.
    const again = await pay(order!)
    expect(again.status).toBe(200)
    expect(again.html).toContain(hash)
    expect((await pusdOf(me.account.address)) - before).toBe(parseUnits('49.25', 18))
    // The data API's history lists it, also as a purchase of the provider it stands in for.
    const history = async (query: Record<string, string> = {}) =>
      (
        (await call('GET', '/v1/account/{account}/history', { path: { account: me.account.address }, query }))
          .body as {
          data: {
            metadata: { hash: string; operationType: string }
            transfers: { quantity: { numeric: string } }[]
          }[]
        }
      ).data
    const [newest] = await history()
    expect(newest!.metadata).toMatchObject({ hash, operationType: 'receive' })
    expect(newest!.transfers[0]!.quantity.numeric).toBe('49.25')
    expect((await history({ onramp: 'coinbase' })).map((tx) => tx.metadata.hash)).toEqual([hash])
    expect(await history({ onramp: 'meld' })).toEqual([])
  })

  it('delivers native ETH for an ETH order', async () => {
    const me = buyer()
    const page = await open(await providerUrl({ asset: 'ETH', fiat: 30 }))
    // 30 USD less 1.5 % = 29.55 USD at $3000 per ETH.
    expect(page.html).toContain('0.00985 ETH')
    const before = await me.client.getBalance({ address: me.account.address })
    expect((await pay(page.order!)).status).toBe(200)
    const received = (await me.client.getBalance({ address: me.account.address })) - before
    expect(formatUnits(received, 18)).toBe('0.00985')
  })

  it('refuses bad orders with a clear error, every value escaped', async () => {
    const refusal = async (url: string) => {
      const page = await open(url)
      expect(page.status).toBe(400)
      expect(page.order).toBeUndefined()
      return page.html
    }
    expect(await refusal(await providerUrl({ network: 'ethereum' }))).toContain(
      'This devnet provider delivers on portkit-devnet-alpha and portkit-devnet-beta only, not on &#34;ethereum&#34;',
    )
    expect(await refusal(await providerUrl({ fiat: 5 }))).toContain(
      'A card purchase must be from 10.00 to 7500.00 USD',
    )
    expect(await refusal(await providerUrl({ fiat: 8000 }))).toContain(
      'A card purchase must be from 10.00 to 7500.00 USD',
    )
    expect(await refusal(await providerUrl({ asset: 'PEUR' }))).toContain(
      'This devnet provider sells ETH and PUSD only',
    )
    const hostile = new URL(await providerUrl())
    hostile.searchParams.set('wallet', '<script>alert(1)</script>')
    const html = await refusal(hostile.href)
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  })

  it('refuses an unknown order and anything but the card form', async () => {
    const unknown = await pay('00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(unknown.html).toContain('This order is unknown or has expired')
    const json = await fetch(`${devnet.manifest.services.onrampProvider}/buy`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
  })
})
