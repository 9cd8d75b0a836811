import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { chooseNetwork } from './support/choose-network.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * Issue 30 item 5 in a scaffolded app against the devnet: two tabs of one app (two pages of one browser
 * context, so one IndexedDB and one BroadcastChannel) share one connection, and a double click on Send
 * asks the wallet once; a network switch in one tab while the other's send waits on the wallet does not move
 * that send to the new network.
 */
const app = servedAppPerFile()

const accountButton = (page: Page) => page.locator('button[data-status="connected"]')

/** Opens Send from the account button and fills an ETH transfer; resolves with the Send dialog. */
async function fillEthSend(page: Page, amount: string, receiver: string) {
  await accountButton(page).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: 'native:ETH' })
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('Receiver address').fill(receiver)
  return send
}

test('connect in one tab, the other follows with the same address; disconnect in one, both disconnect', async ({
  context,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()]
  const key = app.devnet.manifest.accounts[0]!.privateKey as Hex
  // One extension serves every tab: the second tab's wallet already knows the site the first one grants.
  const wallet = await installTestWallet(second, { manifest: app.devnet.manifest, privateKey: key })
  wallet.grantedOrigins.add(new URL(app.url).origin)
  await second.goto(app.url)
  await expect(second.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  const connected = await connectTestWallet(first, app, 0)
  await expect(accountButton(second)).toBeVisible()
  // Same account in both (its balance and name, once each tab has read them).
  const shown = (page: Page) => accountButton(page).textContent()
  await expect
    .poll(async () => {
      const [one, other] = [await shown(first), await shown(second)]
      return one?.includes(' · ') && one === other ? 'same' : `${one} | ${other}`
    })
    .toBe('same')
  // The second tab re-synced from storage: its wallet was never asked to connect.
  expect(wallet.requests.map((request) => request.method)).not.toContain('eth_requestAccounts')

  await second.bringToFront()
  await accountButton(second).click()
  await second.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(second.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(first.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // The session ended in the wallet once, from the tab that disconnected; the other only followed.
  expect(connected.requests.filter((request) => request.method === 'wallet_revokePermissions')).toEqual([])
})

test('a double click on Send sends one transaction', async ({ page }) => {
  const wallet = await connectTestWallet(page, app, 1)
  const send = await fillEthSend(page, '0.01', privateKeyToAccount(generatePrivateKey()).address)
  const submit = send.getByRole('button', { name: 'Send', exact: true })
  await expect(submit).toBeEnabled()
  await submit.dblclick()
  await expect(page.getByText('Transaction sent')).toBeVisible({ timeout: 20_000 })
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
})

test('a network switch in one tab while the other waits on the wallet for a send: the send lands on its own network', async ({
  context,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()]
  const { manifest } = app.devnet
  const key = manifest.accounts[2]!.privateKey as Hex
  const [alpha, beta] = manifest.chains
  // One extension in two tabs: each page has its own test wallet, switched together as one wallet's chain.
  const other = await installTestWallet(second, { manifest, privateKey: key })
  other.grantedOrigins.add(new URL(app.url).origin)
  await second.goto(app.url)
  const wallet = await connectTestWallet(first, app, 2)
  await expect(accountButton(second)).toBeVisible()

  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const send = await fillEthSend(first, '0.25', receiver)
  const prompt = wallet.holdNext('eth_sendTransaction')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await prompt.shown

  // While the first tab's send waits on the wallet, the visitor switches network in the second tab.
  await second.bringToFront()
  await chooseNetwork(second, /Portkit Devnet Alpha/, /Portkit Devnet Beta/)
  await expect(
    second.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /Beta/ }),
  ).toBeVisible()
  await wallet.switchChain(beta!.chainId)
  await expect.poll(() => other.currentChainId).toBe(beta!.chainId)

  await first.bringToFront()
  prompt.release()
  await expect(first.getByText('Transaction sent')).toBeVisible({ timeout: 20_000 })
  // On the network it was sent on (the prompt's), once, and nothing on the other.
  const balanceOn = (rpcUrl: string) =>
    createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: receiver })
  expect(await balanceOn(alpha!.rpcUrl)).toBe(parseEther('0.25'))
  expect(await balanceOn(beta!.rpcUrl)).toBe(0n)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
  await expect(first.getByText('Something went wrong')).toHaveCount(0)
})
