import { expect, test, type Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { truncateAddress } from '../../runtime/core/format.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { connectSendAndOpenViews, cspViolations, doctorPolicy } from './support/csp.ts'
import {
  estimatesGas,
  sendsBatch,
  sendsEth,
  showsRevertReason,
  signsMessage,
  signsTypedData,
  transfersTokens,
} from './support/host-scenario.ts'

/**
 * Issue 11, the wagmi bridge in a new user's app: `portkit create --template react-vite-wagmi`, installed
 * and built against the devnet (wagmi 3, React 19). The visitor connects the EIP-6963 test wallet in the
 * Portkit modal; the template's wagmi example (src/WagmiExample.tsx, wagmi's own hooks over
 * PortkitWagmiProvider) then runs the host scenario of host-actions.spec.ts, and a switch or disconnect
 * made through wagmi reaches the modal's side of the page, and the other way round. wagmi 2 is covered at
 * the unit level (the `wagmi-2` vitest project runs tests/unit/bridges against wagmi 2). Issue 30 item 4:
 * every page is served with the Content-Security-Policy `portkit doctor --devnet` prints for the app.
 */
const HOLDER = 2
let policy = ''
// The app's own server sends the policy (as csp.spec.ts does), once the doctor has printed it.
const app = servedAppPerFile({
  template: 'react-vite-wagmi',
  routes: async (_request, response) => {
    if (policy) response.setHeader('content-security-policy', policy)
    return false
  },
})
test.beforeAll(async () => {
  policy = await doctorPolicy(app.appDir)
})

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const wagmiExample = (page: Page) => page.getByRole('region', { name: 'wagmi example' })
const portkitSide = (page: Page) => page.getByRole('region', { name: 'Connection' })
const wagmiShows = (page: Page, label: string) => wagmiExample(page).getByLabel(label, { exact: true })

test('the build ships the wagmi bridge, and the scaffold put wagmi, viem and TanStack Query in the app', async () => {
  expect(app.buildOutput).toMatch(/^bridge wagmi\s/m)
  const { readFile } = await import('node:fs/promises')
  const pkg = JSON.parse(await readFile(`${app.appDir}/package.json`, 'utf8')) as {
    dependencies: Record<string, string>
  }
  expect(Object.keys(pkg.dependencies)).toEqual(
    expect.arrayContaining(['wagmi', 'viem', '@tanstack/react-query']),
  )
  const wagmi = JSON.parse(await readFile(`${app.appDir}/node_modules/wagmi/package.json`, 'utf8')) as {
    version: string
  }
  expect(wagmi.version).toMatch(/^3\./)
})

test("connected in the Portkit modal, wagmi's hooks sign, send, write a contract, revert, estimate and batch", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const wallet = await connectTestWallet(page, app, HOLDER)
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('connected')
  await expect(wagmiShows(page, 'wagmi address')).toHaveText(wallet.address)
  await expect(wagmiShows(page, 'wagmi chain')).toHaveText('Portkit Devnet Alpha')

  const section = { region: wagmiExample(page), manifest: app.devnet.manifest, address: wallet.address }
  const receiver = fresh()
  const asked = wallet.requests.length
  await signsMessage(section, 'Hello from the wagmi test')
  await signsTypedData(section)
  // wagmi's useEstimateGas shows viem's error for the refused estimate.
  await estimatesGas(section, receiver, /^Execution reverted/)
  await sendsEth(section, receiver)
  await transfersTokens(section, receiver)
  await showsRevertReason(section)
  // wagmi asked the Portkit-connected wallet for each signature and transaction.
  const methods = wallet.requests.slice(asked).map(({ method }) => method)
  for (const method of ['personal_sign', 'eth_signTypedData_v4'])
    expect(methods.filter((m) => m === method)).toHaveLength(1)
  expect(methods.filter((m) => m === 'eth_sendTransaction')).toHaveLength(3)

  // The test wallet has no EIP-5792: wallet_sendCalls once (4200), then the calls one by one
  // (wagmi's useSendCalls with experimental_fallback).
  const beforeBatch = wallet.requests.length
  await sendsBatch(section, fresh(), 'not supported: the calls go one by one')
  const batch = wallet.requests.slice(beforeBatch).map(({ method }) => method)
  expect(batch.filter((m) => m === 'wallet_sendCalls')).toHaveLength(1)
  expect(batch.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
})

test('switch and disconnect stay in sync both ways between wagmi and the Portkit modal', async ({ page }) => {
  test.setTimeout(120_000)
  const wallet = await connectTestWallet(page, app, HOLDER)
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('connected')

  // useSwitchChain: Portkit's network and the wallet follow.
  await wagmiExample(page).getByRole('button', { name: 'Switch wagmi to Portkit Devnet Beta' }).click()
  await expect(page.getByTestId('network-name')).toHaveText('Portkit Devnet Beta')
  await expect(wagmiShows(page, 'wagmi chain')).toHaveText('Portkit Devnet Beta')
  expect(wallet.currentChainId).toBe(31338)

  // A switch on the Portkit side: wagmi follows.
  await portkitSide(page).getByRole('button', { name: 'Portkit Devnet Alpha' }).click()
  await expect(wagmiShows(page, 'wagmi chain')).toHaveText('Portkit Devnet Alpha')
  expect(wallet.currentChainId).toBe(31337)

  // useDisconnect: Portkit disconnects.
  await wagmiExample(page).getByRole('button', { name: 'Disconnect through wagmi' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  // Connected again in the modal: wagmi follows; disconnected on the Portkit side: wagmi follows.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('connected')
  await expect(wagmiShows(page, 'wagmi address')).toHaveText(wallet.address)
  await portkitSide(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('disconnected')
})

test('a reload while the stored session re-syncs: wagmi says reconnecting, the modal opened meanwhile shows Loading, then Account', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await connectTestWallet(page, app, HOLDER)
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('connected')

  const prompts = () => wallet.requests.filter((request) => request.method === 'eth_requestAccounts').length
  const promptsBefore = prompts()
  // The wallet takes its time to answer the restoring page (eth_accounts held): spec 4's re-sync runs.
  const restoring = wallet.holdNext('eth_accounts')
  await page.reload()
  await restoring.shown
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('reconnecting')
  await expect(page.getByTestId('account-status')).toHaveText('connecting')
  // The visitor opens the modal meanwhile: loading, never Connect first.
  await page.getByRole('button', { name: 'Connecting…' }).click()
  const loading = page.getByRole('dialog', { name: 'Loading' })
  await expect(loading.getByRole('status')).toHaveText('Loading')
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toHaveCount(0)
  expect(prompts()).toBe(promptsBefore)

  // The wallet answers: the same modal shows the account, and wagmi is connected without a prompt.
  restoring.release()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(wallet.address))
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('connected')
  await expect(wagmiShows(page, 'wagmi address')).toHaveText(wallet.address)
  expect(prompts()).toBe(promptsBefore)
})

test("under the doctor's policy: the modal's views and send, then wagmi's send and contract write, zero violations", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const violations = await cspViolations(page)
  const wallet = await connectSendAndOpenViews(page, app, HOLDER)
  await page.keyboard.press('Escape')
  await expect(wagmiShows(page, 'wagmi status')).toHaveText('connected')
  const section = { region: wagmiExample(page), manifest: app.devnet.manifest, address: wallet.address }
  await sendsEth(section, fresh())
  await transfersTokens(section, fresh())
  expect(await violations()).toEqual([])
})
