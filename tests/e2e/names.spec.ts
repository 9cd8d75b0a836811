import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPublicClient, hexToString, http, parseEther, type Hex } from 'viem'
import { truncateAddress } from '../../runtime/core/format.ts'
import { privateKeyToAccount } from 'viem/accounts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { connectWcWallet } from './support/connect-wc-wallet.ts'

/**
 * The names plugin as a visitor meets it (spec sections 2, 4, 5, 7 and 8), switched on in the shared
 * template app with `portkit add names`: account menu -> RegisterAccountName, suggestions and availability
 * from the devnet's profile service, registration signed by the EIP-6963 test wallet, pending -> success,
 * and the account named at once; a name taken meanwhile and a declined signature show the spec texts.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp()
  expect(app.buildOutput).toMatch(/^plugin names +\d+\.\d KiB +\d+\.\d KiB$/m)
})

test.afterAll(async () => {
  await app?.stop()
})

/** Registers `name` for devnet account `index` straight with the service (another visitor, elsewhere). */
async function registerElsewhere(index: number, name: string) {
  const signer = privateKeyToAccount(app.devnet.manifest.accounts[index]!.privateKey as Hex)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const url = new URL(`${app.devnet.manifest.services.dataApi}/v1/profile/account`)
  url.search = new URLSearchParams({ projectId: app.projectId, st: 'portkit', sv: '0.1.0' }).toString()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (0x80000000 | 31337) >>> 0,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  expect(response.status, await response.text()).toBe(200)
  return signer.address
}

async function openRegisterAccountName(page: Page) {
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Register account name' })
    .click()
  return page.getByRole('dialog', { name: 'Choose account name' })
}

test('search suggestions, register, pending -> success, and the account shows its new name', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await registerElsewhere(3, 'sunny.portkit.id')
  await connectTestWallet(page, app, 1)
  expect(scripts.some((url) => url.includes('register-account-name-view'))).toBe(false)
  const dialog = await openRegisterAccountName(page)
  const field = dialog.getByRole('textbox', { name: 'Name' })

  // Spec 5: too short, then a character outside letters, digits and hyphens.
  await field.fill('sun')
  await expect(dialog.getByRole('alert')).toHaveText(
    'Name must be at least 4 characters and use only letters, digits and hyphens',
  )
  await field.fill('sun_ny')
  await expect(dialog.getByRole('alert')).toHaveText(
    'Name must be at least 4 characters and use only letters, digits and hyphens',
  )
  await expect(dialog.getByRole('button', { name: 'Register name' })).toBeDisabled()

  // A taken name says so, and free names close to it are suggested.
  await field.fill('Sunny')
  await expect(dialog.getByRole('status')).toHaveText('sunny.portkit.id: Registered')
  await expect(dialog.getByRole('button', { name: 'Register name' })).toBeDisabled()
  const suggestions = dialog.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('button').first()).toContainText('sunny-dev.portkit.id')
  await suggestions.getByRole('button', { name: /sunny-dev\.portkit\.id/ }).click()
  await expect(field).toHaveValue('sunny-dev')
  await expect(dialog.getByRole('status')).toHaveText('sunny-dev.portkit.id: Available')

  // Register: the wallet signs, the service is held a moment so the pending state is seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/v1/profile/account?*', async (route) => {
    await held
    await route.continue()
  })
  await dialog.getByRole('button', { name: 'Register name' }).click()
  const result = page.getByRole('dialog', { name: 'Account name' })
  await expect(result.getByRole('status')).toHaveText(
    'Registering sunny-dev.portkit.id: sign the message in your wallet.',
  )
  await expect(result.getByRole('progressbar')).toBeVisible()
  release()
  await expect(result.getByRole('status')).toHaveText('sunny-dev.portkit.id is now your account name.')
  await page.unroute('**/v1/profile/account?*')

  // The account is named at once, without a reload.
  await expect(page.locator('button[data-status="connected"]')).toContainText('sunny-dev.portkit.id')
  await result.getByRole('button', { name: 'Back to account' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-view-name')).toHaveText(
    'sunny-dev.portkit.id',
  )

  // RegisterAccountName lists the account's names (reverse lookup): the one registered here, then its ENS name.
  await page.keyboard.press('Escape')
  const again = await openRegisterAccountName(page)
  await expect(again.getByRole('list', { name: 'Your names' }).getByRole('listitem')).toHaveText([
    'sunny-dev.portkit.id',
    'portkit-bob.eth',
  ])
})

