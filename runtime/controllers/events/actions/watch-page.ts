import type { PageLifecycle } from '../types.ts'
import { adoptUnsent } from './adopt-unsent.ts'
import { isActive, type EventsHost } from './context.ts'
import { flushForUnload } from './flush-for-unload.ts'

/**
 * Sends what is pending when the page is hidden (pagehide, or visibilitychange to hidden) and takes back
 * what an earlier page of the tab left unsent (now, and when the page is shown again). Returns a stop
 * function.
 */
export function watchPage(host: EventsHost, page: PageLifecycle | undefined): () => void {
  if (!page || !isActive(host)) return () => undefined
  adoptUnsent(host)
  const onHide = () => flushForUnload(host)
  const onShow = () => adoptUnsent(host)
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') onHide()
    else onShow()
  }
  page.window.addEventListener('pagehide', onHide)
  page.window.addEventListener('pageshow', onShow)
  page.document.addEventListener('visibilitychange', onVisibility)
  return () => {
    page.window.removeEventListener('pagehide', onHide)
    page.window.removeEventListener('pageshow', onShow)
    page.document.removeEventListener('visibilitychange', onVisibility)
  }
}
