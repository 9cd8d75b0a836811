import { useEffect, type RefObject } from 'react'
import { MOBILE_MEDIA_QUERY } from '../core/constants.ts'

/** The gap the overlay's `max-block-size: calc(100vh - 48px)` leaves above and below a dialog. */
const VIEWPORT_MARGIN_PX = 24

/**
 * The dialog's block size follows its content's, as an explicit length the CSS transition can animate
 * (spec section 2: modal height 150 ms; `auto` itself does not transition). Watched while the dialog is
 * shown (a hidden Activity detaches its refs); on close the explicit size goes, so the next open starts
 * from the content's own size instead of the last one.
 *
 * What the visitor aims at stays still while the content grows (the recommended wallets arriving just
 * after open, a longer view): a centred dialog keeps the top edge it opened with and grows downward
 * (see anchorTopEdge), and no dialog changes size while a pointer is pressed in it, so a press and its
 * release land on the same row (the phone's sheet is held to the bottom edge and would otherwise rise).
 */
export function useAnimatedHeight(
  dialogRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  shown: boolean,
): void {
  useEffect(() => {
    const dialog = dialogRef.current
    const content = contentRef.current
    if (!shown || !dialog || !content || typeof ResizeObserver === 'undefined') return
    let pressed = false
    let top: number | undefined
    const fitContent = () => {
      if (pressed) return
      // Border included: the dialog's box-sizing is border-box.
      const border = dialog.offsetHeight - dialog.clientHeight
      const height = content.offsetHeight + border
      top = anchorTopEdge(dialog, height, top)
      dialog.style.blockSize = `${height}px`
    }
    const press = () => {
      pressed = true
    }
    const release = () => {
      pressed = false
      fitContent()
    }
    const observer = new ResizeObserver(fitContent)
    observer.observe(content)
    dialog.addEventListener('pointerdown', press, true)
    window.addEventListener('pointerup', release, true)
    window.addEventListener('pointercancel', release, true)
    // A button released outside the window sends no pointerup.
    window.addEventListener('blur', release)
    window.addEventListener('resize', fitContent)
    return () => {
      observer.disconnect()
      dialog.removeEventListener('pointerdown', press, true)
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
      window.removeEventListener('blur', release)
      window.removeEventListener('resize', fitContent)
      dialog.style.removeProperty('block-size')
      releaseTopEdge(dialog)
    }
  }, [dialogRef, contentRef, shown])
}

/**
 * A centred dialog's top edge stays where it first showed (`shownTop`, none yet on the first call): growth
 * goes below it, and the dialog moves up only as far as it must to stay inside the viewport. The embedded
 * dialog (in the page's flow) and the phone's bottom sheet keep their own placement. Returns the top kept.
 */
function anchorTopEdge(
  dialog: HTMLElement,
  height: number,
  shownTop: number | undefined,
): number | undefined {
  if (dialog.classList.contains('inline') || window.matchMedia(MOBILE_MEDIA_QUERY).matches) {
    releaseTopEdge(dialog)
    return undefined
  }
  const limit = window.innerHeight - VIEWPORT_MARGIN_PX - height
  const top = Math.max(VIEWPORT_MARGIN_PX, Math.min(shownTop ?? dialog.getBoundingClientRect().top, limit))
  dialog.style.alignSelf = 'start'
  dialog.style.marginBlockStart = `${top}px`
  return top
}

function releaseTopEdge(dialog: HTMLElement): void {
  dialog.style.removeProperty('align-self')
  dialog.style.removeProperty('margin-block-start')
}
