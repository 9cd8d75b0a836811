import { expect, type ConsoleMessage, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { ServedApp } from '../../support/served-app.ts'
import { installTestWallet, type TestWallet } from './test-wallet.ts'

/**
 * A visitor with the EIP-6963 test wallet holding devnet account `account` opens the app and connects;
 * with `agreeToTerms`, first ticking the legal checkbox of an app that asks for it (features.legalCheckbox).
 */
export async function connectTestWallet(
  page: Page,
  app: ServedApp,
  account: number,
  { agreeToTerms = false }: { agreeToTerms?: boolean } = {},
): Promise<TestWallet> {
  const pageSaid = pageMessages(page)
  await recordPointer(page)
  const wallet = await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[account]!.privateKey as Hex,
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  if (agreeToTerms) await dialog.getByRole('checkbox', { name: /^I agree to the / }).check()
  await dialog.getByRole('button', { name: /Portkit Test Wallet/ }).click()
  try {
    await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  } catch (error) {
    // CI saw a connect not done after 15 s, rarely, the modal still on its list: did the click reach the
    // wallet, and what did the page say? (Printed with the failed test's output; the error stays as it
    // is, with its page snapshot.)
    console.log(
      `connectTestWallet: the wallet was asked ${wallet.requests.map((r) => r.method).join(', ') || 'nothing'}`,
    )
    console.log(`connectTestWallet: the page's errors and warnings: ${pageSaid.join('\n') || '(none)'}`)
    console.log(`connectTestWallet: the page's pointer events: ${(await pointerLog(page)).join(' | ')}`)
    throw error
  } finally {
    pageSaid.stop()
  }
  return wallet
}

/** The page's uncaught errors and its console errors and warnings, collected until `stop()`. */
function pageMessages(page: Page): string[] & { stop(): void } {
  const said: string[] = []
  const onError = (error: Error) => said.push(`uncaught: ${error.stack ?? error.message}`)
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      said.push(`console.${message.type()}: ${message.text()}`)
  }
  page.on('pageerror', onError)
  page.on('console', onConsole)
  return Object.assign(said, {
    stop() {
      page.off('pageerror', onError)
      page.off('console', onConsole)
    },
  })
}

/**
 * Logs the page's pointerdown, pointerup and click events with their target (in the modal's shadow root
 * too) and whether it was still in the document: a click whose button is replaced between down and up is
 * lost, which the connect flake may be.
 */
async function recordPointer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = window as unknown as { __pointerLog?: string[] }
    if (log.__pointerLog) return
    const entries: string[] = (log.__pointerLog = [])
    for (const type of ['pointerdown', 'pointerup', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          const target = event.composedPath()[0] as Element | undefined
          const text = target?.textContent?.trim().slice(0, 30) ?? ''
          entries.push(`${type} ${target?.tagName ?? '?'} "${text}" attached=${target?.isConnected ?? false}`)
        },
        true,
      )
    }
  })
}

function pointerLog(page: Page): Promise<string[]> {
  return page
    .evaluate(() => (window as unknown as { __pointerLog?: string[] }).__pointerLog ?? [])
    .catch(() => ['(the page is gone)'])
}