test('Send takes a name as receiver: it shows the address the name resolves to, and the ETH arrives there', async ({
  page,
}) => {
  const chain = createPublicClient({ transport: http(app.devnet.manifest.chains[0]!.rpcUrl) })
  const sunny = privateKeyToAccount(app.devnet.manifest.accounts[3]!.privateKey as Hex).address
  const before = await chain.getBalance({ address: sunny })
  await connectTestWallet(page, app, 0)
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: 'native:ETH' })
  await send.getByLabel('Amount').fill('0.25')

  // A name nobody holds resolves to no address: the form refuses it as an address.
  await send.getByLabel('Receiver address').fill('nobody-holds-this.portkit.id')
  await expect(send.getByRole('button', { name: 'Invalid Address' })).toBeDisabled()
  await expect(send.getByTestId('send-receiver')).toHaveCount(0)

  await send.getByLabel('Receiver address').fill('sunny.portkit.id')
  await expect(send.getByTestId('send-receiver')).toHaveText(truncateAddress(sunny))
  await expect(send.getByLabel('Receiver address')).toHaveValue('sunny.portkit.id')
  await expect(send.getByTestId('send-gas')).toBeVisible()
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(() => chain.getBalance({ address: sunny }), { timeout: 30_000 })
    .toBe(before + parseEther('0.25'))
})

test("a name taken meanwhile shows the service's reason; a declined signature 'Error registering name'", async ({
  page,
}) => {
  const wallet = await connectTestWallet(page, app, 2)
  const dialog = await openRegisterAccountName(page)
  const field = dialog.getByRole('textbox', { name: 'Name' })

  await field.fill('racer')
  await expect(dialog.getByRole('status')).toHaveText('racer.portkit.id: Available')
  const winner = await registerElsewhere(0, 'racer.portkit.id')
  await dialog.getByRole('button', { name: 'Register name' }).click()
  // Failure returns to RegisterAccountName with the service's first reason (spec section 8).
  await expect(dialog.getByRole('alert')).toHaveText(
    `The name racer.portkit.id is already registered to ${winner}`,
  )
  await expect(field).toHaveValue('racer')

  await field.fill('racer-two')
  await expect(dialog.getByRole('status')).toHaveText('racer-two.portkit.id: Available')
  wallet.rejectNext = 'personal_sign'
  await dialog.getByRole('button', { name: 'Register name' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Error registering name racer-two.portkit.id')
  await expect(page.locator('button[data-status="connected"]')).not.toContainText('racer')
})

test('a WalletConnect wallet registers a name: the registration is signed over its session', async ({
  page,
}) => {
  // Account 2 has no name yet: the test before lost a race and declined a signature.
  const wallet = await connectWcWallet(page, app, 2)
  try {
    await expect(page.locator('button[data-status="connected"]')).toBeVisible()
    const dialog = await openRegisterAccountName(page)
    await dialog.getByRole('textbox', { name: 'Name' }).fill('paired-visitor')
    await expect(dialog.getByRole('status')).toHaveText('paired-visitor.portkit.id: Available')
    await dialog.getByRole('button', { name: 'Register name' }).click()
    const result = page.getByRole('dialog', { name: 'Account name' })
    await expect(result.getByRole('status')).toHaveText('paired-visitor.portkit.id is now your account name.')
    await expect(page.locator('button[data-status="connected"]')).toContainText('paired-visitor.portkit.id')

    const signed = wallet.state.requests.filter((request) => request.method === 'personal_sign')
    expect(signed).toHaveLength(1)
    expect(signed[0]!.chainId).toBe('eip155:31337')
    expect(hexToString((signed[0]!.params as [Hex])[0])).toContain('"name":"paired-visitor.portkit.id"')
    expect(wallet.state.problems).toEqual([])
  } finally {
    await wallet.close()
  }
})

test('the built app holds the plugin because the e2e template app switched it on', () => {
  const entry = readFileSync(join(app.appDir, 'src/portkit/index.ts'), 'utf8')
  expect(entry).toContain("import namesPlugin from 'portkit/plugins/names'")
  expect(readFileSync(join(app.appDir, 'portkit.config.ts'), 'utf8')).toMatch(/plugins: \['names'\]/)
})
