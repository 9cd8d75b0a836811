import { expect, test, type Page } from '@playwright/test'
import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  parseAbi,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { DEVNET_POOL_FEE } from '../../devnet/contracts/deploy-uniswap.ts'
import { UNISWAP_V3_FACTORY_ABI } from '../../server/contracts/uniswap-v3.ts'
import { startAnvil } from '../../devnet/anvil.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { SWAP_SHORTCUT_LABEL } from './support/swap-shortcut.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * Issue 13, swap, in the scaffolded react-vite app against the devnet with the EIP-6963 test wallet: the
 * Swap entry of the account menu swaps native ETH into PUSD, and PUSD into PEUR after an approval, through
 * the devnet's Uniswap v3 pools (PUSD -> PEUR takes two, via WETH); the balances move on chain by the quoted
 * amounts within the spec's 1 % slippage, and the price impact shows, with a warning for a big trade. The
 * host page's own button opens Swap with swap arguments. With the quote service down the visitor reads a
 * clear error and nothing is sent; on a network without swaps the entry is hidden and the spec's texts show.
 */
const app = servedAppPerFile()
// Account 2 holds the fixture tokens.
const HOLDER = 2
const ALPHA = 'eip155:31337'

const reader = () => createPublicClient({ transport: http(app.devnet.manifest.chains[0]!.rpcUrl) })

function token(symbol: string): { address: Address; decimals: number } {
  const found = app.devnet.manifest.tokens?.[ALPHA]?.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`the devnet has no ${symbol}`)
  return { address: found.address as Address, decimals: found.decimals }
}

const tokenBalance = (symbol: string, owner: Address) =>
  reader().readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function openSwap(page: Page) {
  await page.locator('button[data-status="connected"]').click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Swap', exact: true })
    .click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('region', { name: 'You pay' }).getByLabel('Token')).toHaveValue(/:0x/i)
  return swap
}

async function fillSwap(page: Page, from: string, to: string, amount: string) {
  const swap = await openSwap(page)
  const pay = swap.getByRole('region', { name: 'You pay' })
  const receive = swap.getByRole('region', { name: 'You receive' })
  await pay.getByLabel('Token').selectOption({ label: from })
  await receive.getByLabel('Token').selectOption({ label: to })
  await pay.getByLabel('Amount').fill(amount)
  const submit = swap.getByRole('button', { name: 'Swap', exact: true })
  await expect(submit).toBeEnabled({ timeout: 15_000 })
  const quoted = (await swap.getByTestId('swap-to-amount').textContent()) ?? ''
  return { swap, submit, quoted }
}

test('native ETH -> PUSD: the PUSD balance rises by the quote, within 1 % slippage', async ({ page }) => {
  const wallet = await connectTestWallet(page, app, HOLDER)
  const before = await tokenBalance('PUSD', wallet.address)
  const { submit, quoted } = await fillSwap(page, 'ETH', 'PUSD', '0.01')
  const quotedUnits = parseUnits(quoted, token('PUSD').decimals)
  expect(quotedUnits).toBeGreaterThan(0n)
  await submit.click()
  await expect(page.getByText(/^Swap complete: 0\.01 ETH → /)).toBeVisible({ timeout: 30_000 })
  const received = (await tokenBalance('PUSD', wallet.address)) - before
  expect(received).toBeGreaterThanOrEqual((quotedUnits * 99n) / 100n)
  expect(received).toBeLessThanOrEqual(quotedUnits)
  // One transaction: selling the native currency needs no approval.
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
})

/** The devnet's Uniswap v3 on the first chain. */
const uniswap = () => app.devnet.manifest.contracts![ALPHA]!.uniswapV3!

/** The pool of a token against WETH (the devnet's pools all have one fee). */
const wethPool = (symbol: string) =>
  reader().readContract({
    address: uniswap().factory as Address,
    abi: UNISWAP_V3_FACTORY_ABI,
    functionName: 'getPool',
    args: [uniswap().weth as Address, token(symbol).address, DEVNET_POOL_FEE],
  })

const POOL_SWAP_EVENT = parseAbi([
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
])

/** What a pool's Swap event says it received (+) and paid (-) of `symbol`. */
const poolDelta = (swap: { amount0: bigint; amount1: bigint }, symbol: string) =>
  BigInt(token(symbol).address) < BigInt(uniswap().weth) ? swap.amount0 : swap.amount1

