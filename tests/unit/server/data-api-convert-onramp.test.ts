import {
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  maxUint256,
  parseAbi,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import type { Devnet } from '../../../devnet/index.ts'
import type { DevnetManifestUniswapV3 } from '../../../devnet/manifest.ts'
import { startTestDevnet } from '../../support/test-devnet.ts'
import { contractClient, reasonNames, COMMON_QUERY } from './contract-client.ts'
import { devnetWallet } from '../devnet/services/devnet-wallet.ts'
import {
  DEVNET_POOL_FEE,
  fullRangeLiquidity,
  sqrtPriceX96,
} from '../../../devnet/contracts/deploy-uniswap.ts'
import { devnetLiquidityMinterArtifact } from '../../../devnet/contracts/devnet-liquidity-minter.artifact.ts'
import { devnetWethArtifact } from '../../../devnet/contracts/devnet-weth.artifact.ts'
import {
  SWAP_ROUTER_02_ABI,
  UNISWAP_V3_FACTORY_ABI,
  UNISWAP_V3_POOL_ABI,
} from '../../../server/contracts/uniswap-v3.ts'

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
  return { address: account.address, client, balance, send }
}

/** A chain's Uniswap v3, as the devnet deployed it. */
const uniswap = (caipNetworkId = ALPHA) =>
  devnet.manifest.contracts![caipNetworkId]!.uniswapV3! as { [K in keyof DevnetManifestUniswapV3]: Address }
const poolToken = (symbol: string) =>
  symbol === 'ETH' ? uniswap().weth : (caip(symbol).split(':')[2] as Address)

/** The devnet's pool of two fungibles (the native currency as WETH), with the fee all its pools have. */
const poolOf = (a: string, b: string) =>
  trader().client.readContract({
    address: uniswap().factory,
    abi: UNISWAP_V3_FACTORY_ABI,
    functionName: 'getPool',
    args: [poolToken(a), poolToken(b), DEVNET_POOL_FEE],
  })

/** The pool's current price (slot0's sqrtPriceX96), as smallest units of `bought` per smallest unit of `sold`. */
async function spotPrice(sold: string, bought: string): Promise<number> {
  const { client } = trader()
  const pool = await poolOf(sold, bought)
  const [[sqrtPriceX96], token0] = await Promise.all([
    client.readContract({ address: pool, abi: UNISWAP_V3_POOL_ABI, functionName: 'slot0' }),
    client.readContract({ address: pool, abi: UNISWAP_V3_POOL_ABI, functionName: 'token0' }),
  ])
  const token1PerToken0 = Number(sqrtPriceX96) ** 2 / 2 ** 192
  return token0.toLowerCase() === poolToken(sold).toLowerCase() ? token1PerToken0 : 1 / token1PerToken0
}

/** In percent: how much less the quote gives than the pool's current price (one-pool trades). */
async function priceImpact(sold: string, bought: string, amount: bigint): Promise<number> {
  const [quoted] = await quote(caip(sold), caip(bought), amount)
  const atSpot = Number(amount) * (await spotPrice(sold, bought))
  return (1 - Number(quoted!.toAmount) / atSpot) * 100
}

const quote = async (from: string, to: string, amount: bigint) => {
  const read = await call('GET', '/v1/convert/quotes', {
    query: { amount: amount.toString(), userAddress: devnet.manifest.accounts[2]!.address, from, to },
  })
  return (read.body as { quotes: { toAmount: string }[] }).quotes
}

