// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { onListKeyDown } from '../../../runtime/ui/components/list-keys.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

const NAMES = ['WalletConnect', 'Portkit Test Wallet', 'Pocket', 'All Wallets']

function renderList(): HTMLButtonElement[] {
  const element = document.createElement('div')
  document.body.append(element)
  root = createRoot(element)
  act(() =>
    root!.render(
      <ul onKeyDown={onListKeyDown}>
        {NAMES.map((name) => (
          <li key={name}>
            <button type="button" className="row">
              <span className="name">{name}</span>
            </button>
          </li>
        ))}
      </ul>,
    ),
  )
  return [...element.querySelectorAll('button')]
}

const press = (key: string) =>
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })
const focusedName = () => document.activeElement?.textContent

describe('wallet list keys (issue 16: lists navigable with arrows, Home/End and type-ahead)', () => {
  it('moves by arrows and stops at the ends; Home and End jump', () => {
    const rows = renderList()
    rows[0]!.focus()
    press('ArrowDown')
    expect(focusedName()).toBe('Portkit Test Wallet')
    press('End')
    expect(focusedName()).toBe('All Wallets')
    press('ArrowDown')
    expect(focusedName()).toBe('All Wallets')
    press('Home')
    expect(focusedName()).toBe('WalletConnect')
    press('ArrowUp')
    expect(focusedName()).toBe('WalletConnect')
  })

  it('typed letters find the next row by name prefix; a repeated first letter cycles', () => {
    const rows = renderList()
    rows[0]!.focus()
    press('p')
    expect(focusedName()).toBe('Portkit Test Wallet')
    press('o')
    press('c')
    expect(focusedName()).toBe('Pocket')
  })
})
