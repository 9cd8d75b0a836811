import { useEffect, type RefObject } from 'react'

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside the dialog, closes on Escape, moves focus into each new view, and gives focus back
 * to what had it before opening. Keys are read on the document: focus may sit on body for a moment
 * while a view is replaced, and Escape must still work then.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  viewKey: string,
  onEscape: () => void,
) {
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const previous = document.activeElement as HTMLElement | null
    const root = dialog.getRootNode() as Document | ShadowRoot

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      const inside = dialog.contains(root.activeElement)
      if (event.shiftKey && (!inside || root.activeElement === first)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (!inside || root.activeElement === last)) {
        event.preventDefault()
        first.focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      previous?.focus?.()
    }
  }, [ref, active, onEscape])

  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    ;(
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog
    ).focus()
  }, [ref, active, viewKey])
}
