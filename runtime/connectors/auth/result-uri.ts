/** The query parameter a Telegram login comes back to the page with (spec section 7, Frame). */
export const RESULT_URI_PARAM = 'result_uri'

/**
 * Reads `result_uri` from the page's URL, then removes it from the address bar (replaceState: no new
 * history entry; the other parameters, the hash and the history state stay), so a reload or a shared link
 * never hands the same one-time result to the frame again. Undefined when the page has none.
 */
export function takeResultUri(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | undefined {
  const url = new URL(location.href)
  const uri = url.searchParams.get(RESULT_URI_PARAM)
  if (uri === null) return undefined
  url.searchParams.delete(RESULT_URI_PARAM)
  history.replaceState(history.state, '', url.href)
  return uri
}
