import type { KeyboardEvent } from 'react'

/** Typed letters within this time form one type-ahead prefix (as in native listboxes). */
const TYPE_AHEAD_PAUSE_MS = 500

const typed = new WeakMap<Element, { text: string; at: number }>()

/**
 * Keyboard use of a list of row buttons (or row links) (WAI-ARIA practice for lists of actions): ArrowDown/ArrowUp move
 * to the next/previous row, Home/End to the first/last, and typed letters to the next row whose name
 * starts with them. Put it on the list's `onKeyDown`; keys pressed outside its rows are left alone.
 */
export function onListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const list = event.currentTarget
  const rows = [...list.querySelectorAll<HTMLElement>('button.row:not([disabled]), a.row')]
  const current = rows.indexOf(event.target as HTMLElement)
  if (current < 0 || event.ctrlKey || event.metaKey || event.altKey) return
  const next = targetRow(list, rows, current, event.key, event.timeStamp)
  if (!next) return
  event.preventDefault()
  next.focus()
}

function targetRow(
  list: Element,
  rows: HTMLElement[],
  current: number,
  key: string,
  now: number,
): HTMLElement | undefined {
  switch (key) {
    case 'ArrowDown':
      return rows[Math.min(current + 1, rows.length - 1)]
    case 'ArrowUp':
      return rows[Math.max(current - 1, 0)]
    case 'Home':
      return rows[0]
    case 'End':
      return rows[rows.length - 1]
  }
  if (key.length !== 1 || key === ' ') return undefined
  const last = typed.get(list)
  const text = (last && now - last.at < TYPE_AHEAD_PAUSE_MS ? last.text : '') + key.toLowerCase()
  typed.set(list, { text, at: now })
  // A new prefix starts after the focused row; a growing one may still match the focused row itself.
  const start = text.length === 1 ? current + 1 : current
  for (let step = 0; step < rows.length; step++) {
    const row = rows[(start + step) % rows.length]!
    const name = (row.querySelector('.name')?.textContent ?? row.textContent ?? '').trim().toLowerCase()
    if (name.startsWith(text)) return row
  }
  return undefined
}
