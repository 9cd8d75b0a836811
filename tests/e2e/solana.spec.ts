import { expect, test, type Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
import { formatUnits, hexToBytes, type Hex } from 'viem'
import { associatedTokenAddress, tokenAccountAmount } from '../../runtime/adapters/solana/spl-token.ts'
import { formatBalance, formatTokenQuantity, truncateAddress } from '../../runtime/core/format.ts'
import { coinbaseDappLink, phantomBrowseLink } from '../../runtime/core/deep-links.ts'
import { TOASTS } from '../../runtime/core/errors.ts'
import { solanaDevnet } from '../../runtime/networks/solana.ts'
import { expectChainFaultFallbacks } from './support/chain-fault-fallback.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { SIWX_FLAG, SOLANA_APP } from './support/solana-app.ts'
import { installSolanaTestWallet, SOLANA_TEST_WALLET_NAME } from './support/solana-test-wallet.ts'
import { chooseNetwork } from './support/choose-network.ts'
import { installTestWallet } from './support/test-wallet.ts'
import { readLoginCode } from './support/email-app.ts'
import { connectWcWallet } from './support/connect-wc-wallet.ts'
import { forwardRoute } from './support/forward-route.ts'
import { solanaTestKeypairs } from '../../devnet/solana/solana-accounts.ts'

/**
 * Issue 15, Solana: the template app with the devnet's Solana chain (litesvm) and a Wallet Standard test
 * wallet whose real Keypair signs in Node. Connect in the modal, address and SOL balance, sign (verified
 * with ed25519), send (balance moved on the chain), the spec's texts for bad input, reload, disconnect.
 * Also sign-in-with-X on Solana (the siwx plugin, the devnet auth service verifying), a WalletConnect
 * session over two Solana networks, and the Phantom and Coinbase Wallet deep links (spec 2). Issue 14:
 * email login on Solana gives the embedded wallet's Solana account (spec 1: auth login on eip155 and solana).
 * Issue 30: the page reaches litesvm's RPC through a fault proxy (passing, but in the RPC faults test).
 */
const app = servedAppPerFile({ variant: SOLANA_APP, faultProxies: ['service:solanaRpc'] })

test('a Wallet Standard wallet connects, shows its SOL balance, signs, sends, survives a reload and disconnects', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await installSolanaTestWallet(page, app.devnet.manifest, 1)
  const chain = new Connection(app.devnet.manifest.services.solanaRpc!, 'confirmed')
  const before = await chain.getBalance(wallet.keypair.publicKey)
  const short = truncateAddress(wallet.address)
  await page.goto(app.url)

  // Connect: the wallet registered through the Wallet Standard is listed beside the EVM ones.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET_NAME) }).click()
  await expect(dialog).toBeHidden()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(short)
  expect(short).toBe(`${wallet.address.slice(0, 4)}…${wallet.address.slice(-4)}`)
  await expect(accountButton).toContainText(`${formatBalance(BigInt(before), 9)} SOL`)
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-address')).toHaveText(short)
  await expect(account.getByRole('button', { name: /Portkit Devnet Solana/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // Sign a message: the ed25519 signature verifies against the account's public key.
  const demo = page.getByRole('region', { name: 'Solana demo' })
  await demo.getByLabel('Message').fill('Portkit on Solana')
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '') as Hex
  expect(
    ed25519.verify(
      hexToBytes(signature),
      new TextEncoder().encode('Portkit on Solana'),
      wallet.keypair.publicKey.toBytes(),
    ),
  ).toBe(true)

  // Bad input is refused with the spec's text before the wallet is asked.
  const receiver = Keypair.generate().publicKey
  const signs = wallet.calls.filter((call) => call === 'signTransaction').length
  for (const [to, amount] of [
    ['not-a-solana-address', '0.5'],
    [receiver.toBase58(), ''],
    [receiver.toBase58(), 'abc'],
  ] as const) {
    await demo.getByLabel('Receiver').fill(to)
    await demo.getByLabel('Amount (SOL)').fill(amount)
    await demo.getByRole('button', { name: 'Send SOL' }).click()
    await expect(demo.getByRole('alert')).toHaveText(TOASTS.INVALID_AMOUNT_OR_RECEIVER)
  }
  expect(wallet.calls.filter((call) => call === 'signTransaction').length).toBe(signs)

  // A transfer the chain refuses (more than the balance): the spec's send failure text.
  await demo.getByLabel('Receiver').fill(receiver.toBase58())
  await demo.getByLabel('Amount (SOL)').fill('5000')
  await demo.getByRole('button', { name: 'Send SOL' }).click()
  await expect(demo.getByRole('alert')).toHaveText(TOASTS.SOLANA_SEND_FAILED)
  expect(await chain.getBalance(receiver)).toBe(0)

  // Send 1.5 SOL: the wallet signs, litesvm moves the lamports.
  await demo.getByLabel('Amount (SOL)').fill('1.5')
  await demo.getByRole('button', { name: 'Send SOL' }).click()
  await expect(demo.getByRole('status')).toContainText('Sent: ')
  await expect.poll(() => chain.getBalance(receiver)).toBe(1.5 * LAMPORTS_PER_SOL)
  const fee = 5000
  expect(await chain.getBalance(wallet.keypair.publicKey)).toBe(before - 1.5 * LAMPORTS_PER_SOL - fee)

  // A reload restores the session without a prompt.
  const prompts = wallet.calls.filter((call) => call === 'connect').length
  await page.reload()
  await expect(accountButton).toContainText(short)
  await expect(accountButton).toContainText(
    `${formatBalance(BigInt(before - 1.5 * LAMPORTS_PER_SOL - fee), 9)} SOL`,
  )
  expect(wallet.calls.filter((call) => call === 'connect').length).toBe(prompts + 1)

  // Disconnect: the wallet forgets the site, the button offers to connect again.
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(wallet.grantedOrigins.size).toBe(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

const SOLANA_DEVNET_RPC = solanaDevnet.rpcUrls.default.http[0]!

/**
 * The public Solana Devnet preset's RPC, answered here by the devnet's litesvm (nothing leaves loopback).
 * Returns the JSON-RPC methods asked.
 */
async function answerSolanaDevnetRpc(page: Page): Promise<string[]> {
  const methods: string[] = []
  await page.route(`${SOLANA_DEVNET_RPC}/**`, async (route) => {
    const request = route.request()
    if (request.method() === 'POST') methods.push((request.postDataJSON() as { method: string }).method)
    await forwardRoute(route, app.devnet.manifest.services.solanaRpc!)
  })
  return methods
}

/** The devnet auth service's active sign-in sessions of a Solana account on the devnet's Solana network. */
async function authSessions(
  address: string,
): Promise<{ data: object; message: string; signature: string }[]> {
  const url = new URL(`${app.devnet.manifest.services.authApi!}/v1/siwx/sessions`)
  url.search = new URLSearchParams({
    projectId: app.projectId,
    st: 'portkit',
    sv: 'e2e',
    accountAddress: `${app.devnet.manifest.solana!.caipNetworkId}:${address}`,
  }).toString()
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: Awaited<ReturnType<typeof authSessions>> }).sessions
}

test("sign in with Solana: the SIWX view asks, 'Signature declined', the devnet auth service verifies the ed25519 signature, a reload keeps the session", async ({
  page,
}) => {
  const wallet = await installSolanaTestWallet(page, app.devnet.manifest, 0)
  const signs = () => wallet.calls.filter((call) => call === 'signMessage').length
  await page.goto(`${app.url}?${SIWX_FLAG}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET_NAME) })
    .click()
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  expect(await authSessions(wallet.address)).toEqual([])

  // The visitor declines in the wallet: the spec's text, the view stays.
  wallet.rejectNext = true
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(signIn.getByRole('alert')).toHaveText('Signature declined')
  expect(await authSessions(wallet.address)).toEqual([])

  // Signed: the Sign In With Solana text, whose ed25519 signature the devnet auth service verified.
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(signIn).toBeHidden()
  expect(signs()).toBe(2)
  const [session, ...more] = await authSessions(wallet.address)
  expect(more).toEqual([])
  expect(session!.data).toMatchObject({
    accountAddress: wallet.address,
    chainId: app.devnet.manifest.solana!.caipNetworkId,
  })
  expect(session!.message.split('\n').slice(0, 2)).toEqual([
    `${new URL(app.url).host} wants you to sign in with your Solana account:`,
    wallet.address,
  ])
  expect(
    ed25519.verify(
      hexToBytes(session!.signature as Hex),
      new TextEncoder().encode(session!.message),
      wallet.keypair.publicKey.toBytes(),
    ),
  ).toBe(true)

  // A reload restores the account and keeps the session: no prompt, no new signature.
  const accountButton = page.locator('button[data-status="connected"]')
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(wallet.address))
  await page.waitForTimeout(1_500)
  await expect(signIn).toBeHidden()
  expect(signs()).toBe(2)
  expect(await authSessions(wallet.address)).toHaveLength(1)

  // Disconnecting signs the account out at the service (signOutOnDisconnect, the default).
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect.poll(() => authSessions(wallet.address)).toEqual([])
})

test("the modal on Solana: SOL and SPL balances from the data API, Send moves SPL on litesvm, the spec's texts", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await installSolanaTestWallet(page, app.devnet.manifest, 3)
  const solana = app.devnet.manifest.solana!
  const token = solana.tokens![0]!
  const mint = new PublicKey(token.address)
  const chain = new Connection(app.devnet.manifest.services.solanaRpc!, 'confirmed')
  const splOf = async (owner: PublicKey) => {
    const account = await chain.getAccountInfo(associatedTokenAddress(owner, mint))
    return account ? tokenAccountAmount(account.data) : 0n
  }
  const held = await splOf(wallet.keypair.publicKey)
  const balanceAsks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(`/v1/account/${wallet.address}/balance`)) balanceAsks.push(request.url())
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET_NAME) })
    .click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(truncateAddress(wallet.address))
  await accountButton.click()

  // The Solana network's image, served by the devnet catalogue by its image id.
  const account = page.getByRole('dialog', { name: 'Account' })
  const networkImage = account.getByRole('button', { name: /Portkit Devnet Solana/ }).locator('img')
  await expect(networkImage).toHaveAttribute('src', /\/public\/getAssetImage\/devnet-solana\?/)
  await expect
    .poll(() => networkImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)

  // Tokens tab: SOL and the SPL fixture, as litesvm holds them, through the devnet data API.
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByTestId('token-SOL')).toBeVisible()
  await expect(tokens.getByTestId(`token-${token.symbol}`).getByTestId('token-quantity')).toHaveText(
    formatTokenQuantity(formatUnits(held, token.decimals)),
  )
  expect(balanceAsks.length).toBeGreaterThan(0)

  // The Send view: bad input shows the spec's text and keeps Send disabled.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: `${solana.caipNetworkId}:${token.address}` })
  const submit = send.getByRole('button', { name: 'Send', exact: true })
  const invalid = send.getByText(TOASTS.INVALID_AMOUNT_OR_RECEIVER)
  const receiver = Keypair.generate().publicKey
  await send.getByLabel('Amount').fill('abc')
  await send.getByLabel('Receiver address').fill(receiver.toBase58())
  await expect(invalid).toBeVisible()
  await send.getByLabel('Amount').fill('2.5')
  await expect(invalid).toBeHidden()
  await send.getByLabel('Receiver address').fill('0x8888888888888888888888888888888888888888')
  await expect(invalid).toBeVisible()
  await expect(send.getByRole('button', { name: 'Invalid Address' })).toBeDisabled()
  await send.getByLabel('Receiver address').fill(receiver.toBase58())
  await expect(invalid).toBeHidden()

  // The wallet declines: the Solana failure text, and nothing moved.
  wallet.rejectNext = true
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: TOASTS.SOLANA_SEND_FAILED })).toBeVisible()
  expect(await splOf(receiver)).toBe(0n)

  // Sent: the receiver gets a token account holding 2.5, the sender holds 2.5 less.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(send.getByLabel('Amount')).toHaveValue('2.5')
  await submit.click()
  await expect(account).toBeVisible()
  await expect.poll(() => splOf(receiver), { timeout: 30_000 }).toBe(2_500_000n)
  expect(await splOf(wallet.keypair.publicKey)).toBe(held - 2_500_000n)
  await expect(page.getByText('Transaction sent')).toBeVisible()
  await expect(tokens.getByTestId(`token-${token.symbol}`).getByTestId('token-quantity')).toHaveText(
    formatTokenQuantity(formatUnits(held - 2_500_000n, token.decimals)),
  )
})

test("EVM and Solana connected at once: the modal switches the active namespace, the Account view's Disconnect keeps EVM", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const evm = await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[2]!.privateKey as Hex,
  })
  const solana = await installSolanaTestWallet(page, app.devnet.manifest, 2)
  const accountButton = page.locator('button[data-status="connected"]')
  const evmShort = truncateAddress(evm.address)
  const solanaShort = truncateAddress(solana.address)
  await page.goto(app.url)

  // EVM first, through its EIP-6963 wallet.
  await connectEvmTestWallet(page)
  await expect(accountButton).toContainText(evmShort)

  // The visitor picks the Solana network in the modal: Solana is not connected yet, so they connect it.
  await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET_NAME) }).click()
  await expect(accountButton).toContainText(solanaShort)
  await expect(page.getByRole('dialog')).toBeHidden()

  // Both stay connected: switching the active network back shows the EVM account again, and back.
  await chooseNetwork(page, /Portkit Devnet Solana/, /Portkit Devnet Alpha/)
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-view-address')).toHaveText(
    evmShort,
  )
  await page.keyboard.press('Escape')
  await expect(accountButton).toContainText(evmShort)
  await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-view-address')).toHaveText(
    solanaShort,
  )
  await page.keyboard.press('Escape')

  // Disconnect in the Account view (Solana active) disconnects Solana only: EVM becomes current and stays.
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(accountButton).toContainText(evmShort)
  expect(solana.grantedOrigins.size).toBe(0)
  await page.reload()
  await expect(accountButton).toContainText(evmShort)
})

test('an EVM-only wallet connected, the visitor picks a Solana network: Account shows the network and Connect Wallet, never an empty dialog; the EVM account stays', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const evm = await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[1]!.privateKey as Hex,
  })
  const accountButton = page.locator('button[data-status="connected"]')
  const evmShort = truncateAddress(evm.address)
  await page.goto(app.url)
  await connectEvmTestWallet(page)
  await expect(accountButton).toContainText(evmShort)

  // Solana in Choose Network: the Account dialog names it and offers to connect a Solana wallet.
  const prompts = evm.requests.filter((request) => request.method === 'eth_requestAccounts').length
  await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: /Portkit Devnet Solana/ })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(account.getByTestId('account-view-address')).toHaveCount(0)

  // Back on the EVM network from there: the EVM account again, still connected, asked nothing.
  await chooseNetwork(page, /Portkit Devnet Solana/, /Portkit Devnet Alpha/, { open: false })
  await expect(account.getByTestId('account-view-address')).toHaveText(evmShort)
  expect(evm.requests.filter((request) => request.method === 'eth_requestAccounts').length).toBe(prompts)

  // On Solana again, Connect Wallet leads to Connect, where a Solana wallet would be picked.
  await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/, { open: false })
  await account.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(evm.grantedOrigins.size).toBe(1)
})

test('one WalletConnect session carries eip155 and solana: the modal switches, Solana signs and signs-and-sends over the session, a second approved Solana network is switched to, Disconnect ends both', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const [keypair, , , second] = solanaTestKeypairs(4) as [Keypair, Keypair, Keypair, Keypair]
  const solanaAddress = keypair.publicKey.toBase58()
  expect(app.devnet.manifest.solana!.accounts[0]!.address).toBe(solanaAddress)
  const chain = new Connection(app.devnet.manifest.services.solanaRpc!, 'confirmed')
  const before = await chain.getBalance(keypair.publicKey)
  const devnetSolanaId = app.devnet.manifest.solana!.caipNetworkId
  // The public Solana Devnet's RPC is never asked until the visitor switches to it (then litesvm answers).
  const publicRpcReads = await answerSolanaDevnetRpc(page)
  // One pairing: the wallet scans the QR code and approves both namespaces, and on Solana both networks
  // the app asks for; its account on the public Solana Devnet is another key.
  const wallet = await connectWcWallet(page, app, 1, {
    solana: keypair,
    solanaChains: [devnetSolanaId, solanaDevnet.caipNetworkId],
    solanaKeysByChain: { [solanaDevnet.caipNetworkId]: second },
  })
  try {
    const proposal = wallet.state.proposals.at(-1)!.optionalNamespaces
    expect(proposal.solana).toEqual({
      chains: [devnetSolanaId, solanaDevnet.caipNetworkId],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
    })
    expect(wallet.sessions()).toHaveLength(1)
    expect(Object.keys(wallet.sessions()[0]!.namespaces).sort()).toEqual(['eip155', 'solana'])

    // The visitor was on EVM: it stays active. Switching to the Solana network shows the Solana account
    // of the same session, with its SOL balance, without pairing again.
    const accountButton = page.locator('button[data-status="connected"]')
    // The page's own account line: the button shows the account's name instead once it resolves.
    await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
    await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(solanaAddress))
    await page.keyboard.press('Escape')
    await expect(accountButton).toContainText(truncateAddress(solanaAddress))
    await expect(accountButton).toContainText(`${formatBalance(BigInt(before), 9)} SOL`)

    // Sign on Solana: the request crosses the relay, the wallet's ed25519 signature verifies.
    const demo = page.getByRole('region', { name: 'Solana demo' })
    await demo.getByLabel('Message').fill('Portkit over WalletConnect')
    await demo.getByRole('button', { name: 'Sign message' }).click()
    await expect(demo.getByRole('status')).toContainText('Signature: 0x')
    const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '') as Hex
    expect(
      ed25519.verify(
        hexToBytes(signature),
        new TextEncoder().encode('Portkit over WalletConnect'),
        keypair.publicKey.toBytes(),
      ),
    ).toBe(true)
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: app.devnet.manifest.solana!.caipNetworkId,
    })

    // Send 0.5 SOL: the session grants solana_signAndSendTransaction, so the wallet signs and sends it;
    // litesvm moves the lamports and the page shows the signature of the transaction it was asked for.
    const receiver = Keypair.generate().publicKey
    await demo.getByLabel('Receiver').fill(receiver.toBase58())
    await demo.getByLabel('Amount (SOL)').fill('0.5')
    await demo.getByRole('button', { name: 'Send SOL' }).click()
    await expect(demo.getByRole('status')).toContainText('Sent: ')
    const sent = wallet.state.requests.at(-1)!
    expect(sent).toMatchObject({
      method: 'solana_signAndSendTransaction',
      chainId: app.devnet.manifest.solana!.caipNetworkId,
    })
    const shown = (await demo.getByRole('status').textContent())!.replace('Sent: ', '')
    const asked = Transaction.from(base64.decode((sent.params as { transaction: string }).transaction))
    expect(ed25519.verify(base58.decode(shown), asked.serializeMessage(), keypair.publicKey.toBytes())).toBe(
      true,
    )
    await expect.poll(() => chain.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(await chain.getBalance(keypair.publicKey)).toBe(before - 0.5 * LAMPORTS_PER_SOL - 5000)

    // A reload restores both namespaces from the one stored session, without pairing again.
    const proposals = wallet.state.proposals.length
    await page.reload()
    await expect(accountButton).toContainText(truncateAddress(solanaAddress))
    await chooseNetwork(page, /Portkit Devnet Solana/, /Portkit Devnet Alpha/)
    await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(wallet.address))
    await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/, { open: false })
    await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(solanaAddress))
    await page.keyboard.press('Escape')
    expect(wallet.state.proposals).toHaveLength(proposals)

    // The session approved a second Solana network: the Networks view switches to it without pairing
    // again, the account shown is the wallet's there, and requests name that chain. Its reads go to the
    // preset's public RPC: answered here by litesvm (nothing leaves loopback).
    expect(publicRpcReads).toEqual([])
    await chooseNetwork(page, /Portkit Devnet Solana/, /^Solana Devnet/)
    await expect(account.getByTestId('account-view-address')).toHaveText(
      truncateAddress(second.publicKey.toBase58()),
    )
    await expect(account.getByRole('button', { name: /Solana Devnet/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(accountButton).toContainText(truncateAddress(second.publicKey.toBase58()))
    const secondHeld = await chain.getBalance(second.publicKey)
    await expect(accountButton).toContainText(`${formatBalance(BigInt(secondHeld), 9)} SOL`)
    expect(publicRpcReads).toContain('getBalance')
    await demo.getByLabel('Message').fill('Portkit on the second network')
    await demo.getByRole('button', { name: 'Sign message' }).click()
    await expect(demo.getByRole('status')).toContainText('Signature: 0x')
    const onSecond = (await demo.getByRole('status').textContent())!.replace('Signature: ', '') as Hex
    expect(
      ed25519.verify(
        hexToBytes(onSecond),
        new TextEncoder().encode('Portkit on the second network'),
        second.publicKey.toBytes(),
      ),
    ).toBe(true)
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: solanaDevnet.caipNetworkId,
    })
    expect(wallet.state.proposals).toHaveLength(proposals)
    expect(wallet.sessions()).toHaveLength(1)

    // Disconnect in the Account view (Solana active) ends the session: EVM goes too (spec 4).
    await accountButton.click()
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(() => wallet.sessions().length).toBe(0)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(wallet.state.problems).toEqual([])
  } finally {
    await wallet.close()
  }
})

test('on Solana, Phantom and Coinbase Wallet without their extensions send the visitor to their app deep links', async ({
  page,
}) => {
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[3]!.privateKey as Hex,
  })
  // The wallet apps' pages are off this machine: each redirect is caught here and answered locally.
  const left: string[] = []
  for (const [pattern, title] of [
    ['https://phantom.app/**', 'Phantom'],
    ['https://go.cb-w.com/**', 'Coinbase Wallet'],
  ] as const) {
    await page.route(pattern, async (route) => {
      left.push(route.request().url())
      await route.fulfill({ contentType: 'text/html', body: `<title>${title}</title>` })
    })
  }
  await page.goto(app.url)
  await connectEvmTestWallet(page)
  // The visitor picks the Solana network in the Account view: EVM stays connected, Solana is not.
  const toSolana = async () => {
    await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
    await page.keyboard.press('Escape')
  }
  await toSolana()

  // Solana is active and not connected: the wallet is picked from All Wallets with no extension of it
  // in the page (no window.phantom, no window.coinbaseSolana).
  const pageUrl = page.url()
  const pickFromAllWallets = async (name: string) => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'All Wallets' })
      .click()
    const allWallets = page.getByRole('dialog', { name: 'All Wallets' })
    await allWallets.getByRole('searchbox', { name: 'Search wallets' }).fill(name)
    await allWallets.getByRole('list', { name: 'All wallets' }).getByRole('button', { name }).click()
  }
  await pickFromAllWallets('Phantom')
  await expect(page).toHaveTitle('Phantom')
  expect(left).toEqual([phantomBrowseLink(pageUrl)])

  // Back on the page (it restores the connected EVM account), on Solana again: Coinbase Wallet opens its
  // dapp browser link.
  await page.goto(pageUrl)
  await toSolana()
  await pickFromAllWallets('Coinbase Wallet')
  await expect(page).toHaveTitle('Coinbase Wallet')
  expect(left).toEqual([phantomBrowseLink(pageUrl), coinbaseDappLink(pageUrl)])
})

test('email login on Solana: the embedded wallet has a Solana account that shows its SOL, signs (ed25519) and sends on litesvm after ApproveTransaction', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const chain = new Connection(app.devnet.manifest.services.solanaRpc!, 'confirmed')
  const email = `solana-${Date.now()}@example.com`
  await page.goto(app.url)

  // The visitor picks the Solana network before connecting, then logs in by email.
  await connectOnSolana(page)
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  const code = await readLoginCode(app.devnet.manifest.services.mailCatcher!, email)
  await confirm.getByRole('textbox', { name: 'Code' }).fill(code)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A Solana address (base58, 32 bytes), middle-truncated; fund it and reload: the session is restored.
  const accountButton = page.locator('button[data-status="connected"]')
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const address = (await account.getByTestId('account-view-address').getAttribute('title'))!
  expect(base58.decode(address)).toHaveLength(32)
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(address))
  await expect(account.getByRole('button', { name: /Portkit Devnet Solana/ })).toBeVisible()
  await page.keyboard.press('Escape')
  const owner = new PublicKey(address)
  await chain.requestAirdrop(owner, 2 * LAMPORTS_PER_SOL)
  await expect.poll(() => chain.getBalance(owner)).toBe(2 * LAMPORTS_PER_SOL)
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(address))
  await expect(accountButton).toContainText(`${formatBalance(BigInt(2 * LAMPORTS_PER_SOL), 9)} SOL`)

  // Sign: ApproveTransaction shows the text; the ed25519 signature verifies against the address.
  const demo = page.getByRole('region', { name: 'Solana demo' })
  await demo.getByLabel('Message').fill('Embedded on Solana')
  await demo.getByRole('button', { name: 'Sign message' }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
  await expect(approve.getByText('Embedded on Solana')).toBeVisible()
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '') as Hex
  const message = new TextEncoder().encode('Embedded on Solana')
  expect(ed25519.verify(hexToBytes(signature), message, owner.toBytes())).toBe(true)

  // Send 0.5 SOL: ApproveTransaction shows receiver and amount; the frame signs and sends on litesvm.
  const receiver = Keypair.generate().publicKey
  await demo.getByLabel('Receiver').fill(receiver.toBase58())
  await demo.getByLabel('Amount (SOL)').fill('0.5')
  await demo.getByRole('button', { name: 'Send SOL' }).click()
  // Rejected in ApproveTransaction: the visitor's refusal, nothing sent.
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(demo.getByRole('alert')).toHaveText(/reject/i)
  expect(await chain.getBalance(owner)).toBe(2 * LAMPORTS_PER_SOL)
  await demo.getByRole('button', { name: 'Send SOL' }).click()
  await expect(approve.getByText(receiver.toBase58())).toBeVisible()
  await expect(approve.getByText('0.5 SOL', { exact: true })).toBeVisible()
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(demo.getByRole('status')).toContainText('Sent: ')
  await expect.poll(() => chain.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL)
  expect(await chain.getBalance(owner)).toBe(1.5 * LAMPORTS_PER_SOL - 5000)

  // Account settings: no account type to switch on Solana (smart accounts are EVM contracts).
  await accountButton.click()
  await account.getByRole('button', { name: 'Account settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Account Settings' })
  await expect(settings.getByTestId('account-settings-email')).toHaveText(email)
  await expect(settings.getByRole('button', { name: /smart account/ })).toHaveCount(0)
  await expect(settings.getByTestId('account-settings-type')).toHaveCount(0)
  await expect(settings.getByText(TOASTS.SMART_ACCOUNTS_UNSUPPORTED)).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()

  // Sign out from the Account view: the button offers to connect again.
  await accountButton.click()
  await account.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
})

/** Before connecting, the visitor picks the Solana network on the page, then opens Connect Wallet. */
/** Connect, the EVM test wallet's row (EIP-6963). */
async function connectEvmTestWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
}

async function connectOnSolana(page: Page) {
  await page
    .getByRole('region', { name: 'Pick a network' })
    .getByRole('button', { name: /Portkit Devnet Alpha/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /Portkit Devnet Solana/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
}

test("Solana RPC faults (503, malformed JSON, hung): spec 8's balance fallback and the send failure text, a hung call's after the 10 s RPC timeout, then the real balance and a send once the RPC is back", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const rpc = app.proxies['service:solanaRpc']!
  const chain = new Connection(app.devnet.manifest.services.solanaRpc!, 'confirmed')
  const wallet = await installSolanaTestWallet(page, app.devnet.manifest, 0)
  // The data API's balances fail throughout, so the balance is read over the Solana RPC (its fallback).
  await page.route(`${app.devnet.manifest.services.dataApi}/v1/account/**`, (route) => route.abort())
  const accountButton = page.locator('button[data-status="connected"]')
  const demo = page.getByRole('region', { name: 'Solana demo' })
  const receiver = Keypair.generate().publicKey
  const sendSol = async () => {
    await demo.getByLabel('Receiver').fill(receiver.toBase58())
    await demo.getByLabel('Amount (SOL)').fill('0.1')
    await demo.getByRole('button', { name: 'Send SOL' }).click()
  }
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET_NAME) })
    .click()
  await expect(accountButton).toContainText(truncateAddress(wallet.address))
  try {
    await test.step('Solana RPC', () =>
      expectChainFaultFallbacks(page, { proxy: rpc, address: wallet.address, demo, send: sendSol }))
    await test.step('the RPC passes again: the same visit sends, a fresh one shows the real balance', async () => {
      rpc.reset()
      await sendSol()
      await expect(demo.getByRole('status')).toContainText('Sent: ')
      await expect.poll(() => chain.getBalance(receiver)).toBe(0.1 * LAMPORTS_PER_SOL)
      await page.reload()
      const held = await chain.getBalance(wallet.keypair.publicKey)
      await expect(accountButton).toContainText(`${formatBalance(BigInt(held), 9)} SOL`)
    })
  } finally {
    rpc.reset()
  }
})