test('PUSD -> PEUR: an approval, then the swap through both pools; PUSD falls by the amount, PEUR rises by the quote', async ({
  page,
}) => {
  const wallet = await connectTestWallet(page, app, HOLDER)
  const [pusdBefore, peurBefore] = await Promise.all([
    tokenBalance('PUSD', wallet.address),
    tokenBalance('PEUR', wallet.address),
  ])
  const { swap, submit, quoted } = await fillSwap(page, 'PUSD', 'PEUR', '10')
  // The quote against the spot prices: two deep pools take almost nothing off.
  await expect(swap.getByTestId('swap-price-impact')).toHaveText(/^(< 0\.01|0\.\d\d)%$/)
  await expect(swap.getByTestId('swap-impact-warning')).toHaveCount(0)
  const quotedUnits = parseUnits(quoted, token('PEUR').decimals)
  await submit.click()
  await expect(page.getByText(/^Swap complete: 10 PUSD → /)).toBeVisible({ timeout: 30_000 })
  const [pusdAfter, peurAfter] = await Promise.all([
    tokenBalance('PUSD', wallet.address),
    tokenBalance('PEUR', wallet.address),
  ])
  expect(pusdBefore - pusdAfter).toBe(parseUnits('10', token('PUSD').decimals))
  expect(peurAfter - peurBefore).toBeGreaterThanOrEqual((quotedUnits * 99n) / 100n)
  expect(peurAfter - peurBefore).toBeLessThanOrEqual(quotedUnits)
  // The approval went to the token, the swap to the router.
  const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
  expect(sent).toHaveLength(2)
  expect(((sent[0]!.params as { to: string }[])[0]!.to ?? '').toLowerCase()).toBe(
    token('PUSD').address.toLowerCase(),
  )
  // Two pools on chain: the swap went to SwapRouter02, the PUSD into the PUSD / WETH pool, and the PEUR
  // the wallet received out of the WETH / PEUR pool.
  const swapTx = (sent[1]!.params as { to: Address }[])[0]!
  expect(getAddress(swapTx.to)).toBe(getAddress(uniswap().swapRouter02))
  const [pusdPool, peurPool] = await Promise.all([wethPool('PUSD'), wethPool('PEUR')])
  const lastSwap = async (pool: Address) =>
    (
      await reader().getContractEvents({
        address: pool,
        abi: POOL_SWAP_EVENT,
        eventName: 'Swap',
        fromBlock: 0n,
      })
    ).at(-1)!.args
  const ofPool = async (pool: Address) => {
    const { amount0, amount1, recipient } = await lastSwap(pool)
    return { amount0: amount0!, amount1: amount1!, recipient: recipient! }
  }
  expect(poolDelta(await ofPool(pusdPool), 'PUSD')).toBe(parseUnits('10', 18))
  const peurSwap = await ofPool(peurPool)
  expect(peurSwap.recipient).toBe(wallet.address)
  expect(poolDelta(peurSwap, 'PEUR')).toBe(-(peurAfter - peurBefore))
})

test('a big trade: the price impact shows, with a warning above 3 %; a small one shows no warning', async ({
  page,
}) => {
  await connectTestWallet(page, app, HOLDER)
  const { swap } = await fillSwap(page, 'ETH', 'PUSD', '10')
  // 10 ETH into a pool of about 100 ETH: about 9 % less than the spot price (0.05 % of it the pool's fee).
  const impact = swap.getByTestId('swap-price-impact')
  await expect(impact).toHaveText(/^\d+\.\d\d%$/)
  const percent = Number((await impact.textContent())!.replace('%', ''))
  expect(percent).toBeGreaterThan(8.5)
  expect(percent).toBeLessThan(9.5)
  await expect(swap.getByTestId('swap-impact-warning')).toHaveText(
    `High price impact: you receive ${percent.toFixed(2)}% less than at the market price.`,
  )
  // A small one: under 1 % (the earlier swaps moved this pool a little off the spot price), no warning.
  await swap.getByRole('region', { name: 'You pay' }).getByLabel('Amount').fill('0.001')
  await expect(impact).toHaveText(/^(< 0\.01|0\.\d\d)%$/, { timeout: 15_000 })
  await expect(swap.getByTestId('swap-impact-warning')).toHaveCount(0)
})

