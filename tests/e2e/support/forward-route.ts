import type { Route } from '@playwright/test'

/**
 * Answers a routed request with the response of the same request sent to `url` (a devnet service standing
 * in for a public endpoint). A reload while the read is in flight cancels the request, and Playwright then
 * refuses the answer ('Fetch response has been disposed', 'Route is already handled'), as it does for a
 * page's background read still in flight when the test ends ('Test ended'): that read no longer has a page
 * to reach, so it is dropped; any other failure still fails the test.
 */
export async function forwardRoute(route: Route, url: string): Promise<void> {
  try {
    await route.fulfill({ response: await route.fetch({ url }) })
  } catch (error) {
    if (!isCancelledRequest(error)) throw error
  }
}

function isCancelledRequest(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /disposed|already handled|Test ended|Target page, context or browser has been closed/.test(message)
}
