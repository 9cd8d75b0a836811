import { expect, test, type Locator, type Page } from '@playwright/test'
import { RPC_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { TOASTS } from '../../../runtime/core/errors.ts'
import { FALLBACK_BALANCE } from '../../../runtime/core/errors/fallbacks.ts'
import { truncateAddress } from '../../../runtime/core/format.ts'
import type { Fault, FaultProxy } from '../../support/fault-proxy.ts'

/** Every way a non-EVM chain's read service (Solana RPC, Bitcoin Esplora) breaks in these rows. */
export const CHAIN_SERVICE_FAULTS: Fault[] = [
  { mode: 'status', status: 503 },
  { mode: 'malformed' },
  { mode: 'hang' },
]

export const faultLabel = (fault: Fault) => (fault.mode === 'status' ? `${fault.status}` : fault.mode)

export interface ChainFaultRow {
  /** The proxy in front of the chain's read service. */
  proxy: FaultProxy
  /** The connected account, shown (truncated) on the account button. */
  address: string
  /** The host demo's region, whose alert shows the send's failure. */
  demo: Locator
  /** Fills the demo's send form and clicks its button. */
  send(): Promise<void>
  /** More the Account view must show under the fault (e.g. the Tokens tab's toast). */
  inAccountView?(): Promise<void>
}

/**
 * One test step per fault: a fresh visit restores the session without the service, a send fails with the
 * spec's text (a hung service only after spec 9's RPC timeout, counted from the click), the account button
 * shows spec 8's fallback balance and the Account view ends its loading: no endless spinner.
 */
export async function expectChainFaultFallbacks(page: Page, row: ChainFaultRow): Promise<void> {
  const accountButton = page.locator('button[data-status="connected"]')
  const account = page.getByRole('dialog', { name: 'Account' })
  const within = { timeout: RPC_TIMEOUT_MS + 5_000 }
  for (const fault of CHAIN_SERVICE_FAULTS) {
    await test.step(faultLabel(fault), async () => {
      row.proxy.set(fault)
      await page.reload()
      await expect(accountButton).toContainText(truncateAddress(row.address))
      const sent = Date.now()
      await row.send()
      await expect(row.demo.getByRole('alert')).toHaveText(TOASTS.SOLANA_SEND_FAILED, within)
      if (fault.mode === 'hang') expect(Date.now() - sent).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS)
      await expect(accountButton).toContainText(
        `${FALLBACK_BALANCE.formatted} ${FALLBACK_BALANCE.symbol}`,
        within,
      )
      await accountButton.click()
      await row.inAccountView?.()
      await expect(account.getByTestId('account-view-balance')).toHaveAttribute('aria-busy', 'false')
      await expect(account.getByRole('progressbar')).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(account).toBeHidden()
    })
  }
}