test("the host page's own button opens Swap with its arguments (PUSD -> PEUR, 12.5); the visitor swaps", async ({
  page,
}) => {
  const wallet = await connectTestWallet(page, app, HOLDER)
  const pusdBefore = await tokenBalance('PUSD', wallet.address)
  await page.getByRole('button', { name: SWAP_SHORTCUT_LABEL }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  const pay = swap.getByRole('region', { name: 'You pay' })
  const receive = swap.getByRole('region', { name: 'You receive' })
  await expect(pay.getByLabel('Token')).toHaveValue(`${ALPHA}:${token('PUSD').address}`)
  await expect(receive.getByLabel('Token')).toHaveValue(`${ALPHA}:${token('PEUR').address}`)
  await expect(pay.getByLabel('Amount')).toHaveValue('12.5')
  const submit = swap.getByRole('button', { name: 'Swap', exact: true })
  await expect(submit).toBeEnabled({ timeout: 15_000 })
  await submit.click()
  await expect(page.getByText(/^Swap complete: 12\.5 PUSD → /)).toBeVisible({ timeout: 30_000 })
  expect(pusdBefore - (await tokenBalance('PUSD', wallet.address))).toBe(parseUnits('12.5', 18))
})

test('quote service down: a clear error, the Swap button stays off, nothing is sent', async ({ page }) => {
  const wallet = await connectTestWallet(page, app, HOLDER)
  await page.route('**/v1/convert/quotes?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"FAILED","reasons":[]}' }),
  )
  const swap = await openSwap(page)
  await swap.getByRole('region', { name: 'You receive' }).getByLabel('Token').selectOption({ label: 'PUSD' })
  await swap.getByRole('region', { name: 'You pay' }).getByLabel('Amount').fill('0.01')
  await expect(swap.getByRole('alert')).toHaveText(
    'Could not get a quote: the swap service is unavailable. Nothing was sent.',
  )
  const submit = swap.getByRole('button', { name: 'Swap', exact: true })
  await expect(submit).toBeDisabled()
  await swap.getByRole('region', { name: 'You pay' }).getByLabel('Amount').press('Enter')
  await page.waitForTimeout(500)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
})

test('on a network without swaps: no Swap entry, and a host opening Swap shows the spec texts; nothing is asked', async ({
  page,
}) => {
  // A chain the app does not list (Sepolia's id, not a swap network): the visitor's wallet is on it.
  const other = await startAnvil({ chainId: 11155111 })
  try {
    const manifest = app.devnet.manifest
    await installTestWallet(page, {
      manifest: {
        ...manifest,
        chains: [
          ...manifest.chains,
          {
            chainId: other.chainId,
            caipNetworkId: `eip155:${other.chainId}`,
            name: 'Sepolia',
            rpcUrl: other.rpcUrl,
          },
        ],
      },
      privateKey: manifest.accounts[HOLDER]!.privateKey as Hex,
      chainId: other.chainId,
    })
    const convertCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/convert/')) convertCalls.push(request.url())
    })
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Portkit Test Wallet/ })
      .click()
    // Connected, on a network the app does not list: the modal asks to switch (spec section 4).
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('network-name')).toHaveText('Unsupported Network')
    const switchNetwork = page.getByRole('dialog', { name: 'Switch Network' })
    await expect(switchNetwork).toBeVisible()
    await switchNetwork.getByRole('button', { name: 'Close' }).click()
    await expect(switchNetwork).toBeHidden()

    // The account menu offers no Swap here.
    await page.locator('button[data-status="connected"]').click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account).toBeVisible()
    await expect(account.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
    await account.getByRole('button', { name: 'Close' }).click()

    // The host opens Swap anyway: the visitor reads what the swap and gas-price calls threw.
    await page.getByRole('button', { name: SWAP_SHORTCUT_LABEL }).click()
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await expect(swap.getByRole('alert')).toHaveText([
      'Network not supported for Swaps',
      'Network not supported for Gas Price',
    ])
    await expect(swap.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
    expect(convertCalls).toEqual([])
  } finally {
    await other.stop()
  }
})
