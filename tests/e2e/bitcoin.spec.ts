import { expect, test, type Page } from '@playwright/test'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { formatUnits, hexToBytes, type Hex } from 'viem'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/bitcoin-accounts.ts'
import { signatureChecks } from '../../devnet/bitcoin/curves.ts'
import { verifyTransaction } from '../../devnet/bitcoin/verify-transaction.ts'
import { RPC_TIMEOUT_MS } from '../../runtime/core/constants.ts'
import { TOASTS } from '../../runtime/core/errors.ts'
import { formatBalance, formatTokenQuantity, truncateAddress } from '../../runtime/core/format.ts'
import { bitcoinTestnet } from '../../runtime/networks/index.ts'
import { expectChainFaultFallbacks } from './support/chain-fault-fallback.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { BITCOIN_APP } from './support/bitcoin-app.ts'
import { forwardRoute } from './support/forward-route.ts'
import { connectWcWallet } from './support/connect-wc-wallet.ts'
import {
  BITCOIN_TEST_WALLET_NAME,
  installBitcoinTestWallet,
  SATS_TEST_WALLET_NAME,
} from './support/bitcoin-test-wallet.ts'

/**
 * Issue 15, Bitcoin: a Bitcoin-only template app on the devnet's regtest ledger (no Bitcoin node installs
 * here: the devnet keeps the unspent outputs and checks signatures itself) with a Bitcoin Wallet Standard test
 * wallet whose real key signs in Node. Connect in the modal, the payment address shown, BIP-322 sign (verified
 * with bip322-js), network switch, send (the signed transaction verified input by input, its outputs read),
 * the spec's texts for bad input, reload, disconnect; the same through a WalletConnect session's bip122
 * namespace (the sign-client test wallet on the devnet's relay). Issue 30: the page reaches the regtest API
 * through a fault proxy (passing, but in the API faults test).
 */
const app = servedAppPerFile({ variant: BITCOIN_APP, faultProxies: ['service:bitcoinApi'] })

interface Utxo {
  txid: string
  vout: number
  value: number
}

const TESTNET_API = bitcoinTestnet.rpcUrls.default.http[0]!

/**
 * Bitcoin testnet's reads go to the preset's public API: answered here by the devnet's (nothing leaves
 * loopback). Returns the URLs asked.
 */
async function answerTestnetApi(page: Page, api: string): Promise<string[]> {
  const reads: string[] = []
  await page.route(`${TESTNET_API}/**`, async (route) => {
    reads.push(route.request().url())
    await forwardRoute(route, route.request().url().replace(TESTNET_API, api))
  })
  return reads
}

/** Account view, its network button, Choose Network: the session's address is then `expected`. */
async function chooseNetwork(page: Page, from: RegExp, to: RegExp, expected: string) {
  const accountButton = page.locator('button[data-status="connected"]')
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: from }).click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to }).click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-view-address')).toHaveText(
    truncateAddress(expected),
  )
  await page.keyboard.press('Escape')
  await expect(accountButton).toContainText(truncateAddress(expected))
}

