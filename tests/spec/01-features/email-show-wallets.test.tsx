// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectorSource } from '../../../runtime/controllers/types.ts'
import { FEATURE_FLAG_DEFAULTS } from '../../../runtime/config/options.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import emailFeature from '../../../runtime/features/email/index.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { rendered } from '../../support/react-test-page.tsx'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec section 1, `email` and `emailShowWallets` (both default on in the spec), and section 2's connect
 * method order, as the Connect view shows them: the email field with the wallets beside it, or with
 * `emailShowWallets: false` the wallets behind one button. With `legalCheckbox` the email field is a way
 * to connect like the wallet rows, so it waits for the one tick too.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
const stops: (() => void)[] = []
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const stop of stops.splice(0)) stop()
})

async function connectView(emailShowWallets: boolean, installed: boolean, legalCheckbox = false) {
  const { adapter } = scriptedAdapter()
  const connectors = installed ? [testConnector()] : []
  const source: ConnectorSource = {
    kind: 'test',
    watch: (onChange) => (onChange(connectors), () => undefined),
  }
  const portkit = createPortkit({
    config: testConfig({
      features: { ...testConfig().features, email: true, emailShowWallets, legalCheckbox },
      ...(legalCheckbox ? { termsConditionsUrl: 'https://shop.example/terms' } : {}),
    }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins: [emailFeature],
    storage: memoryStorage(),
  })
  await portkit.start()
  stops.push(() => portkit.stop())
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<ConnectView portkit={portkit} />))
  // The email form loads lazily: waited for (the wallet list and the legal checkbox render with the view).
  await rendered(
    () => container.querySelector('form[aria-label="Email login"] input[type="email"]'),
    'the email form',
  )
  return container
}

/** The Connect view's parts in document order: the email form, the wallet list, the wallets button. */
const parts = (container: HTMLElement) =>
  [...container.querySelectorAll('form[aria-label="Email login"], ul.list, button.row')]
    .filter((element) => !element.closest('ul.list') || element.tagName === 'UL')
    .map((element) =>
      element.tagName === 'FORM' ? 'email' : element.tagName === 'UL' ? 'wallets' : element.textContent,
    )

describe('spec 1: email and emailShowWallets in the Connect view', () => {
  it('defaults to showing the wallets beside email', () => {
    expect(FEATURE_FLAG_DEFAULTS.emailShowWallets).toBe(true)
  })

  it('with emailShowWallets on: email first, then the wallets (no browser wallet installed)', async () => {
    expect(parts(await connectView(true, false))).toEqual(['email', 'wallets'])
  })

  it('with a browser wallet installed: the wallets first, then email', async () => {
    expect(parts(await connectView(true, true))).toEqual(['wallets', 'email'])
  })

  it('with emailShowWallets off: the wallets wait behind "Continue with a wallet"', async () => {
    const container = await connectView(false, false)
    expect(parts(container)).toEqual(['email', 'Continue with a wallet'])
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Continue with a wallet',
    )!
    act(() => button.click())
    expect(parts(container)).toEqual(['email', 'wallets'])
  })
})

describe('spec 1: legalCheckbox gates the email field', () => {
  for (const emailShowWallets of [true, false]) {
    it(`disables the email field until the tick (emailShowWallets: ${emailShowWallets})`, async () => {
      const container = await connectView(emailShowWallets, true, true)
      const field = container.querySelector<HTMLInputElement>('input[type="email"]')!
      const checkboxes = container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')
      expect(checkboxes).toHaveLength(1)
      expect(field.disabled).toBe(true)
      act(() => checkboxes[0]!.click())
      expect(field.disabled).toBe(false)
      act(() => checkboxes[0]!.click())
      expect(field.disabled).toBe(true)
    })
  }
})
