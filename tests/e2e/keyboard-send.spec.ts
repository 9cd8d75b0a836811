import { expect, test, type Locator, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * Issue 16's keyboard-only scenario: a visitor who never touches the mouse connects a wallet and sends,
 * reaching each control by Tab (and arrows in the wallet list) and acting with Enter or typing.
 */
const app = servedAppPerFile()

/** Whether `target` has the focus, inside the modal's shadow root too. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element,
  )
}

/** Presses Tab until `target` has the focus, as a keyboard visitor would; fails when it is never reached. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  expect(await isFocused(target), `${target} is never reached by Tab`).toBe(true)
}

test('keyboard only: connect a wallet, open Send from the account view, fill it and send', async ({
  page,
}) => {
  const { manifest } = app.devnet
  await installTestWallet(page, { manifest, privateKey: manifest.accounts[0]!.privateKey as Hex })
  await page.goto(app.url)

  await tabTo(page, page.getByRole('button', { name: 'Connect Wallet' }))
  await page.keyboard.press('Enter')
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(
    connect.getByRole('list', { name: 'Installed wallets' }).getByRole('button').first(),
  ).toBeFocused()
  await page.keyboard.type('por')
  await expect(connect.getByRole('button', { name: /Portkit Test Wallet/ })).toBeFocused()
  await page.keyboard.press('Enter')
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toBeVisible()
  await expect(connect).toHaveCount(0)

  await tabTo(page, accountButton)
  await page.keyboard.press('Enter')
  const account = page.getByRole('dialog', { name: 'Account' })
  await tabTo(page, account.getByRole('button', { name: 'Send', exact: true }))
  await page.keyboard.press('Enter')

  const send = page.getByRole('dialog', { name: 'Send' })
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const token = send.getByLabel('Token')
  await tabTo(page, token)
  // A closed select moves through its options with the arrow keys.
  for (let presses = 0; presses < 10 && (await token.inputValue()) !== 'native:ETH'; presses += 1)
    await page.keyboard.press('ArrowDown')
  await expect(token).toHaveValue('native:ETH')
  await tabTo(page, send.getByLabel('Amount'))
  await page.keyboard.type('0.25')
  await tabTo(page, send.getByLabel('Receiver address'))
  await page.keyboard.type(receiver)
  const submit = send.getByRole('button', { name: 'Send', exact: true })
  await expect(submit).toBeEnabled()
  await tabTo(page, submit)
  await page.keyboard.press('Enter')

  const chain = createPublicClient({ transport: http(manifest.chains[0]!.rpcUrl) })
  await expect
    .poll(() => chain.getBalance({ address: receiver }), { timeout: 30_000 })
    .toBe(parseEther('0.25'))
  await expect(page.getByText('Transaction sent')).toBeVisible()
})