test('a Bitcoin Wallet Standard wallet connects, signs (BIP-322), switches network, sends, survives a reload and disconnects', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const api = app.devnet.manifest.services.bitcoinApi!
  const utxos = async (address: string) =>
    (await (await fetch(`${api}/address/${address}/utxo`)).json()) as Utxo[]
  const wallet = await installBitcoinTestWallet(page, app.devnet.manifest, 1)
  const address = app.devnet.manifest.bitcoin!.accounts[1]!.address
  const testnetAddress = wallet.accounts.find((one) => one.chains[0] === 'bitcoin:testnet')!.address
  const short = truncateAddress(address)
  expect(short).toBe(`${address.slice(0, 4)}…${address.slice(-4)}`)
  await page.goto(app.url)

  // Connect: the wallet registered through the Bitcoin Wallet Standard; its payment (p2wpkh) address shows.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(BITCOIN_TEST_WALLET_NAME) }).click()
  await expect(dialog).toBeHidden()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(short)
  expect(address).toMatch(/^bcrt1q/)
  // The balance is read from the network's API: the sum of the address's unspent outputs.
  const held = (await utxos(address)).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  expect(held).toBeGreaterThan(0n)
  await expect(accountButton).toContainText(`${formatBalance(held, 8)} BTC`)

  // Network switch: the wallet's account on Bitcoin testnet becomes the session's, and back to regtest.
  // Its balance read goes to the preset's public API: answered here by the devnet's (nothing leaves loopback).
  const balanceReads = await answerTestnetApi(page, api)
  await chooseNetwork(page, /Portkit Devnet Bitcoin/, /Bitcoin Testnet/, testnetAddress)
  expect(testnetAddress).toMatch(/^tb1q/)
  await expect(accountButton).toContainText(`${formatBalance(0n, 8)} BTC`)
  expect(balanceReads).toContain(`${TESTNET_API}/address/${testnetAddress}/utxo`)
  await chooseNetwork(page, /Bitcoin Testnet/, /Portkit Devnet Bitcoin/, address)
  await expect(accountButton).toContainText(`${formatBalance(held, 8)} BTC`)

  // Sign a message: a BIP-322 signature that bip322-js verifies for the address (and not for another text).
  const demo = page.getByRole('region', { name: 'Bitcoin demo' })
  await demo.getByLabel('Message').fill('Portkit on Bitcoin')
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '') as Hex
  const base64 = Buffer.from(hexToBytes(signature)).toString('base64')
  expect(Verifier.verifySignature(address, 'Portkit on Bitcoin', base64)).toBe(true)
  expect(Verifier.verifySignature(address, 'Portkit on Bitcoim', base64)).toBe(false)

  // Bad input is refused with the spec's text before the wallet is asked.
  const receiver = app.devnet.manifest.bitcoin!.accounts[3]!.taprootAddress
  const signs = () => wallet.calls.filter((call) => call === 'signTransaction').length
  for (const [to, amount] of [
    ['not-a-bitcoin-address', '0.5'],
    [testnetAddress, '0.5'],
    [receiver, ''],
    [receiver, 'abc'],
  ] as const) {
    await demo.getByLabel('Receiver').fill(to)
    await demo.getByLabel('Amount (BTC)').fill(amount)
    await demo.getByRole('button', { name: 'Send BTC' }).click()
    await expect(demo.getByRole('alert')).toHaveText(TOASTS.INVALID_AMOUNT_OR_RECEIVER)
  }
  expect(signs()).toBe(0)

  // More than the account holds: no transaction can be built, the send failure text.
  await demo.getByLabel('Receiver').fill(receiver)
  await demo.getByLabel('Amount (BTC)').fill('5000')
  await demo.getByRole('button', { name: 'Send BTC' }).click()
  await expect(demo.getByRole('alert')).toHaveText(TOASTS.SOLANA_SEND_FAILED)
  expect(signs()).toBe(0)

  // Send 0.25 BTC: the adapter builds a PSBT from the account's unspent outputs, the wallet signs it, the
  // devnet accepts the broadcast.
  const spendable = await utxos(address)
  const receiverBefore = await utxos(receiver)
  await demo.getByLabel('Amount (BTC)').fill('0.25')
  await demo.getByRole('button', { name: 'Send BTC' }).click()
  await expect(demo.getByRole('status')).toContainText('Sent: ')
  const txid = (await demo.getByRole('status').textContent())!.replace('Sent: ', '')
  expect(signs()).toBe(1)

  await expectSignedTransfer(api, txid, { spendable, sender: address, receiver, amount: 25_000_000n })
  expect(await utxos(receiver)).toHaveLength(receiverBefore.length + 1)

  // A reload restores the session without a prompt.
  const prompts = wallet.calls.filter((call) => call === 'connect').length
  await page.reload()
  await expect(accountButton).toContainText(short)
  expect(wallet.calls.filter((call) => call === 'connect').length).toBe(prompts + 1)

  // Disconnect: the wallet forgets the site, the button offers to connect again.
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(wallet.grantedOrigins.size).toBe(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

/**
 * The broadcast transaction, checked here: every input spends one of the sender's outputs with a signature by
 * the wallet's key (BIP-143 sighash, ECDSA); the receiver gets exactly `amount`, the change goes back.
 */
async function expectSignedTransfer(
  api: string,
  txid: string,
  expected: { spendable: Utxo[]; sender: string; receiver: string; amount: bigint },
) {
  const { spendable, sender: address, receiver } = expected
  const hex = await (await fetch(`${api}/tx/${txid}/hex`)).text()
  const tx = Transaction.fromRaw(Buffer.from(hex, 'hex'), { allowUnknownOutputs: true })
  expect(tx.id).toBe(txid)
  const senderScript = OutScript.encode(Address(REGTEST_NETWORK).decode(address))
  const prevouts = Array.from({ length: tx.inputsLength }, (_, index) => {
    const input = tx.getInput(index)
    const spent = spendable.find(
      (utxo) => utxo.txid === Buffer.from(input.txid!).toString('hex') && utxo.vout === input.index,
    )
    expect(spent, `input ${index} spends one of the sender's outputs`).toBeDefined()
    return { script: senderScript, amount: BigInt(spent!.value) }
  })
  verifyTransaction(tx, prevouts, await signatureChecks())
  const outputs = Array.from({ length: tx.outputsLength }, (_, vout) => ({
    address: tx.getOutputAddress(vout, REGTEST_NETWORK),
    amount: tx.getOutput(vout).amount,
  }))
  expect(outputs).toContainEqual({ address: receiver, amount: expected.amount })
  const change = outputs.filter((output) => output.address === address)
  const paidIn = prevouts.reduce((sum, prevout) => sum + prevout.amount, 0n)
  const fee = paidIn - outputs.reduce((sum, output) => sum + output.amount!, 0n)
  expect(change.length).toBe(1)
  expect(fee > 0n && fee < 10_000n).toBe(true)
}

test("a sats-connect-style injected provider connects, signs (BIP-322), sends, follows the wallet's network changes, survives a reload and disconnects", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const api = app.devnet.manifest.services.bitcoinApi!
  const wallet = await installBitcoinTestWallet(page, app.devnet.manifest, 2, { style: 'sats-connect' })
  const address = app.devnet.manifest.bitcoin!.accounts[2]!.address
  const accountButton = page.locator('button[data-status="connected"]')
  await page.goto(app.url)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(SATS_TEST_WALLET_NAME) }).click()
  await expect(dialog).toBeHidden()
  await expect(accountButton).toContainText(truncateAddress(address))

  const demo = page.getByRole('region', { name: 'Bitcoin demo' })
  await demo.getByLabel('Message').fill('Portkit through sats-connect')
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '') as Hex
  const base64 = Buffer.from(hexToBytes(signature)).toString('base64')
  expect(Verifier.verifySignature(address, 'Portkit through sats-connect', base64)).toBe(true)

  const receiver = app.devnet.manifest.bitcoin!.accounts[0]!.address
  const spendable = (await (await fetch(`${api}/address/${address}/utxo`)).json()) as Utxo[]
  await demo.getByLabel('Receiver').fill(receiver)
  await demo.getByLabel('Amount (BTC)').fill('0.1')
  await demo.getByRole('button', { name: 'Send BTC' }).click()
  await expect(demo.getByRole('status')).toContainText('Sent: ')
  const txid = (await demo.getByRole('status').textContent())!.replace('Sent: ', '')
  await expectSignedTransfer(api, txid, { spendable, sender: address, receiver, amount: 10_000_000n })

  // The user moves the wallet to Bitcoin testnet in its own UI (networkChange): the modal follows, with the
  // wallet's testnet account (its balance read answered by the devnet's API, nothing leaves loopback).
  const testnetAddress = wallet.accounts.find((one) => one.chains[0] === 'bitcoin:testnet')!.address
  await answerTestnetApi(page, api)
  await wallet.changeNetwork('Testnet')
  await expect(accountButton).toContainText(truncateAddress(testnetAddress))
  await expect(accountButton).toContainText(`${formatBalance(0n, 8)} BTC`)
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: /Bitcoin Testnet/ })).toBeVisible()
  await page.keyboard.press('Escape')

  // A network the app does not list (mainnet) or Portkit does not know (Signet): the modal says so and
  // offers the app's networks.
  const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
  for (const name of ['Mainnet', 'Signet']) {
    await wallet.changeNetwork(name)
    await expect(unsupported.getByRole('status')).toHaveText(
      'This app doesn’t support your current network. Switch to an available option to continue.',
    )
    if (name === 'Mainnet') await page.keyboard.press('Escape')
  }
  // Choosing the devnet's chain there asks the wallet to move (wallet_changeNetwork): back on regtest.
  const moves = wallet.calls.filter((call) => call === 'changeNetwork').length
  await unsupported.getByRole('button', { name: /Portkit Devnet Bitcoin/ }).click()
  await expect(unsupported).toBeHidden()
  await expect(accountButton).toContainText(truncateAddress(address))
  expect(wallet.calls.filter((call) => call === 'changeNetwork').length).toBe(moves + 1)

  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(address))
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(wallet.grantedOrigins.size).toBe(0)
})

