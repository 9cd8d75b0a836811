import { expect, test, type Page } from '@playwright/test'
import { decodeFunctionData, formatUnits, multicall3Abi, slice, toFunctionSelector, type Hex } from 'viem'
import { ENS_FIXTURE_NAMES } from '../../devnet/contracts/deploy-ens.ts'
import { DEVNET_CONTRACTS } from '../../runtime/networks/devnet.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import {
  PRODUCTION_APP,
  PRODUCTION_EXPLORER,
  PRODUCTION_TOKEN_SYMBOL,
  productionRpcUrl,
} from './support/production-app.ts'
import { installTestWallet } from './support/test-wallet.ts'
import { forwardRoute } from './support/forward-route.ts'

/**
 * Issue 26 acceptance, the account part: a production build (`portkit build`, no `--devnet`) of an app with
 * no `services`, whose networks reach the devnet chains only through `customRpcUrls`. After the visitor
 * connects, the Account view names the account by its ENS primary name with its avatar (an image URL
 * record, and an NFT record), shows the ETH and token balances read in one Multicall3 call per chain, and
 * links the account on the network's explorer. Everything comes from the devnet chains over their RPC.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp

test.beforeAll(async () => {
  test.setTimeout(600_000)
  app = await startServedApp({ variant: PRODUCTION_APP })
})

test.afterAll(async () => {
  await app?.stop()
})

const MULTICALL3 = DEVNET_CONTRACTS.multicall3.address.toLowerCase()
const BALANCE_OF = toFunctionSelector('function balanceOf(address)')
const GET_ETH_BALANCE = toFunctionSelector('function getEthBalance(address)')

/** The calls an aggregate3 call to Multicall3 makes: each target and function selector. */
function innerCalls(data: Hex): { target: string; selector: Hex }[] {
  const decoded = decodeFunctionData({ abi: multicall3Abi, data })
  if (decoded.functionName !== 'aggregate3') return []
  return decoded.args[0].map((call) => ({
    target: call.target.toLowerCase(),
    selector: slice(call.callData, 0, 4),
  }))
}

/** A Multicall3 call that reads the native balance: the Tokens tab's read, not the header's token balance. */
const readsNativeBalance = (data: Hex) =>
  innerCalls(data).some((call) => call.target === MULTICALL3 && call.selector === GET_ETH_BALANCE)

interface EthCall {
  chainId: number
  to: string
  data: Hex
}

/**
 * Routes the app's public RPC URLs (productionRpcUrl) to the devnet chains, as the host's RPC provider
 * would answer them, and records every eth_call the page sends there with its chain and contract.
 */
async function routeRpc(page: Page): Promise<EthCall[]> {
  const calls: EthCall[] = []
  for (const chain of app.devnet.manifest.chains) {
    await page.route(`${productionRpcUrl(chain.chainId)}**`, async (route) => {
      const body = route.request().postDataJSON() as unknown
      for (const message of [body].flat() as {
        method?: string
        params?: [{ to?: string; data?: Hex; input?: Hex }]
      }[])
        if (message?.method === 'eth_call')
          calls.push({
            chainId: chain.chainId,
            to: message.params?.[0]?.to?.toLowerCase() ?? '',
            data: message.params?.[0]?.data ?? message.params?.[0]?.input ?? '0x',
          })
      await forwardRoute(route, chain.rpcUrl)
    })
  }
  return calls
}

/** Connects the injected test wallet holding funded account `index` and opens the Account view. */
async function openAccount(page: Page, index: number) {
  const account = app.devnet.manifest.accounts[index]!
  await installTestWallet(page, { manifest: app.devnet.manifest, privateKey: account.privateKey as Hex })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toBeVisible()
  return { address: account.address, accountButton }
}

