import { expect, test, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { connectWcWallet } from './support/connect-wc-wallet.ts'
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
import type { WcWallet } from './support/wc-wallet.ts'

/**
 * Issue 11, host developer API, with the WalletConnect test wallet (@walletconnect/sign-client in this
 * process, keys on the devnet, pairing through the devnet's relay): the template's own page (HostActions,
 * on portkit/react's hooks, in the run's shared build) runs the same scenario as with the EIP-6963 wallet
 * in host-actions.spec.ts. The batch twice: a wallet that does not approve EIP-5792 gets the calls one by
 * one, and one that does (no atomic batches: it sends them one after the other itself) gets one
 * wallet_sendCalls and reports the status.
 */
const HOLDER = 3
const app = servedAppPerFile()
let wallet: WcWallet | undefined

test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const hostActions = (page: Page) => page.getByRole('region', { name: "Your app's own actions" })

test('sign (message, typed data), estimate, send, write a contract, a revert, and a batch one call at a time', async ({
  page,
}) => {
  test.setTimeout(180_000)
  wallet = await connectWcWallet(page, app, HOLDER)
  const section = { region: hostActions(page), manifest: app.devnet.manifest, address: wallet.address }
  const receiver = fresh()

  await signsMessage(section, 'Hello from the WalletConnect host-actions test')
  await signsTypedData(section)
  await estimatesGas(section, receiver, 'error estimating gas')
  await sendsEth(section, receiver)
  await transfersTokens(section, receiver)
  await showsRevertReason(section)
  // Every signature and transaction went to the wallet through the relay, on the session's chain.
  const asked = wallet.state.requests.map(({ method, chainId }) => `${method} ${chainId}`)
  expect(asked).toEqual([
    'personal_sign eip155:31337',
    'eth_signTypedData_v4 eip155:31337',
    'eth_sendTransaction eip155:31337',
    'eth_sendTransaction eip155:31337',
    'eth_sendTransaction eip155:31337',
  ])

  // The wallet approved no EIP-5792 method: wallet_sendCalls is refused before the relay (4200) and
  // Portkit sends the two calls one by one.
  await sendsBatch(section, fresh(), 'not supported: the calls go one by one')
  expect(wallet.state.requests.slice(asked.length).map(({ method }) => method)).toEqual([
    'eth_sendTransaction',
    'eth_sendTransaction',
  ])
  expect(wallet.state.problems).toEqual([])
})

test('a transfer the wallet sped up before it is mined: the receipt names the replacement, repriced', async ({
  page,
}) => {
  test.setTimeout(120_000)
  wallet = await connectWcWallet(page, app, HOLDER)
  const section = { region: hostActions(page), manifest: app.devnet.manifest, address: wallet.address }
  await classifiesReplacement(section, fresh(), app.devnet.manifest.accounts[HOLDER]!.privateKey as Hex)
  expect(wallet.state.problems).toEqual([])
})

test('a wallet with EIP-5792: one wallet_sendCalls, and the status the wallet reports', async ({ page }) => {
  test.setTimeout(120_000)
  wallet = await connectWcWallet(page, app, HOLDER, { eip5792: true })
  const section = { region: hostActions(page), manifest: app.devnet.manifest, address: wallet.address }

  await sendsBatch(section, fresh(), 'EIP-5792')
  const methods = wallet.state.requests.map(({ method }) => method)
  expect(methods).toContain('wallet_getCapabilities')
  expect(methods.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
  expect(methods).toContain('wallet_getCallsStatus')
  expect(methods).not.toContain('eth_sendTransaction')
  expect(wallet.state.problems).toEqual([])
})