test("the modal's Send on Bitcoin: BTC from the account's outputs, the spec's texts, the wallet signs the PSBT, the balance follows; a reload keeps the chosen network", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const api = app.devnet.manifest.services.bitcoinApi!
  const utxos = async (address: string) =>
    (await (await fetch(`${api}/address/${address}/utxo`)).json()) as Utxo[]
  const sum = (list: Utxo[]) => list.reduce((total, utxo) => total + BigInt(utxo.value), 0n)
  const wallet = await installBitcoinTestWallet(page, app.devnet.manifest, 3)
  const address = app.devnet.manifest.bitcoin!.accounts[3]!.address
  const receiver = app.devnet.manifest.bitcoin!.accounts[0]!.taprootAddress
  const testnetAddress = wallet.accounts.find((one) => one.chains[0] === 'bitcoin:testnet')!.address
  const signs = () => wallet.calls.filter((call) => call === 'signTransaction').length
  const spendable = await utxos(address)
  const held = sum(spendable)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(BITCOIN_TEST_WALLET_NAME) })
    .click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(`${formatBalance(held, 8)} BTC`)

  // The Tokens tab and the Send picker hold BTC as the network's API has it (no balance API for Bitcoin).
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const btc = account.getByRole('list', { name: 'Tokens' }).getByTestId('token-BTC')
  await expect(btc.getByTestId('token-quantity')).toHaveText(formatTokenQuantity(formatUnits(held, 8)))
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: 'native:BTC' })
  await expect(send.getByLabel('Receiver address')).toHaveAttribute('placeholder', 'Bitcoin address')

  // Bad input: the spec's text, and the button says why it cannot send; the wallet is not asked.
  const invalid = send.getByText(TOASTS.INVALID_AMOUNT_OR_RECEIVER)
  await send.getByLabel('Amount').fill('abc')
  await send.getByLabel('Receiver address').fill(receiver)
  await expect(invalid).toBeVisible()
  await send.getByLabel('Amount').fill('0.15')
  await expect(invalid).toBeHidden()
  for (const other of [testnetAddress, '0x8888888888888888888888888888888888888888']) {
    await send.getByLabel('Receiver address').fill(other)
    await expect(invalid).toBeVisible()
    await expect(send.getByRole('button', { name: 'Invalid Address' })).toBeDisabled()
  }
  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByLabel('Amount').fill(formatUnits(held + 1n, 8))
  await expect(send.getByRole('button', { name: 'Insufficient Funds' })).toBeDisabled()
  // Covered by the balance but not with the fee (estimated from the outputs at the API's fee rate).
  await send.getByLabel('Amount').fill(formatUnits(held - 100n, 8))
  await expect(send.getByRole('button', { name: 'Insufficient Gas Funds' })).toBeDisabled()
  await expect(send.getByText(TOASTS.ESTIMATE_GAS_FAILED)).toBeHidden()
  expect(signs()).toBe(0)

  // Send 0.15 BTC: the fee rate comes from the API, the wallet signs the PSBT, the devnet accepts it.
  const receiverBefore = await utxos(receiver)
  await send.getByLabel('Amount').fill('0.15')
  const submit = send.getByRole('button', { name: 'Send', exact: true })
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(account).toBeVisible()
  await expect(page.getByText('Transaction sent')).toBeVisible()
  expect(signs()).toBe(1)
  const received = (await utxos(receiver)).filter(
    (utxo) => !receiverBefore.some((old) => old.txid === utxo.txid && old.vout === utxo.vout),
  )
  expect(received.map((utxo) => utxo.value)).toEqual([15_000_000])
  await expectSignedTransfer(api, received[0]!.txid, {
    spendable,
    sender: address,
    receiver,
    amount: 15_000_000n,
  })

  // The balance follows: the change output is the account's, amount and fee are gone.
  const after = sum(await utxos(address))
  expect(after < held - 15_000_000n).toBe(true)
  await expect(accountButton).toContainText(`${formatBalance(after, 8)} BTC`)
  await expect(btc.getByTestId('token-quantity')).toHaveText(formatTokenQuantity(formatUnits(after, 8)))

  // A reload resumes on the network the visitor chose (Bitcoin testnet), not the config's default.
  await page.keyboard.press('Escape')
  await answerTestnetApi(page, api)
  await chooseNetwork(page, /Portkit Devnet Bitcoin/, /Bitcoin Testnet/, testnetAddress)
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(testnetAddress))
  await accountButton.click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /Bitcoin Testnet/ }),
  ).toBeVisible()
})

