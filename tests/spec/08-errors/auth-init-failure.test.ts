// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authConnector } from '../../../runtime/connectors/auth/index.ts'
import { FRAME_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import emailFeature from '../../../runtime/features/email/index.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter } from '../../support/scripted-adapter.ts'
import { englishMessage } from '../../support/english-message.ts'

/**
 * Spec section 8, 'A problem occurred while trying initialize authentication': an email login whose secure
 * frame never reports ready within the frame timeout (30 000 ms, spec section 9) shows that text in the
 * email form; the visitor's next try loads the frame afresh.
 */
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('spec 8: the frame fails to initialise', () => {
  it("the email form shows 'A problem occurred while trying initialize authentication', and a retry loads the frame again", async () => {
    // A frame origin where nothing answers: the frame never reports ready.
    const appended = vi
      .spyOn(document.body, 'appendChild')
      .mockImplementation(((node: Node) => node) as never)
    const { adapter } = scriptedAdapter()
    const portkit = createPortkit({
      config: testConfig({
        features: { ...testConfig().features, email: true },
        services: { ...testConfig().services, secureFrame: 'http://127.0.0.1:9/' },
      }),
      adapters: [() => adapter],
      connectors: [authConnector()],
      plugins: [emailFeature],
      storage: memoryStorage(),
    })
    await portkit.start()
    const email = portkit.feature('email')
    const frames = () => appended.mock.calls.filter(([node]) => (node as Element).tagName === 'IFRAME')
    try {
      vi.useFakeTimers()
      const submitting = email.submitEmail('visitor@shop.example')
      await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS - 1)
      expect(email.error.value).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await submitting
      expect(englishMessage(email.error.value!)).toBe(
        'A problem occurred while trying initialize authentication',
      )
      expect(frames()).toHaveLength(1)

      const retry = email.submitEmail('visitor@shop.example')
      await vi.advanceTimersByTimeAsync(0)
      expect(frames()).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS)
      await retry
      expect(englishMessage(email.error.value!)).toBe(
        'A problem occurred while trying initialize authentication',
      )
    } finally {
      portkit.stop()
    }
  })
})

describe("spec 8: 'Unable to load email login dependency'", () => {
  it('an email login with no embedded-wallet connector on the page shows it, and no code is asked', async () => {
    const { adapter } = scriptedAdapter()
    const appended = vi.spyOn(document.body, 'appendChild')
    const portkit = createPortkit({
      config: testConfig({ features: { ...testConfig().features, email: true } }),
      adapters: [() => adapter],
      connectors: [],
      plugins: [emailFeature],
      storage: memoryStorage(),
    })
    await portkit.start()
    try {
      const email = portkit.feature('email')
      await email.submitEmail('visitor@shop.example')
      expect(englishMessage(email.error.value!)).toBe('Unable to load email login dependency')
      expect(email.email.value).toBe('')
      expect(appended.mock.calls.filter(([node]) => (node as Element).tagName === 'IFRAME')).toEqual([])
    } finally {
      portkit.stop()
    }
  })
})
