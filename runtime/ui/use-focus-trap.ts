import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside the dialog, closes on Escape, and gives focus back to what had it before opening.
 * `document.activeElement` is the shadow host while focus is inside, so the dialog's root is queried.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const previous = document.activeElement as HTMLElement | null
    const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const root = dialog.getRootNode() as Document | ShadowRoot

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      if (event.shiftKey && root.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && root.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }

    ;(dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? dialog).focus()
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('keydown', onKeyDown)
      previous?.focus?.()
    }
  }, [ref, active, onEscape])
}
