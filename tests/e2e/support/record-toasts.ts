import type { Page } from '@playwright/test'

interface ShownToast {
  text: string
  variant: string
}

/**
 * Records each toast the visitor sees: its text every time one appears or its text changes. The modal
 * lives in an open shadow root attached later, so roots are collected as they are attached and sampled
 * between tasks (a toast moved within one render is the same toast; a new message closes the old one
 * for 150 ms first). Call before `page.goto`; the result reads the texts so far, of one `variant` (error,
 * success, loading...) when given.
 */
export async function recordToasts(page: Page): Promise<(variant?: string) => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: ShownToast[] = ((window as unknown as { __toasts: ShownToast[] }).__toasts = [])
    const roots: ShadowRoot[] = []
    const attach = Element.prototype.attachShadow
    Element.prototype.attachShadow = function attachShadow(this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init)
      roots.push(root)
      return root
    }
    let last: string | undefined
    setInterval(() => {
      const toast = roots
        .map((root) => root.querySelector('[data-testid="portkit-toast"]'))
        .find((found) => found !== null)
      const text = toast?.textContent ?? undefined
      if (text !== undefined && text !== last)
        shown.push({ text, variant: toast?.getAttribute('data-variant') ?? '' })
      last = text
    }, 10)
  })
  return async (variant) => {
    const shown = await page.evaluate(() => (window as unknown as { __toasts: ShownToast[] }).__toasts)
    return shown.filter((toast) => variant === undefined || toast.variant === variant).map(({ text }) => text)
  }
}