describe("data API: swaps (convert) on the devnet's Uniswap v3", () => {
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

  it('quotes from the pools: native <-> token through one pool, token -> token through two via WETH', async () => {
    // The pools start at the feeds' starting prices: 10 ETH ($3000) against 12 000 PTIX ($2.5), so 1 ETH
    // buys 1200 PTIX at the spot price, less the 0.05 % fee and what 1 ETH moves a 10 ETH pool (~9 %).
    expect((await quote(caip('ETH'), caip('PTIX'), parseUnits('1', 18)))[0]!.toAmount).toBe('1090')
    // 100 PUSD -> WETH in the PUSD pool, that WETH -> PEUR in the PEUR pool: at the spot price 92.592592
    // PEUR; the two pools' fees (0.05 % each) and depth take a little off.
    const hundred = parseUnits('100', 18)
    const viaWeth = BigInt((await quote(caip('PUSD'), caip('PEUR'), hundred))[0]!.toAmount)
    expect(viaWeth).toBeLessThan((92_592_592n * 9990n) / 10_000n)
    expect(viaWeth).toBeGreaterThan(92_400_000n)
    // No pool (the spam token has none): no route, as for a token the server does not know.
    expect(await quote(caip('PUSD'), caip('AIRDROP'), 1n)).toEqual([])
    expect(await quote(caip('ETH'), caip('AIRDROP'), 1n)).toEqual([])
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

  it('shows the price impact against the pool price: about 9 % for 10 ETH of a 100 ETH pool, the fee for a small trade', async () => {
    const big = await priceImpact('ETH', 'PUSD', parseUnits('10', 18))
    expect(big).toBeGreaterThan(8.5)
    expect(big).toBeLessThan(9.5)
    const small = await priceImpact('ETH', 'PUSD', parseUnits('0.001', 18))
    // The 0.05 % fee and almost no move of the price.
    expect(small).toBeGreaterThan(0.04)
    expect(small).toBeLessThan(0.06)
  })

  it('refuses to build a swap without a pool: the no-route error', async () => {
    const built = await call('POST', '/v1/convert/build-transaction', {
      body: {
        projectId: COMMON_QUERY.projectId,
        amount: '1000',
        eip155: { slippage: '1' },
        from: caip('PUSD'),
        to: caip('AIRDROP'),
        userAddress: devnet.manifest.accounts[2]!.address,
      },
    })
    expect([built.status, reasonNames(built)]).toEqual([400, ['body.to']])
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
    expect((built.body as BuiltTx).tx.to).toBe(uniswap().swapRouter02)
    // SwapRouter02's exactInput through both pools, refusing less than the quote minus the 1 % slippage.
    const swapCall = decodeFunctionData({ abi: SWAP_ROUTER_02_ABI, data: (built.body as BuiltTx).tx.data })
    expect(swapCall.functionName).toBe('exactInput')
    expect(swapCall.args[0]).toMatchObject({
      recipient: me.address,
      amountIn: amount,
      amountOutMinimum: (BigInt(quoted!.toAmount) * 99n) / 100n,
    })
    const receipt = await me.send(built.body as BuiltTx)
    expect(receipt.status).toBe('success')
    // Nothing traded in between: exactly the quote, through both pools.
    expect((await me.balance('PEUR')) - before).toBe(BigInt(quoted!.toAmount))
    const pools = await Promise.all([poolOf('PUSD', 'ETH'), poolOf('ETH', 'PEUR')])
    for (const pool of pools) expect(receipt.logs.map((log) => getAddress(log.address))).toContain(pool)
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

describe('data API: swaps take the fee tier that gives the most', () => {
  const BETA = 'eip155:31338'
  const POOL_SETUP_ABI = parseAbi([
    'function createPool(address tokenA, address tokenB, uint24 fee) returns (address pool)',
    'function initialize(uint160 sqrtPriceX96)',
  ])

  /**
   * On the second chain, account 3 opens a 0.3 % ETH / PUSD pool beside the devnet's 0.05 % one, at a
   * better price for buyers of PUSD (3100 per ETH against 3000): 1 ETH against 3100 PUSD, full range.
   */
  async function openBetterPool(): Promise<Address> {
    const { account, client, wallet, token } = devnetWallet(devnet, 3, 1)
    const { factory, weth } = uniswap(BETA)
    const pusd = token('PUSD')
    const mined = async (hash: Promise<Hex>) => {
      const receipt = await client.waitForTransactionReceipt({ hash: await hash })
      expect(receipt.status).toBe('success')
      return receipt
    }
    const fee = 3000
    await mined(
      wallet.writeContract({
        address: factory,
        abi: POOL_SETUP_ABI,
        functionName: 'createPool',
        args: [weth, pusd, fee],
      }),
    )
    const pool = await client.readContract({
      address: factory,
      abi: UNISWAP_V3_FACTORY_ABI,
      functionName: 'getPool',
      args: [weth, pusd, fee],
    })
    const [native, tokens] = [parseUnits('1', 18), parseUnits('3100', 18)]
    const wethFirst = BigInt(weth) < BigInt(pusd)
    const reserves = { amount0: wethFirst ? native : tokens, amount1: wethFirst ? tokens : native }
    await mined(
      wallet.writeContract({
        address: pool,
        abi: POOL_SETUP_ABI,
        functionName: 'initialize',
        args: [sqrtPriceX96(reserves)],
      }),
    )
    const minter = (
      await mined(
        wallet.deployContract({
          abi: devnetLiquidityMinterArtifact.abi,
          bytecode: devnetLiquidityMinterArtifact.bytecode,
        }),
      )
    ).contractAddress!
    const weth9 = { address: weth, abi: devnetWethArtifact.abi } as const
    await mined(wallet.writeContract({ ...weth9, functionName: 'deposit', value: native }))
    await mined(wallet.writeContract({ ...weth9, functionName: 'transfer', args: [minter, native] }))
    await mined(
      wallet.writeContract({
        address: pusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [minter, tokens],
      }),
    )
    await mined(
      wallet.writeContract({
        address: minter,
        abi: devnetLiquidityMinterArtifact.abi,
        functionName: 'mintFullRange',
        args: [pool, fullRangeLiquidity(reserves)],
        account,
      }),
    )
    return pool
  }

  it('quotes and swaps through the 0.3 % pool when it gives more than the 0.05 % one', async () => {
    const pool = await openBetterPool()
    const { account, client, wallet, token } = devnetWallet(devnet, 3, 1)
    const amount = parseUnits('0.01', 18)
    const ask = { amount: amount.toString(), userAddress: account.address }
    const from = `${BETA}:${NATIVE_TOKEN_ADDRESS}`
    const to = `${BETA}:${token('PUSD')}`
    const quoted = (await call('GET', '/v1/convert/quotes', { query: { ...ask, from, to } })).body as {
      quotes: { toAmount: string }[]
    }
    // The 0.05 % pool gives under 30 PUSD for 0.01 ETH (3000 per ETH); the 0.3 % one about 30.9.
    const toAmount = BigInt(quoted.quotes[0]!.toAmount)
    expect(toAmount).toBeGreaterThan(parseUnits('30.5', 18))
    const built = await call('POST', '/v1/convert/build-transaction', {
      body: {
        projectId: COMMON_QUERY.projectId,
        amount: ask.amount,
        eip155: { slippage: '1' },
        from,
        to,
        userAddress: account.address,
      },
    })
    const { tx } = built.body as BuiltTx
    const before = await client.readContract({
      address: token('PUSD'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.amount ?? '0') })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.logs.map((log) => getAddress(log.address))).toContain(pool)
    const after = await client.readContract({
      address: token('PUSD'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBe(toAmount)
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
