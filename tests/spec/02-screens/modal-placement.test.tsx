// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PortkitOptions } from '../../../runtime/create-portkit.ts'
import { PortkitModal } from '../../../runtime/react/portkit-modal.tsx'
import { PortkitProvider } from '../../../runtime/react/provider.tsx'
import { usePortkitInstance } from '../../../runtime/ui/bindings/context.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 2: "The modal element is appended to the page body unless appending is disabled or
 * embedded mode is on", rendered through the real provider and lazily loaded modal.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
// Files share a worker's page (vitest.config.ts: isolate false): start from an empty body, whatever an
// earlier file left in it.
beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function options(enableEmbedded: boolean): PortkitOptions {
  const { adapter } = scriptedAdapter()
  const source = fixedSource(testConnector())
  return {
    config: testConfig({ enableEmbedded }),
    adapters: [() => adapter],
    connectors: [() => source],
    storage: memoryStorage(),
  }
}

async function render(props: { embedded?: boolean; disableAppend?: boolean; slot?: boolean }) {
  let portkit: Portkit | undefined
  function Capture() {
    portkit = usePortkitInstance()
    return null
  }
  const element = document.createElement('div')
  element.id = 'app'
  document.body.append(element)
  root = createRoot(element)
  await act(async () => {
    root!.render(
      <PortkitProvider options={options(props.embedded ?? false)} disableAppend={props.disableAppend}>
        <Capture />
        {props.slot ? <PortkitModal /> : null}
      </PortkitProvider>,
    )
  })
  return portkit!
}

const host = () => document.querySelector('[data-portkit-modal]')

/** Lets React.lazy resolve the modal chunk (slow the first time: it is transformed on import) and commit. */
async function settle() {
  await vi.waitFor(
    async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
      if (!host()?.shadowRoot?.querySelector('.title')) throw new Error('modal not rendered yet')
    },
    { timeout: 10_000 },
  )
}
const shadow = () => host()?.shadowRoot

describe('spec 2: where the modal element goes', () => {
  it('is appended to body once opened, by default', async () => {
    const portkit = await render({})
    expect(host()).toBeNull()
    await act(async () => portkit.modal.open())
    await settle()
    expect(host()?.parentElement).toBe(document.body)
    expect(shadow()?.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true')
  })

  it('with appending disabled it opens in the slot the app placed, not in body', async () => {
    const portkit = await render({ disableAppend: true, slot: true })
    await act(async () => portkit.modal.open())
    await settle()
    expect(document.querySelectorAll('[data-portkit-modal]')).toHaveLength(1)
    expect(host()?.parentElement?.hasAttribute('data-portkit-modal-slot')).toBe(true)
    expect(shadow()?.querySelector('[role="dialog"]')).not.toBeNull()
  })

  it('in embedded mode it shows inline in the slot without being opened, and is not a modal dialog', async () => {
    const portkit = await render({ embedded: true, slot: true })
    await settle()
    expect(portkit.state.isOpen.value).toBe(false)
    expect(document.querySelectorAll('[data-portkit-modal]')).toHaveLength(1)
    expect(host()?.parentElement?.hasAttribute('data-portkit-modal-slot')).toBe(true)
    const region = shadow()?.querySelector('[role="region"]')
    expect(region?.textContent).toContain('Connect Wallet')
    expect(shadow()?.querySelector('[aria-modal]')).toBeNull()
  })

  it('in embedded mode nothing is appended to body even after open', async () => {
    const portkit = await render({ embedded: true })
    await act(async () => portkit.modal.open())
    await import('../../../runtime/ui/modal-root.tsx')
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(host()).toBeNull()
  })
})

describe('spec 2: back navigation disabled after a send starts', () => {
  it('hides the Back button while back is disabled, and shows it otherwise', async () => {
    const portkit = await render({})
    await act(async () => portkit.modal.open())
    await act(async () => portkit.router.push({ name: 'Networks' }))
    await settle()
    const back = () => shadow()?.querySelector('button[aria-label="Back"]')
    expect(back()).not.toBeNull()
    await act(async () => {
      portkit.router.reset({ name: 'Connect' })
      portkit.router.push({ name: 'Networks' })
      portkit.router.reset({ name: 'Account' }, { backDisabled: true })
    })
    await settle()
    expect(back()).toBeNull()
  })
})
