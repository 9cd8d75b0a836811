import { expect, test } from '@playwright/test'
import { createPublicClient, formatUnits, http, parseGwei, type Hex } from 'viem'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * Issue 9, bug 6 in a scaffolded app against the devnet: a send whose gas cannot be estimated cannot be
 * submitted, and a long wallet name neither widens the modal nor clips the row's tag. Issue 29 item 8: the
 * network fee the Send view shows is EIP-1559's fee cap (spec 9's base fee multiplier 1.2).
 */
const app = servedAppPerFile()

// Account 2 holds the fixture tokens.
const TOKEN_HOLDER = 2
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const LONG_NAME = 'Portkit Test Wallet With A Remarkably Long Name That Goes On And On Without End'

test("'error estimating gas' keeps Send disabled: the wallet is never asked", async ({ page }) => {
  const wallet = await connectTestWallet(page, app, TOKEN_HOLDER)
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Send', exact: true }).click()

  const send = page.getByRole('dialog', { name: 'Send' })
  const pusd = app.devnet.manifest.tokens?.['eip155:31337']?.find((t) => t.symbol === 'PUSD')
  if (!pusd) throw new Error('the devnet has no PUSD')
  await send.getByLabel('Token').selectOption({ value: `eip155:31337:${pusd.address}` })
  await send.getByLabel('Amount').fill('1')
  // The fixture token refuses a transfer to the zero address, so the node cannot estimate it.
  await send.getByLabel('Receiver address').fill(ZERO_ADDRESS)
  await expect(send.getByText('error estimating gas')).toBeVisible()
  const submit = send.getByRole('button', { name: 'Send', exact: true })
  await expect(submit).toBeDisabled()
  await send.getByLabel('Amount').press('Enter')
  await expect(page.getByText('Transaction started')).toHaveCount(0)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
})

test("a long wallet name is cut inside the modal and its 'Installed' tag stays whole", async ({ page }) => {
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[0]!.privateKey as Hex,
    info: { name: LONG_NAME },
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const row = dialog.getByRole('button', { name: new RegExp(LONG_NAME) })
  await expect(row).toBeVisible()
  const [dialogBox, rowBox, tagBox] = await Promise.all([
    dialog.boundingBox(),
    row.boundingBox(),
    row.getByText('Installed', { exact: true }).boundingBox(),
  ])
  if (!dialogBox || !rowBox || !tagBox) throw new Error('the dialog, row or tag has no box')
  // The modal keeps its width (spec: at most 360 px) and the row fits inside it.
  expect(dialogBox.width).toBeLessThanOrEqual(360)
  expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)
  // The tag is inside the row and as wide as its text.
  expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width)
  const tagOverflows = await row
    .getByText('Installed', { exact: true })
    .evaluate((tag) => tag.scrollWidth > tag.clientWidth)
  expect(tagOverflows).toBe(false)
  const nameIsCut = await row
    .getByText(LONG_NAME, { exact: true })
    .evaluate((name) => name.scrollWidth > name.clientWidth)
  expect(nameIsCut).toBe(true)
})

/** A native transfer to an address with no code costs this much gas. */
const TRANSFER_GAS = 21_000n

test("the network fee is EIP-1559's: gas x (base fee x 1.2 + tip) at the native price", async ({ page }) => {
  const rpcUrl = app.devnet.manifest.chains.find((chain) => chain.chainId === 31337)!.rpcUrl
  const node = createPublicClient({ transport: http(rpcUrl) })
  // A base fee large enough that 1.2 of it is seen in the fee (the devnet's own has decayed to dust).
  await node.request({
    method: 'anvil_setNextBlockBaseFeePerGas' as never,
    params: [`0x${parseGwei('100').toString(16)}`] as never,
  })
  await node.request({ method: 'evm_mine' as never })
  const baseFee = (await node.getBlock()).baseFeePerGas!
  const tip = BigInt(await node.request({ method: 'eth_maxPriorityFeePerGas' }))
  expect(baseFee).toBe(parseGwei('100'))

  // The native price the page was given by the data API (the Send view's fee in USD uses it).
  const balances = page.waitForResponse((r) => /\/v1\/account\/[^/]+\/balance/.test(r.url()) && r.ok())
  await connectTestWallet(page, app, TOKEN_HOLDER)
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: 'native:ETH' })
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('Receiver address').fill(app.devnet.manifest.accounts[3]!.address)
  const answer = (await (await balances).json()) as {
    balances: { chainId: string; address?: string; price: number }[]
  }
  const price = answer.balances.find((t) => t.chainId === 'eip155:31337' && !t.address)!.price
  expect(price).toBeGreaterThan(0)

  const fee = TRANSFER_GAS * ((baseFee * 12n) / 10n + tip)
  const usd = (Number(formatUnits(fee, 18)) * price).toFixed(4)
  await expect(send.getByTestId('send-gas')).toHaveText(`Network fee ≈ $${usd}`)
})
