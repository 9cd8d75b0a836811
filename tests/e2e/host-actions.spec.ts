import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { truncateAddress } from '../../runtime/core/format.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'

/**
 * Issue 11, host developer API, in the scaffolded react-vite app against the devnet with the EIP-6963
 * test wallet: the page's own code (the template's HostActions, built on portkit/react's hooks) signs a
 * message, sends ETH and waits for the receipt, reads and writes the fixture token, makes a call that
 * reverts, and shows a failed gas estimate; its own buttons open the modal.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
const HOLDER = 2
// A fresh address receives, so its balances are this test's doing.
const RECEIVER = privateKeyToAccount(generatePrivateKey()).address

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp()
})
test.afterAll(async () => {
  await app?.stop()
})

const reader = () => createPublicClient({ transport: http(app.devnet.manifest.chains[0]!.rpcUrl) })

function pusd(): Address {
  const token = app.devnet.manifest.tokens?.['eip155:31337']?.find((t) => t.symbol === 'PUSD')
  if (!token) throw new Error('the devnet has no PUSD')
  return token.address as Address
}

const tokenBalance = (owner: Address) =>
  reader().readContract({ address: pusd(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

const connect = (page: Page) => connectTestWallet(page, app, HOLDER)

test('the host page signs, sends, reads and writes a contract, and reports reverts and failed estimates', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const wallet = await connect(page)
  const host = page.getByRole('region', { name: "Your app's own actions" })
  const shown = (label: string) => host.getByLabel(label, { exact: true })

  // Sign: personal_sign through useSignMessage; the signature verifies against the wallet's address.
  const message = 'Hello from the host-actions test'
  await host.getByLabel('Message').fill(message)
  await host.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(shown('Signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await shown('Signature').textContent()) as Hex
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

  // Estimate: ETH to the token contract (it has no receive function) cannot be estimated; to a person it can.
  await host.getByLabel('Recipient', { exact: true }).fill(pusd())
  await host.getByRole('button', { name: 'Estimate gas' }).click()
  await expect(shown('Gas estimate')).toHaveText('error estimating gas')
  await host.getByLabel('Recipient', { exact: true }).fill(RECEIVER)
  await host.getByRole('button', { name: 'Estimate gas' }).click()
  await expect(shown('Gas estimate')).toHaveText('21000')

  // Send 0.01 ETH: the hash, then a success receipt; the balance moved on chain.
  const ethBefore = await reader().getBalance({ address: RECEIVER })
  await host.getByRole('button', { name: 'Send ETH' }).click()
  await expect(shown('ETH transfer receipt')).toHaveText('success', { timeout: 30_000 })
  const sent = (await shown('ETH transfer hash').textContent()) as Hex
  expect((await reader().getTransactionReceipt({ hash: sent })).status).toBe('success')
  expect(await reader().getBalance({ address: RECEIVER })).toBe(ethBefore + parseEther('0.01'))

  // readContract: the holder's token balance as the chain has it (the template's default token is PUSD).
  await expect(host.getByLabel('Token contract')).toHaveValue(new RegExp(`^${pusd()}$`, 'i'))
  const held = await tokenBalance(wallet.address)
  await expect(shown('Token balance')).toHaveText(`${held / 10n ** 18n} PUSD`)

  // writeContract: transfer 2 PUSD; the receipt is a success, the balances moved, the read follows.
  await host.getByLabel('Token recipient').fill(RECEIVER)
  await host.getByLabel('Token amount').fill('2')
  await host.getByRole('button', { name: 'Transfer tokens' }).click()
  await expect(shown('Token transfer receipt')).toHaveText('success', { timeout: 30_000 })
  expect(await tokenBalance(RECEIVER)).toBe(parseEther('2'))
  expect(await tokenBalance(wallet.address)).toBe(held - parseEther('2'))
  await expect(shown('Token balance')).toHaveText(`${(held - parseEther('2')) / 10n ** 18n} PUSD`)

  // A call that reverts on chain: the receipt shows the token's custom error as the reason.
  await host.getByRole('button', { name: 'Make a reverted call' }).click()
  await expect(shown('Reverted call receipt')).toHaveText('reverted: ZeroAddress()', { timeout: 30_000 })
  const reverted = (await shown('Reverted call hash').textContent()) as Hex
  expect((await reader().getTransactionReceipt({ hash: reverted })).status).toBe('reverted')

  // The page's own buttons (ConnectButton.Custom, NetworkButton, AccountButton) open the modal.
  const own = host.getByRole('group', { name: 'Your own buttons' })
  await own.getByRole('button', { name: 'On Portkit Devnet Alpha' }).click()
  await expect(page.getByRole('dialog', { name: 'Choose Network' })).toBeVisible()
  await page.keyboard.press('Escape')
  await own.getByRole('button', { name: /^Signed in as 0x/ }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await own.getByRole('button', { name: 'Portkit Devnet Alpha', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Choose Network' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // AccountButton: balance (once read) and the truncated address, like the connected ConnectButton.
  const address = truncateAddress(wallet.address).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await own.getByRole('button', { name: new RegExp(`^([\\d.]+ ETH · )?${address}$`) }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('with the watcher on, a transaction the page sends is pending in Activity until its block is mined', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await connect(page)
  const host = page.getByRole('region', { name: "Your app's own actions" })
  const shown = (label: string) => host.getByLabel(label, { exact: true })
  const rpc = (method: string, params: unknown[] = []) =>
    fetch(app.devnet.manifest.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  // The template's page turns the pending-transaction watcher on while it is shown.
  await expect(shown('Pending transactions')).toHaveText('0')

  // The chain stops mining on its own: what is sent stays pending until a block is mined.
  await rpc('evm_setAutomine', [false])
  const account = page.getByRole('dialog', { name: 'Account' })
  try {
    await host.getByLabel('Recipient', { exact: true }).fill(RECEIVER)
    await host.getByRole('button', { name: 'Send ETH' }).click()
    await expect(shown('ETH transfer hash')).toHaveText(/^0x[0-9a-f]{64}$/)
    const hash = (await shown('ETH transfer hash').textContent())!
    await expect(shown('Pending transactions')).toHaveText('1')
    await expect(shown('ETH transfer receipt')).toHaveText('waiting for the receipt…')

    // The visitor's Activity tab shows it, pending.
    await host
      .getByRole('group', { name: 'Your own buttons' })
      .getByRole('button', { name: /^Signed in as 0x/ })
      .click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(account.getByRole('listitem', { name: `Pending transaction ${hash}` })).toContainText(
      `pending · ${truncateAddress(hash)}`,
    )
  } finally {
    await rpc('evm_mine')
    await rpc('evm_setAutomine', [true])
  }

  // Mined: it leaves the pending rows and the history, fetched again, has it confirmed, newest first.
  await expect(account.getByTestId('pending-row')).toHaveCount(0, { timeout: 30_000 })
  await expect(async () => {
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const newest = account.getByRole('list', { name: 'Activity' }).getByTestId('activity-row').first()
    await expect(newest).toContainText('confirmed', { timeout: 2_000 })
    await expect(newest.getByTestId('activity-amount')).toHaveText('-0.010 ETH', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await page.keyboard.press('Escape')
  await expect(shown('ETH transfer receipt')).toHaveText('success')
  await expect(shown('Pending transactions')).toHaveText('0')
})

test('a batch through sendCalls: the test wallet has no EIP-5792 (4200), so the calls go one by one and both land', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await connect(page)
  const host = page.getByRole('region', { name: "Your app's own actions" })
  const shown = (label: string) => host.getByLabel(label, { exact: true })
  const to = privateKeyToAccount(generatePrivateKey()).address

  // The capability check: the wallet reports none, and the page says the calls will go one by one.
  await expect(shown('Wallet batches')).toHaveText('not supported: the calls go one by one')

  await host.getByLabel('Batch recipient').fill(to)
  const asked = wallet.requests.length
  await host.getByRole('button', { name: 'Send 0.001 ETH and 1 PUSD' }).click()
  await expect(shown('Batch status')).toHaveText('success (success, success)', { timeout: 30_000 })

  // Portkit asked wallet_sendCalls, was refused with 4200, then sent each call with eth_sendTransaction.
  const methods = wallet.requests.slice(asked).map((request) => request.method)
  const batchAt = methods.indexOf('wallet_sendCalls')
  expect(batchAt).toBeGreaterThanOrEqual(0)
  expect(methods.slice(batchAt).filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
  // Both calls landed on chain.
  expect(await reader().getBalance({ address: to })).toBe(parseEther('0.001'))
  expect(await tokenBalance(to)).toBe(parseEther('1'))
})
