import type { Page } from '@playwright/test'

/**
 * The visitor's way to another network: the Account view's network button (named after the network
 * `from`), then the row `to` in Choose Network. `open` first opens the Account view from the connected
 * account button; leave it off when the Account view is already showing.
 */
export async function chooseNetwork(page: Page, from: RegExp, to: RegExp, { open = true } = {}) {
  if (open) await page.locator('button[data-status="connected"]').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: from }).click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to }).click()
}
