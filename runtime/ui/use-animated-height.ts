import { useEffect, type RefObject } from 'react'

/**
 * The dialog's block size follows its content's, as an explicit length the CSS transition can animate
 * (spec section 2: modal height 150 ms; `auto` itself does not transition). While hidden (closed) the
 * explicit size is dropped, so the next open starts from the content's own size instead of the last one.
 */
export function useAnimatedHeight(
  dialogRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  /** The shadow root's container: the dialog exists once it does. */
  container: unknown,
): void {
  useEffect(() => {
    const dialog = dialogRef.current
    const content = contentRef.current
    if (!dialog || !content || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const height = content.offsetHeight
      if (height === 0) {
        dialog.style.removeProperty('block-size')
        return
      }
      // Border included: the dialog's box-sizing is border-box.
      const border = dialog.offsetHeight - dialog.clientHeight
      dialog.style.blockSize = `${height + border}px`
    })
    observer.observe(content)
    return () => observer.disconnect()
  }, [dialogRef, contentRef, container])
}
