// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectorSource } from '../../../runtime/controllers/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import emailFeature from '../../../runtime/features/email/index.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec section 1, `legalCheckbox` with `email`: the email field is a way to connect like the wallet rows,
 * so it waits for the tick too; one checkbox stands above every way to connect, also when the wallets
 * wait behind their button (`emailShowWallets: false`).
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

async function connectView(emailShowWallets: boolean) {
  const { adapter } = scriptedAdapter()
  const source: ConnectorSource = {
    kind: 'test',
    watch: (onChange) => (onChange([testConnector()]), () => undefined),
  }
  const base = testConfig()
  const portkit = createPortkit({
    config: testConfig({
      features: { ...base.features, email: true, emailShowWallets, legalCheckbox: true },
      termsConditionsUrl: 'https://shop.example/terms',
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
  for (let i = 0; i < 100 && !container.querySelector('input[type="email"]'); i++)
    await act(() => new Promise((done) => setTimeout(done, 20)))
  return container
}

describe('spec 1: legalCheckbox gates the email field', () => {
  for (const emailShowWallets of [true, false]) {
    it(`disables the email field until the tick (emailShowWallets: ${emailShowWallets})`, async () => {
      const container = await connectView(emailShowWallets)
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
