// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameTimeoutError } from '../../../runtime/connectors/auth/frame-client.ts'
import { FRAME_READY_WAIT_MS, FRAME_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { TEST_FRAME_ORIGIN, testFrameClient, useStandInFrame } from '../../support/test-frame-client.ts'

/**
 * Spec section 9: the frame timeout of 30 000 ms holds for connect social and get social redirect URI
 * too, as a FrameTimeoutError (the social feature shows the socials-timeout alert for it); the Farcaster
 * wait, which lasts as long as the visitor takes in their Farcaster app, has none.
 */
const FRAME = TEST_FRAME_ORIGIN
const frameWindow = { postMessage: vi.fn() }

beforeEach(() => {
  vi.useFakeTimers()
  useStandInFrame(() => frameWindow)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('spec 9: social frame timeouts', () => {
  it(`gives up on the social redirect URI and connect social after ${FRAME_TIMEOUT_MS} ms, never on connect Farcaster`, async () => {
    const frame = testFrameClient()
    const outcome = (promise: Promise<unknown>) => {
      const seen: { error?: unknown } = {}
      promise.catch((error: unknown) => (seen.error = error))
      return seen
    }
    const redirect = outcome(frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }))
    const social = outcome(frame.request('CONNECT_SOCIAL', { uri: `${FRAME}/social/done?result=x` }))
    const farcaster = outcome(frame.request('CONNECT_FARCASTER'))
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: '@portkit/frame/READY' },
        origin: FRAME,
        source: frameWindow as unknown as Window,
      }),
    )
    await vi.advanceTimersByTimeAsync(FRAME_READY_WAIT_MS + FRAME_TIMEOUT_MS - 1)
    expect([redirect.error, social.error]).toEqual([undefined, undefined])
    await vi.advanceTimersByTimeAsync(1)
    expect(redirect.error).toBeInstanceOf(FrameTimeoutError)
    expect(social.error).toBeInstanceOf(FrameTimeoutError)
    expect((redirect.error as Error).message).toBe('An error occurred')
    await vi.advanceTimersByTimeAsync(10 * FRAME_TIMEOUT_MS)
    expect(farcaster.error).toBeUndefined()
    frame.destroy()
  })
})
