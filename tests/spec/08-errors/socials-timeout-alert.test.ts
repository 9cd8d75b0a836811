// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authConnector } from '../../../runtime/connectors/auth/index.ts'
import { FRAME_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import emailFeature from '../../../runtime/features/email/index.ts'
import socialFeature from '../../../runtime/features/social/index.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter } from '../../support/scripted-adapter.ts'
import { englishMessage } from '../../support/english-message.ts'

/**
 * Spec sections 8 and 9: a social login whose frame does not answer within 30 000 ms shows the alert
 * 'Invalid App Configuration - problem loading embedded wallet, verify domain allowlisted', and the
 * sign-in window it opened is closed again.
 */
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('spec 8: the socials timeout alert', () => {
  it('shows the embedded-wallet alert when the frame stays silent for 30 000 ms, and closes the window', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' } }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    // A frame origin where nothing answers: the frame never reports ready.
    vi.spyOn(document.body, 'appendChild').mockImplementation(((node: Node) => node) as never)
    const { adapter } = scriptedAdapter()
    const portkit = createPortkit({
      config: testConfig({
        features: { ...testConfig().features, email: true, socials: ['google'] },
        services: { ...testConfig().services, secureFrame: 'http://127.0.0.1:9/' },
      }),
      adapters: [() => adapter],
      connectors: [authConnector()],
      plugins: [emailFeature, socialFeature],
      storage: memoryStorage(),
    })
    await portkit.start()
    try {
      vi.useFakeTimers()
      const signingIn = portkit.feature('social').signIn('google')
      await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS - 1)
      expect(portkit.notifications.notification.value.open).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await signingIn
      const { open, variant, message } = portkit.notifications.notification.value
      expect({ open, variant, message: englishMessage(message) }).toEqual({
        open: true,
        variant: 'error',
        message: 'Invalid App Configuration - problem loading embedded wallet, verify domain allowlisted',
      })
      expect(popup.close).toHaveBeenCalled()
      expect(englishMessage(portkit.feature('social').error.value!)).toBe(
        'A problem occurred while trying initialize authentication',
      )
    } finally {
      portkit.stop()
    }
  })
})
