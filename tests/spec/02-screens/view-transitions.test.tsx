// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANIMATION_MS } from '../../../runtime/core/constants.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { renderWithPortkit } from '../../support/render-portkit.tsx'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 2, animations and directions: the modal draws the router's direction (a pushed view enters
 * from the end side, the one gone back to from the start side, in 150 ms), its title fades in anew on every
 * view change (120 ms), and every animation is off under prefers-reduced-motion.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

async function openModal(): Promise<Portkit> {
  const { adapter } = scriptedAdapter()
  const source = fixedSource(testConnector())
  const view = await renderWithPortkit({
    config: testConfig(),
    adapters: [() => adapter],
    connectors: [() => source],
    storage: memoryStorage(),
  })
  root = view.root
  const portkit = view.portkit
  await act(async () => portkit.modal.open())
  await rendered(() => title() !== undefined)
  return portkit
}

const shadow = () => document.querySelector('[data-portkit-modal]')?.shadowRoot
const title = () => shadow()?.querySelector('#pk-title') ?? undefined
const content = () => shadow()?.querySelector('.dialog-content')

async function rendered(done: () => boolean) {
  await vi.waitFor(
    async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
      if (!done()) throw new Error('not rendered yet')
    },
    { timeout: 10_000 },
  )
}

describe('spec 2: view transitions follow the direction, the header text animates', () => {
  it('a push is drawn as next, going back as prev, each view change with a new title', async () => {
    const portkit = await openModal()
    const first = title()
    await act(async () => portkit.router.push({ name: 'WhatIsAWallet' }))
    await rendered(() => title()?.textContent !== first?.textContent)
    expect(content()?.getAttribute('data-direction')).toBe('next')
    const second = title()
    expect(second).not.toBe(first)

    await act(async () => portkit.router.goBack())
    await rendered(() => title()?.textContent === first?.textContent)
    expect(content()?.getAttribute('data-direction')).toBe('prev')
    expect(title()).not.toBe(second)
  })

  it("the modal's styles give each direction its entrance and the spec's durations, none with reduced motion", async () => {
    await openModal()
    // The shadow root's adopted sheets (no inline <style>: a strict CSP host needs no exception).
    const css = [...(shadow()?.adoptedStyleSheets ?? [])]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join(' ')
      .replace(/\s+/g, ' ')
    expect(css).toContain(
      `.title { margin: 0px; font-size: 18px; font-weight: 600; text-align: center; animation: pk-fade ${ANIMATION_MS.headerText}ms`,
    )
    expect(css).toContain(`animation: pk-fade ${ANIMATION_MS.viewTransition}ms ease-out; }`)
    expect(css).toContain("[data-direction='next'] .view { animation-name: pk-enter-from-end; }")
    expect(css).toContain("[data-direction='prev'] .view { animation-name: pk-enter-from-start; }")
    expect(css).toContain('@keyframes pk-enter-from-end { 0% { opacity: 0; transform: translateX(12px); }')
    expect(css).toContain('@media (prefers-reduced-motion: reduce) { * { animation: none !important;')
  })
})
