import { erc20Abi, formatUnits, maxUint256, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import type { Devnet } from '../../../devnet/index.ts'
import { startTestDevnet } from '../../support/test-devnet.ts'
import { contractClient, reasonNames, COMMON_QUERY } from './contract-client.ts'
import { devnetWallet } from '../devnet/services/devnet-wallet.ts'

interface BuiltTx {
  tx: {
    from: Address
    to: Address
    data: Hex
    amount?: string
    value?: string
    eip155: { gas: string; gasPrice: string }
  }
}

let devnet: Devnet
let call: ReturnType<typeof contractClient>
const ALPHA = 'eip155:31337'
const caip = (symbol: string) =>
  symbol === 'ETH'
    ? `${ALPHA}:${NATIVE_TOKEN_ADDRESS}`
    : `${ALPHA}:${devnet.manifest.tokens![ALPHA]!.find((token) => token.symbol === symbol)!.address}`

beforeAll(async () => {
  devnet = await startTestDevnet()
  call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
})
afterAll(() => devnet?.stop())

function trader() {
  const { account, client, wallet } = devnetWallet(devnet, 2)
  const balance = (symbol: string) =>
    symbol === 'ETH'
      ? client.getBalance({ address: account.address })
      : client.readContract({
          address: caip(symbol).split(':')[2] as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
  /** Sends a transaction the data API built, exactly as given. */
  const send = async ({ tx }: BuiltTx) => {
    const hash = await wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.amount ?? tx.value ?? '0'),
      gas: BigInt(tx.eip155.gas),
    })
    return client.waitForTransactionReceipt({ hash })
  }
  return { address: account.address, balance, send }
}