/** The avatar <img> of the Account view once its image has loaded (decorative beside the name: alt=""). */
async function expectAvatarLoaded(page: Page, src: string) {
  const avatar = page.getByRole('dialog', { name: 'Account' }).locator('img.avatar')
  await expect(avatar).toHaveAttribute('src', src)
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

/** The ENS fixture name of funded account `index` (devnet/contracts/deploy-ens.ts). */
function ensName(name: string) {
  const entry = app.devnet.manifest.ens?.names.find((one) => one.name === name)
  if (!entry) throw new Error(`the devnet has no ENS name ${name}`)
  return entry
}

test('the ENS name and image avatar, ETH and token balances in one Multicall3 call per chain, the explorer link', async ({
  page,
}) => {
  const calls = await routeRpc(page)
  const alice = ensName(ENS_FIXTURE_NAMES.alice)
  const { address, accountButton } = await openAccount(page, 0)
  expect(address.toLowerCase()).toBe(alice.address.toLowerCase())
  await expect(accountButton).toContainText(alice.name)
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-name')).toHaveText(alice.name)
  await expectAvatarLoaded(page, alice.avatarUrl)

  await expect(account.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  const tokens = account.getByRole('list', { name: 'Tokens' })
  const chain = app.devnet.manifest.chains[0]!
  const token = app.devnet.manifest.tokens![chain.caipNetworkId]!.find(
    (t) => t.symbol === PRODUCTION_TOKEN_SYMBOL,
  )!
  const [eth, held] = await Promise.all([
    rpc<Hex>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']),
    rpc<Hex>(chain.rpcUrl, 'eth_call', [{ to: token.address, data: balanceOfData(address) }, 'latest']),
  ])
  await expect(tokens.getByTestId('token-ETH').getByTestId('token-quantity')).toHaveText(
    floored(BigInt(eth), 18),
  )
  await expect(tokens.getByTestId(`token-${token.symbol}`).getByTestId('token-quantity')).toHaveText(
    floored(BigInt(held), token.decimals),
  )
  // The Tokens tab's read (the native balance, through Multicall3's getEthBalance, and the tokens') is one
  // aggregate3 call to Multicall3 per chain it read; no eth_call went to a token contract itself.
  const tabReads = calls.filter((call) => call.to === MULTICALL3 && readsNativeBalance(call.data))
  const chainsRead = new Set(tabReads.map((call) => call.chainId))
  expect([...chainsRead]).toContain(chain.chainId)
  for (const chainId of chainsRead)
    expect(tabReads.filter((call) => call.chainId === chainId)).toHaveLength(1)
  const alphaRead = tabReads.find((call) => call.chainId === chain.chainId)
  expect(innerCalls(alphaRead!.data)).toContainEqual({
    target: token.address.toLowerCase(),
    selector: BALANCE_OF,
  })
  const tokenAddresses = new Set(
    Object.values(app.devnet.manifest.tokens!).flatMap((list) => list.map((t) => t.address.toLowerCase())),
  )
  expect(calls.filter((call) => tokenAddresses.has(call.to))).toEqual([])

  await expect(account.getByRole('link', { name: `View on ${PRODUCTION_EXPLORER.name}` })).toHaveAttribute(
    'href',
    `${PRODUCTION_EXPLORER.url}/address/${address}`,
  )
})

test('an NFT avatar record: the image its token metadata names', async ({ page }) => {
  const bob = ensName(ENS_FIXTURE_NAMES.bob)
  await routeRpc(page)
  const { accountButton } = await openAccount(page, 1)
  await expect(accountButton).toContainText(bob.name)
  await accountButton.click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-view-name')).toHaveText(
    bob.name,
  )
  await expectAvatarLoaded(page, bob.avatarUrl)
})

/** One JSON-RPC call to a devnet chain, to read what the page should show. */
async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** ERC-20 balanceOf(owner) calldata. */
function balanceOfData(owner: string): Hex {
  return `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
}

/** Floors to 3 decimals as the Tokens tab shows quantities. */
function floored(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
