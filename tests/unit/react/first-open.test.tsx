// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { usePortkitInstance } from '../../../runtime/ui/bindings/context.ts'
import { preloadModalRoot } from '../../../runtime/react/modal-root-module.ts'
import { PortkitProvider } from '../../../runtime/react/provider.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Issue 9, bug 9: the first open waited ~300 ms for React to reveal a modal that suspended behind a
 * fallback. Now the modal's code is fetched while the page is idle, and an open renders the dialog with
 * its wallet rows in the same commit: nothing suspends.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

async function render(): Promise<Portkit> {
  const { adapter } = scriptedAdapter()
  const source = fixedSource(testConnector())
  let portkit: Portkit | undefined
  function Capture() {
    portkit = usePortkitInstance()
    return null
  }
  const element = document.createElement('div')
  document.body.append(element)
  root = createRoot(element)
  await act(async () => {
    root!.render(
      <PortkitProvider
        options={{
          config: testConfig({}),
          adapters: [() => adapter],
          connectors: [() => source],
          storage: memoryStorage(),
        }}
      >
        <Capture />
      </PortkitProvider>,
    )
  })
  return portkit!
}

const shadow = () => document.querySelector('[data-portkit-modal]')?.shadowRoot

describe('first open (issue 9, bug 9)', () => {
  it('shows the dialog and its first wallet row in the same commit as the open, without suspending', async () => {
    const portkit = await render()
    // What the idle preload does on a page (the first import here is slow: vitest transforms the module).
    await act(async () => void (await preloadModalRoot()))

    act(() => void portkit.modal.open())
    const row = shadow()?.querySelector('[role="dialog"] .list .row')
    expect(row?.textContent).toContain(testConnector().name)
  })

  it('renders the closed dialog hidden once its code is loaded, and the open reveals those same rows', async () => {
    const portkit = await render()
    await act(async () => void (await preloadModalRoot()))

    const hiddenRow = shadow()?.querySelector('[role="dialog"] .list .row')
    expect(hiddenRow?.textContent).toContain(testConnector().name)
    expect(shadow()?.querySelector<HTMLElement>('.overlay')?.style.display).toBe('none')

    act(() => void portkit.modal.open())
    expect(shadow()?.querySelector<HTMLElement>('.overlay')?.style.display).not.toBe('none')
    expect(shadow()?.querySelector('[role="dialog"] .list .row')).toBe(hiddenRow)
  })
})
