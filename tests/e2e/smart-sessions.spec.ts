import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { SESSION_ACCOUNT_ABI } from '../../devnet/contracts/session-grants.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { OPTIONS_APP } from './support/options-app.ts'
import { installTestWallet, type TestWallet } from './support/test-wallet.ts'

/**
 * Issue 13, smart sessions, in the options app (tests/e2e/support/options-app.ts: the scaffolded react-vite
 * app with `portkit add smart-sessions` and a host component written the way the README's host path reads,
 * useSmartSessions from the generated entry),
 * against the devnet with the EIP-6963 test wallet: the wallet grants an ERC-7715 permission by delegating
 * the account to the devnet's SessionAccount (EIP-7702); the page's session key then pays the target with
 * no wallet prompt; the modal's list shows the session and revokes it (wallet signature, relayed on chain
 * by the data API); the same payment is then refused by the chain. A declined grant reads 'Signature
 * declined' and stores nothing; a wallet without the capability reads the spec's Smart Accounts text.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
const HOLDER = 1
// A fresh address is paid, so its balance is this test's doing.
const TARGET = privateKeyToAccount(generatePrivateKey()).address

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp({ variant: OPTIONS_APP })
  expect(app.buildOutput).toMatch(/^plugin smart-sessions +\d+\.\d KiB +\d+\.\d KiB$/m)
})
test.afterAll(async () => {
  await app?.stop()
})

const reader = () => createPublicClient({ transport: http(app.devnet.manifest.chains[0]!.rpcUrl) })

async function connect(page: Page, account: number, smartSessions: boolean): Promise<TestWallet> {
  const wallet = await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[account]!.privateKey as Hex,
    smartSessions,
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  // The options app asks for its terms first (features.legalCheckbox).
  await dialog.getByRole('checkbox', { name: /^I agree to the / }).check()
  await dialog.getByRole('button', { name: /Portkit Test Wallet/ }).click()
  await expect(page.locator('button[data-status="connected"]').first()).toBeVisible()
  return wallet
}

/** What the session key's payment may never be: a request the wallet prompts for. */
const PROMPTS =
  /^(personal_sign|eth_sign|eth_sendTransaction|wallet_grantPermissions|wallet_revokePermissions)/

/** The session keys the page keeps in its IndexedDB (the instance's storage). */
function keptKeys(page: Page, owner: Address): Promise<unknown[] | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<unknown[] | undefined>((resolve, reject) => {
        const open = indexedDB.open('portkit')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          // A page that never stored anything has no store yet.
          if (!open.result.objectStoreNames.contains('keyval')) return resolve(undefined)
          const read = open.result.transaction('keyval').objectStore('keyval').get(key)
          read.onsuccess = () => resolve(read.result as unknown[] | undefined)
          read.onerror = () => reject(read.error)
        }
      }),
    `@portkit/smart-sessions/${owner.toLowerCase()}`,
  )
}

test('grant, pay with the session key without a prompt, list, revoke, and the same payment reverts on chain', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await connect(page, HOLDER, true)
  const host = page.getByRole('region', { name: 'Smart sessions demo' })

  // Grant: the wallet delegates the account to SessionAccount (EIP-7702) and grants in one transaction.
  await host.getByLabel('Target').fill(TARGET)
  await host.getByRole('button', { name: 'Grant session' }).click()
  await expect(host.getByRole('status')).toHaveText(/^Session granted: 0x[0-9a-f]{64}$/)
  const code = await reader().getCode({ address: wallet.address })
  expect(code?.toLowerCase()).toBe(
    `0xef0100${app.devnet.manifest.contracts!['eip155:31337']!.sessionAccount.slice(2)}`.toLowerCase(),
  )
  expect(await keptKeys(page, wallet.address)).toHaveLength(1)

  // Pay: the session key signs and sends itself; the wallet is not asked for anything.
  const asked = wallet.requests.length
  await host.getByRole('button', { name: 'Pay with session' }).click()
  await expect(host.getByRole('status')).toHaveText(/^Paid with the session key: 0x[0-9a-f]{64}$/)
  expect(wallet.requests.slice(asked).filter((request) => PROMPTS.test(request.method))).toEqual([])
  expect(await reader().getBalance({ address: TARGET })).toBe(parseEther('0.004'))

  // Over what is left of the limit: the chain refuses it when the node estimates it, nothing is sent.
  await host.getByLabel('Amount').fill('0.007')
  await host.getByRole('button', { name: 'Pay with session' }).click()
  await expect(host.getByRole('alert')).toHaveText('Over the session spending limit')
  expect(await reader().getBalance({ address: TARGET })).toBe(parseEther('0.004'))

  // The account menu's entry lists it: the limit, what was spent, active.
  await page.locator('button[data-status="connected"]').first().click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Smart sessions' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Smart sessions' })
  const session = dialog.getByRole('list', { name: 'Sessions' }).getByRole('listitem')
  await expect(session).toHaveCount(1)
  await expect(session).toContainText('Active')
  await expect(session).toContainText('0.01 ETH')
  await expect(session).toContainText('0.004 ETH')

  // Revoke: the wallet signs, the data API relays it on chain, the list says so, the page drops the key.
  const [kept] = (await keptKeys(page, wallet.address)) as { pci: Hex; privateKey: Hex }[]
  await session.getByRole('button', { name: 'Revoke' }).click()
  await expect(session).toContainText('Revoked')
  await expect(session.getByRole('button', { name: 'Revoke' })).toHaveCount(0)
  expect(wallet.requests.filter((request) => request.method === 'wallet_revokePermissions')).toHaveLength(1)
  expect(await keptKeys(page, wallet.address)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(host.getByRole('button', { name: 'Pay with session' })).toBeDisabled()

  // The same payment, sent by the same key, now reverts on chain: nothing moves.
  const key = privateKeyToAccount(kept!.privateKey)
  const replay = {
    account: key,
    address: wallet.address,
    abi: SESSION_ACCOUNT_ABI,
    functionName: 'execute',
    args: [kept!.pci, TARGET, parseEther('0.004'), '0x'],
  } as const
  await expect(reader().simulateContract(replay)).rejects.toThrow(/Revoked\(\)/)
  const hash = await createWalletClient({
    transport: http(app.devnet.manifest.chains[0]!.rpcUrl),
  }).writeContract({
    ...replay,
    chain: null,
    gas: 200_000n,
  })
  expect((await reader().waitForTransactionReceipt({ hash, pollingInterval: 100 })).status).toBe('reverted')
  expect(await reader().getBalance({ address: TARGET })).toBe(parseEther('0.004'))

  // A declined grant: 'Signature declined', and no key is stored.
  wallet.rejectNext = 'wallet_grantPermissions'
  await host.getByRole('button', { name: 'Grant session' }).click()
  await expect(host.getByRole('alert')).toHaveText('Signature declined')
  expect(await keptKeys(page, wallet.address)).toEqual([])
})

test("a wallet without the permissions capability: 'This application might not support Smart Accounts'", async ({
  page,
}) => {
  const wallet = await connect(page, 2, false)
  const host = page.getByRole('region', { name: 'Smart sessions demo' })
  await host.getByLabel('Target').fill(TARGET)
  await host.getByRole('button', { name: 'Grant session' }).click()
  await expect(host.getByRole('alert')).toHaveText('This application might not support Smart Accounts')
  expect(wallet.requests.map((request) => request.method)).not.toContain('wallet_grantPermissions')
  expect(await keptKeys(page, wallet.address)).toBeUndefined()
})
