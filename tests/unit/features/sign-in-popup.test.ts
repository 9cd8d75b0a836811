// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignInWindowError } from '../../../runtime/core/errors.ts'
import { openSignInPopup } from '../../../runtime/features/social/sign-in-popup.ts'

const TEXTS = { blocked: 'The sign-in window was blocked.', closed: 'The sign-in window was closed.' }

/** A window as window.open returns it: closable, with a location the page sets. */
function fakeWindow() {
  return { closed: false, close: vi.fn(), location: { href: '' } }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the social login sign-in window (spec 8: a host can tell why it failed by class and reason)', () => {
  it("a blocked window throws SignInWindowError 'blocked' with the translated text", () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const thrown = (() => {
      try {
        openSignInPopup(TEXTS)
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(SignInWindowError)
    expect(thrown).toMatchObject({ reason: 'blocked', message: TEXTS.blocked, name: 'SignInWindowError' })
  })

  it("a provider URI off the web (javascript:) is refused as 'closed', and the window is never sent there", () => {
    const opened = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    const popup = openSignInPopup(TEXTS)
    expect(() => popup.follow('javascript:alert(1)', 'https://frame.example')).toThrow(SignInWindowError)
    expect(opened.location.href).toBe('')
  })

  it("the visitor closing the window rejects with SignInWindowError 'closed'", async () => {
    vi.useFakeTimers()
    const opened = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    const popup = openSignInPopup(TEXTS)
    const result = popup
      .follow('https://idp.example/authorize', 'https://frame.example')
      .catch((error) => error)
    opened.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await result).toMatchObject({ reason: 'closed', message: TEXTS.closed })
    expect(await result).toBeInstanceOf(SignInWindowError)
  })
})
