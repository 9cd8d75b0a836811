import { expect, test, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { truncateAddress } from '../../runtime/core/format.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import {
  classifiesReplacement,
  estimatesGas,
  sendsBatch,
  sendsEth,
  showsRevertReason,
  signsMessage,
  signsTypedData,
  transfersTokens,
} from './support/host-scenario.ts'

/**
 * Issue 11, host developer API, in the scaffolded react-vite app against the devnet with the EIP-6963
 * test wallet: the page's own code (the template's HostActions, built on portkit/react's hooks) signs a
 * message and typed data, sends ETH and waits for the receipt, reads and writes the fixture token, makes
 * a call that reverts, and shows a failed gas estimate; its own buttons open the modal. The same steps
 * (support/host-scenario.ts) run with the WalletConnect test wallet in host-actions-walletconnect.spec.ts
 * and through wagmi's hooks in wagmi.spec.ts.
 */
const app = servedAppPerFile()
const HOLDER = 2
// A fresh address receives, so its balances are this test's doing.
const RECEIVER = privateKeyToAccount(generatePrivateKey()).address

const connect = (page: Page) => connectTestWallet(page, app, HOLDER)
const hostActions = (page: Page) => page.getByRole('region', { name: "Your app's own actions" })

test('the host page signs (message, typed data), sends, reads and writes a contract, and reports reverts and failed estimates', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const wallet = await connect(page)
  const host = page.getByRole('region', { name: "Your app's own actions" })
  const section = { region: host, manifest: app.devnet.manifest, address: wallet.address }

  await signsMessage(section, 'Hello from the host-actions test')
  await signsTypedData(section)
  expect(wallet.requests.map((request) => request.method)).toEqual(
    expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4']),
  )
  await estimatesGas(section, RECEIVER, 'error estimating gas')
  await sendsEth(section, RECEIVER)
  await transfersTokens(section, RECEIVER)
  await showsRevertReason(section)

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

test('a transfer sped up before it is mined: the receipt names the replacement, repriced', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await connect(page)
  const section = { region: hostActions(page), manifest: app.devnet.manifest, address: wallet.address }
  await classifiesReplacement(section, RECEIVER, app.devnet.manifest.accounts[HOLDER]!.privateKey as Hex)
})

test('a batch through sendCalls: the test wallet has no EIP-5792 (4200), so the calls go one by one and both land', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await connect(page)
  const host = page.getByRole('region', { name: "Your app's own actions" })
  const to = privateKeyToAccount(generatePrivateKey()).address

  // The capability check: the wallet reports none, and the page says the calls will go one by one.
  const asked = wallet.requests.length
  await sendsBatch(
    { region: host, manifest: app.devnet.manifest, address: wallet.address },
    to,
    'not supported: the calls go one by one',
  )

  // Portkit asked wallet_sendCalls, was refused with 4200, then sent each call with eth_sendTransaction.
  const methods = wallet.requests.slice(asked).map((request) => request.method)
  const batchAt = methods.indexOf('wallet_sendCalls')
  expect(batchAt).toBeGreaterThanOrEqual(0)
  expect(methods.slice(batchAt).filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
})