/** x * y = k without a fee, as the fixture router computes it. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * reserveOut) / (reserveIn + amountIn)

const quote = async (from: string, to: string, amount: bigint) => {
  const read = await call('GET', '/v1/convert/quotes', {
    query: { amount: amount.toString(), userAddress: devnet.manifest.accounts[2]!.address, from, to },
  })
  return (read.body as { quotes: { toAmount: string }[] }).quotes
}

describe("data API: swaps (convert) through the fixture router's pools", () => {
  it('lists the swappable tokens of a devnet chain, without the spam token, and none elsewhere', async () => {
    const tokens = await call('GET', '/v1/convert/tokens', { query: { chainId: ALPHA } })
    const list = (tokens.body as { tokens: { symbol: string; address: string; decimals: number }[] }).tokens
    expect(list.map((token) => [token.symbol, token.decimals])).toEqual([
      ['ETH', 18],
      ['PUSD', 18],
      ['PEUR', 6],
      ['PTIX', 0],
    ])
    expect(list[1]!.address).toBe(caip('PUSD'))
    expect((await call('GET', '/v1/convert/tokens', { query: { chainId: 'eip155:1' } })).body).toEqual({
      tokens: [],
    })
  })

  it('quotes from the pools: native <-> token through one pool, token -> token through two via native', async () => {
    // The pools start at the feeds' starting prices: 100 ETH ($3000) against 300 000 PUSD ($1), 100 ETH
    // against 277 777.777778 PEUR ($1.08), 10 ETH against 12 000 PTIX ($2.5); no liquidity fee.
    const ethPusd = { native: parseUnits('100', 18), token: parseUnits('300000', 18) }
    const ethPeur = { native: parseUnits('100', 18), token: parseUnits('277777.777778', 6) }
    const ethPtix = { native: parseUnits('10', 18), token: 12_000n }
    const oneEth = parseUnits('1', 18)
    expect((await quote(caip('ETH'), caip('PTIX'), oneEth))[0]!.toAmount).toBe(
      amountOut(oneEth, ethPtix.native, ethPtix.token).toString(),
    )
    expect(amountOut(oneEth, ethPtix.native, ethPtix.token)).toBe(1090n)
    // 100 PUSD -> ETH in the PUSD pool, that ETH -> PEUR in the PEUR pool.
    const hundred = parseUnits('100', 18)
    const viaNative = amountOut(
      amountOut(hundred, ethPusd.token, ethPusd.native),
      ethPeur.native,
      ethPeur.token,
    )
    expect((await quote(caip('PUSD'), caip('PEUR'), hundred))[0]!.toAmount).toBe(viaNative.toString())
    // At the spot price 100 PUSD buy 92.592592 PEUR; two pools' depth take a little off (price impact).
    expect(viaNative).toBeLessThan(92_592_592n)
    expect(viaNative).toBeGreaterThan(92_500_000n)
    // A big trade moves the price much more: 10 ETH of a 100 ETH pool gets about 9 % less than spot.
    const tenEth = parseUnits('10', 18)
    const big = BigInt((await quote(caip('ETH'), caip('PUSD'), tenEth))[0]!.toAmount)
    expect(big).toBe(amountOut(tenEth, ethPusd.native, ethPusd.token))
    expect(Number(formatUnits(big, 18))).toBeCloseTo(27_272.727, 2)
    expect(await quote(caip('PUSD'), caip('AIRDROP'), 1n)).toEqual([])
    expect(
      await quote(
        `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
        'eip155:1:0x0000000000000000000000000000000000000001',
        1n,
      ),
    ).toEqual([])
    const mixed = await call('GET', '/v1/convert/quotes', {
      query: {
        amount: '1',
        userAddress: devnet.manifest.accounts[2]!.address,
        from: caip('PUSD'),
        to: `eip155:31338:${NATIVE_TOKEN_ADDRESS}`,
      },
    })
    expect([mixed.status, reasonNames(mixed)]).toEqual([400, ['to']])
    const badAmount = await call('GET', '/v1/convert/quotes', {
      query: {
        amount: '1.5',
        userAddress: devnet.manifest.accounts[2]!.address,
        from: caip('PUSD'),
        to: caip('PEUR'),
      },
    })
    expect(reasonNames(badAmount)).toEqual(['amount'])
  })

  it('builds an approval and a swap that really swap on the chain', async () => {
    const me = trader()
    const allowance = async () =>
      (
        (
          await call('GET', '/v1/convert/allowance', {
            query: { tokenAddress: caip('PUSD'), userAddress: me.address },
          })
        ).body as {
          allowance: string
        }
      ).allowance
    expect(await allowance()).toBe('0')

    const approve = await call('GET', '/v1/convert/build-approve', {
      query: { userAddress: me.address, from: caip('PUSD'), to: caip('PEUR') },
    })
    expect((await me.send(approve.body as BuiltTx)).status).toBe('success')
    expect(await allowance()).toBe(maxUint256.toString())

    const amount = parseUnits('100', 18)
    const before = await me.balance('PEUR')
    const [quoted] = await quote(caip('PUSD'), caip('PEUR'), amount)
    const built = await call('POST', '/v1/convert/build-transaction', {
      body: {
        projectId: COMMON_QUERY.projectId,
        amount: amount.toString(),
        eip155: { slippage: '1' },
        from: caip('PUSD'),
        to: caip('PEUR'),
        userAddress: `${ALPHA}:${me.address}`,
      },
    })
    expect((await me.send(built.body as BuiltTx)).status).toBe('success')
    // Nothing traded in between: exactly the quote, through both pools.
    expect((await me.balance('PEUR')) - before).toBe(BigInt(quoted!.toAmount))
    // The trade moved both pools: the same amount now buys less.
    expect(BigInt((await quote(caip('PUSD'), caip('PEUR'), amount))[0]!.toAmount)).toBeLessThan(
      BigInt(quoted!.toAmount),
    )

    const [top] = (
      (await call('GET', '/v1/account/{account}/history', { path: { account: me.address } })).body as {
        data: {
          metadata: { operationType: string }
          transfers: { fungible_info?: { symbol: string }; direction?: string }[]
        }[]
      }
    ).data
    expect(top!.metadata.operationType).toBe('trade')
    expect(top!.transfers.map((t) => [t.fungible_info?.symbol, t.direction])).toEqual([
      ['PUSD', 'out'],
      ['PEUR', 'in'],
    ])
  })

  it('swaps native currency in and out, the payout showing in history', async () => {
    const me = trader()
    const body = (from: string, to: string, amount: bigint) => ({
      projectId: COMMON_QUERY.projectId,
      amount: amount.toString(),
      eip155: { slippage: '0.5' },
      from,
      to,
      userAddress: me.address,
    })
    const ptixBefore = await me.balance('PTIX')
    const [ptixQuote] = await quote(caip('ETH'), caip('PTIX'), parseUnits('0.01', 18))
    const buy = await call('POST', '/v1/convert/build-transaction', {
      body: body(caip('ETH'), caip('PTIX'), parseUnits('0.01', 18)),
    })
    expect((buy.body as BuiltTx).tx.amount).toBe(parseUnits('0.01', 18).toString())
    expect((await me.send(buy.body as BuiltTx)).status).toBe('success')
    expect((await me.balance('PTIX')) - ptixBefore).toBe(BigInt(ptixQuote!.toAmount))
    expect(BigInt(ptixQuote!.toAmount)).toBe(11n)

    const [ethQuote] = await quote(caip('PUSD'), caip('ETH'), parseUnits('30', 18))
    const sell = await call('POST', '/v1/convert/build-transaction', {
      body: body(caip('PUSD'), caip('ETH'), parseUnits('30', 18)),
    })
    expect((await me.send(sell.body as BuiltTx)).status).toBe('success')
    const [top] = (
      (await call('GET', '/v1/account/{account}/history', { path: { account: me.address } })).body as {
        data: {
          transfers: {
            fungible_info?: { symbol: string }
            direction?: string
            quantity: { numeric: string }
          }[]
        }[]
      }
    ).data
    expect(top!.transfers.map((t) => [t.fungible_info?.symbol, t.direction, t.quantity.numeric])).toEqual([
      ['PUSD', 'out', '30'],
      ['ETH', 'in', formatUnits(BigInt(ethQuote!.toAmount), 18)],
    ])
  })

  it('answers gas prices of devnet chains and refuses what it cannot build', async () => {
    const gas = (await call('GET', '/v1/convert/gas-price', { query: { chainId: ALPHA } })).body as Record<
      string,
      string
    >
    expect(BigInt(gas.fast!)).toBeGreaterThanOrEqual(BigInt(gas.standard!))
    expect(BigInt(gas.instant!)).toBeGreaterThanOrEqual(BigInt(gas.fast!))
    const unserved = await call('GET', '/v1/convert/gas-price', { query: { chainId: 'eip155:1' } })
    expect([unserved.status, reasonNames(unserved)]).toEqual([400, ['chainId']])
    const nativeApproval = await call('GET', '/v1/convert/build-approve', {
      query: { userAddress: devnet.manifest.accounts[2]!.address, from: caip('ETH'), to: caip('PUSD') },
    })
    expect([nativeApproval.status, reasonNames(nativeApproval)]).toEqual([400, ['from']])
    const badSlippage = await call('POST', '/v1/convert/build-transaction', {
      body: {
        projectId: 'p',
        amount: '1',
        eip155: { slippage: '150' },
        from: caip('PUSD'),
        to: caip('PEUR'),
        userAddress: devnet.manifest.accounts[2]!.address,
      },
    })
    expect(reasonNames(badSlippage)).toEqual(['body.eip155.slippage'])
  })
})

describe('data API: onramp and smart sessions', () => {
  it('offers the spec limits for USD and EUR, card and bank account', async () => {
    const options = (await call('GET', '/v1/onramp/options')).body as {
      paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
      purchaseCurrencies: { symbol: string; networks: { chain_id: string; contract_address: string }[] }[]
    }
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies) {
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    }
    const pusd = options.purchaseCurrencies.find((currency) => currency.symbol === 'PUSD')!
    expect(pusd.networks.map((network) => [network.chain_id, network.contract_address])).toEqual(
      devnet.manifest.chains.map((chain) => [String(chain.chainId), caip('PUSD').split(':')[2]]),
    )
  })

  it('quotes a purchase with the fee taken first, and refuses amounts outside the limits', async () => {
    const options = (await call('GET', '/v1/onramp/options')).body as {
      paymentCurrencies: unknown[]
      purchaseCurrencies: { symbol: string }[]
    }
    const eth = options.purchaseCurrencies.find((currency) => currency.symbol === 'ETH')
    const ask = (amount: string) =>
      call('POST', '/v1/onramp/quote', {
        body: {
          purchaseCurrency: eth,
          paymentCurrency: options.paymentCurrencies[0],
          amount,
          network: 'ethereum',
        },
      })
    const quoted = (await ask('100')).body as Record<string, { amount: string; currency: string }>
    expect(quoted.fee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(quoted.subtotal).toEqual({ amount: '98.50', currency: 'USD' })
    expect(quoted.total).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quoted.purchaseAmount).toEqual({ amount: '0.03283333', currency: 'ETH' })
    for (const amount of ['9.99', '25000.01', 'ten']) {
      const refused = await ask(amount)
      expect([refused.status, reasonNames(refused)]).toEqual([400, ['body.amount']])
    }
  })

  it("generates an onramp URL that leads to the devnet provider page, on the provider's own origin", async () => {
    const wallet = devnet.manifest.accounts[0]!.address
    const read = await call('POST', '/v1/generators/onrampurl', {
      body: {
        destinationWallets: [{ address: wallet, blockchains: ['portkit-devnet-alpha'], assets: ['PUSD'] }],
        defaultNetwork: 'portkit-devnet-alpha',
        partnerUserId: wallet,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
    })
    const url = new URL((read.body as { url: string }).url)
    expect(url.origin).toBe(devnet.manifest.services.onrampProvider)
    expect(url.origin).not.toBe(new URL(devnet.manifest.services.dataApi!).origin)
    expect(url.pathname).toBe('/buy')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      wallet,
      network: 'portkit-devnet-alpha',
      asset: 'PUSD',
      partnerUserId: wallet,
      fiat: '50',
    })
    const page = await fetch(url)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain(wallet)
  })

  it('lists no smart sessions and has none to revoke', async () => {
    const address = devnet.manifest.accounts[0]!.address
    expect((await call('GET', '/v1/sessions/{address}', { path: { address } })).body).toEqual({ pcis: [] })
    const revoke = await call('POST', '/v1/sessions/{address}/revoke', {
      path: { address },
      body: { pci: 'abc', signature: '0x1234' },
    })
    expect([revoke.status, reasonNames(revoke)]).toEqual([404, ['body.pci']])
    const malformed = await call('GET', '/v1/sessions/{address}', { path: { address: 'x' } })
    expect([malformed.status, reasonNames(malformed)]).toEqual([400, ['address']])
  })
})