test('a WalletConnect wallet with a bip122 account: the QR code pairs it, it signs (BIP-322) and the PSBT over the relay, and disconnects', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const api = app.devnet.manifest.services.bitcoinApi!
  const devnetAccount = app.devnet.manifest.bitcoin!.accounts[0]!
  const address = devnetAccount.address
  const wallet = await connectWcWallet(page, app, 0, {
    bitcoin: Uint8Array.from(Buffer.from(devnetAccount.privateKey, 'hex')),
  })
  try {
    const accountButton = page.locator('button[data-status="connected"]')
    await expect(accountButton).toContainText(truncateAddress(address))
    expect(Object.keys(wallet.sessions()[0]!.namespaces)).toContain('bip122')

    const demo = page.getByRole('region', { name: 'Bitcoin demo' })
    await demo.getByLabel('Message').fill('Portkit over WalletConnect')
    await demo.getByRole('button', { name: 'Sign message' }).click()
    await expect(demo.getByRole('status')).toContainText('Signature: 0x')
    const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '') as Hex
    const base64 = Buffer.from(hexToBytes(signature)).toString('base64')
    expect(Verifier.verifySignature(address, 'Portkit over WalletConnect', base64)).toBe(true)

    const receiver = app.devnet.manifest.bitcoin!.accounts[1]!.taprootAddress
    const spendable = (await (await fetch(`${api}/address/${address}/utxo`)).json()) as Utxo[]
    await demo.getByLabel('Receiver').fill(receiver)
    await demo.getByLabel('Amount (BTC)').fill('0.05')
    await demo.getByRole('button', { name: 'Send BTC' }).click()
    await expect(demo.getByRole('status')).toContainText('Sent: ')
    const txid = (await demo.getByRole('status').textContent())!.replace('Sent: ', '')
    expect(wallet.state.requests.map((request) => request.method)).toEqual(
      expect.arrayContaining(['signMessage', 'signPsbt']),
    )
    await expectSignedTransfer(api, txid, { spendable, sender: address, receiver, amount: 5_000_000n })

    await accountButton.click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(() => wallet.sessions().length).toBe(0)
  } finally {
    await wallet.close()
  }
})

