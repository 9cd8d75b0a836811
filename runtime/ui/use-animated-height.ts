import { useEffect, type RefObject } from 'react'

/**
 * The dialog's block size follows its content's, as an explicit length the CSS transition can animate
 * (spec section 2: modal height 150 ms; `auto` itself does not transition). Watched while the dialog is
 * shown (a hidden Activity detaches its refs); on close the explicit size goes, so the next open starts
 * from the content's own size instead of the last one.
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
    const observer = new ResizeObserver(() => {
      // Border included: the dialog's box-sizing is border-box.
      const border = dialog.offsetHeight - dialog.clientHeight
      dialog.style.blockSize = `${content.offsetHeight + border}px`
    })
    observer.observe(content)
    return () => {
      observer.disconnect()
      dialog.style.removeProperty('block-size')
    }
  }, [dialogRef, contentRef, shown])
}
