/** How often a watched popup is checked for being closed, and how long an answer may trail its closing. */
const POLL_MS = 500
const ANSWER_GRACE_MS = 1_000

/** The SDK's popup could not open: the browser blocked it (the SDK shows its own notice with a retry). */
export class CoinbasePopupBlockedError extends Error {
  override name = 'CoinbasePopupBlockedError'
  constructor() {
    super('The browser blocked the Coinbase Wallet window. Allow pop-ups for this site and try again.')
  }
}

/** The visitor closed the popup without answering: EIP-1193's user rejection, so it reads as one. */
export class CoinbasePopupClosedError extends Error {
  override name = 'CoinbasePopupClosedError'
  readonly code = 4001
  constructor() {
    super('User rejected the request: the Coinbase Wallet popup was closed')
  }
}

export interface PopupHost {
  open: (url?: string | URL, target?: string, features?: string) => Window | null
}

/**
 * Runs `call` (an SDK request) and watches the popups it opens through `host.open`: the SDK itself waits
 * forever for a popup the browser blocked (it offers its own retry snackbar) or that the visitor closed
 * before keys.coinbase.com answered (e.g. offline). Either ends the call here with an error, so the modal
 * shows its error state and its Try again instead of a spinner that never stops.
 */
export function withPopupGuard<T>(host: PopupHost, call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    let timer: ReturnType<typeof setInterval> | undefined
    const original = host.open
    const finish = (done: () => void) => {
      if (settled) return
      settled = true
      if (timer !== undefined) clearInterval(timer)
      if (host.open === guardedOpen) host.open = original
      done()
    }
    const guardedOpen: PopupHost['open'] = (...args) => {
      const popup = original.apply(host, args)
      if (!popup) finish(() => reject(new CoinbasePopupBlockedError()))
      else watchClosed(popup)
      return popup
    }
    const watchClosed = (popup: Window) => {
      if (timer !== undefined) clearInterval(timer)
      timer = setInterval(() => {
        if (!popup.closed) return
        clearInterval(timer)
        timer = undefined
        setTimeout(() => finish(() => reject(new CoinbasePopupClosedError())), ANSWER_GRACE_MS)
      }, POLL_MS)
    }
    host.open = guardedOpen
    call().then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    )
  })
}