test("Bitcoin API faults (503, malformed JSON, hung): spec 8's balance fallback and the send failure text, a hung call's after the 10 s RPC timeout, then the real balance and a send once the API is back", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const proxy = app.proxies['service:bitcoinApi']!
  const api = app.devnet.manifest.services.bitcoinApi!
  const utxos = async (address: string) =>
    (await (await fetch(`${api}/address/${address}/utxo`)).json()) as Utxo[]
  const sum = (list: Utxo[]) => list.reduce((total, utxo) => total + BigInt(utxo.value), 0n)
  await installBitcoinTestWallet(page, app.devnet.manifest, 0)
  const address = app.devnet.manifest.bitcoin!.accounts[0]!.address
  const receiver = app.devnet.manifest.bitcoin!.accounts[2]!.taprootAddress
  const accountButton = page.locator('button[data-status="connected"]')
  const demo = page.getByRole('region', { name: 'Bitcoin demo' })
  const sendBtc = async () => {
    await demo.getByLabel('Receiver').fill(receiver)
    await demo.getByLabel('Amount (BTC)').fill('0.1')
    await demo.getByRole('button', { name: 'Send BTC' }).click()
  }
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(BITCOIN_TEST_WALLET_NAME) })
    .click()
  await expect(accountButton).toContainText(truncateAddress(address))
  try {
    await test.step('Bitcoin API', () =>
      expectChainFaultFallbacks(page, {
        proxy,
        address,
        demo,
        send: sendBtc,
        // The Tokens tab reads the same API: the spec's toast, no endless spinner.
        inAccountView: () =>
          expect(page.getByRole('alert').filter({ hasText: TOASTS.TOKEN_BALANCE_UNAVAILABLE })).toBeVisible({
            timeout: RPC_TIMEOUT_MS + 5_000,
          }),
      }))
    await test.step('the API passes again: the same visit sends, a fresh one shows the real balance', async () => {
      proxy.reset()
      const receiverBefore = sum(await utxos(receiver))
      await sendBtc()
      await expect(demo.getByRole('status')).toContainText('Sent: ')
      await expect.poll(async () => sum(await utxos(receiver))).toBe(receiverBefore + 10_000_000n)
      await page.reload()
      await expect(accountButton).toContainText(`${formatBalance(sum(await utxos(address)), 8)} BTC`)
    })
  } finally {
    proxy.reset()
  }
})
