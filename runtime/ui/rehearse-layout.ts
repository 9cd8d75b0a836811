/**
 * Lays out a hidden copy of the closed dialog once: the browser's first layout of the modal (style rules,
 * fonts, text shaping) costs several times any later one, and would otherwise fall between the visitor's
 * click and the first frame that shows the dialog. The copy fetches nothing (only data: images keep their
 * source) and is gone before the browser next paints.
 */
export function rehearseLayout(overlay: Element): void {
  const copy = overlay.cloneNode(true) as HTMLElement
  for (const image of copy.querySelectorAll('img')) {
    image.removeAttribute('srcset')
    if (!image.src.startsWith('data:')) image.removeAttribute('src')
  }
  // Replaces the hidden original's `display: none`: laid out, never seen, never reachable.
  copy.style.cssText = 'visibility: hidden'
  copy.setAttribute('aria-hidden', 'true')
  copy.inert = true
  overlay.after(copy)
  copy.getBoundingClientRect()
  copy.remove()
}
