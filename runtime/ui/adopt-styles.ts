import { createContext, useContext, useInsertionEffect } from 'react'

/**
 * The modal's styles as constructable stylesheets adopted by its shadow root, never inline `<style>`
 * elements: a host whose Content-Security-Policy has `style-src 'self'` (no 'unsafe-inline') needs no
 * exception for Portkit. Each text is parsed once per page and shared by every root and every render.
 */
type StyleRoot = ShadowRoot | Document

const sheets = new Map<string, CSSStyleSheet>()
// Where constructable stylesheets are missing (an old browser): the texts a root already has as <style>.
const inlined = new WeakMap<StyleRoot, Set<string>>()

const constructable = () => typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/** Adds `css` to `root`'s styles once; later calls with the same text do nothing. */
export function adoptStyles(root: StyleRoot, css: string): void {
  if (constructable() && 'adoptedStyleSheets' in root) {
    const sheet = sheetOf(css)
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const added = inlined.get(root) ?? new Set<string>()
  inlined.set(root, added)
  if (added.has(css)) return
  added.add(css)
  const style = document.createElement('style')
  style.textContent = css
  ;(root instanceof Document ? root.head : root).append(style)
}

/** The root the modal renders in (its shadow root); the page's document outside the modal. */
export const StyleRootContext = createContext<StyleRoot | undefined>(undefined)

/** Makes `css` apply where the calling component renders, before the browser paints it. */
export function useStyles(css: string): void {
  const root = useContext(StyleRootContext)
  useInsertionEffect(() => adoptStyles(root ?? document, css), [root, css])
}
