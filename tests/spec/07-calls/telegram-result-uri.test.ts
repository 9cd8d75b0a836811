// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authConnector } from '../../../runtime/connectors/auth/index.ts'
import { takeResultUri } from '../../../runtime/connectors/auth/result-uri.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import emailFeature from '../../../runtime/features/email/index.ts'
import socialFeature from '../../../runtime/features/social/index.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter } from '../../support/scripted-adapter.ts'
import { englishMessage } from '../../support/english-message.ts'

/** Spec section 7, Frame: 'Telegram login reads a result_uri query param then removes it.' */
function fakeBrowser(href: string) {
  const location = { href }
  const history = {
    state: { page: 'kept' } as unknown,
    replaceState: vi.fn((state: unknown, _unused: string, url?: string | URL | null) => {
      history.state = state
      location.href = String(url)
    }),
  }
  return { location, history }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('spec 7: the Telegram result_uri is read, then removed from the address bar', () => {
  it('returns the result URI and leaves the other parameters, the hash and the history state', () => {
    const uri = 'http://127.0.0.1:4000/social/done?result=abc&app=x'
    const { location, history } = fakeBrowser(
      `http://127.0.0.1:5173/shop?tab=1&result_uri=${encodeURIComponent(uri)}&ref=tg#top`,
    )
    expect(takeResultUri(location, history)).toBe(uri)
    expect(location.href).toBe('http://127.0.0.1:5173/shop?tab=1&ref=tg#top')
    expect(history.state).toEqual({ page: 'kept' })
    expect(history.replaceState).toHaveBeenCalledTimes(1)
    // Read once: the next start finds nothing to redeem.
    expect(takeResultUri(location, history)).toBeUndefined()
  })

  it('touches nothing when the page has no result_uri', () => {
    const { location, history } = fakeBrowser('http://127.0.0.1:5173/?result=abc')
    expect(takeResultUri(location, history)).toBeUndefined()
    expect(history.replaceState).not.toHaveBeenCalled()
    expect(location.href).toBe('http://127.0.0.1:5173/?result=abc')
  })

  it.each([
    ['with result_uri, the frame loads at start for the social connect and the address bar drops it', true],
    ['without it, no frame loads at start', false],
  ])('%s', async (_name, withUri) => {
    const uri = 'http://127.0.0.1:9/social/done?result=one-time'
    window.history.replaceState(
      null,
      '',
      withUri ? `/?keep=1&result_uri=${encodeURIComponent(uri)}` : '/?keep=1',
    )
    // A frame origin where nothing answers: the frame never reports ready.
    const appended = vi
      .spyOn(document.body, 'appendChild')
      .mockImplementation(((node: Node) => node) as never)
    vi.useFakeTimers()
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
    expect(window.location.search).toBe('?keep=1')
    await portkit.start()
    try {
      await vi.advanceTimersByTimeAsync(0)
      const frames = appended.mock.calls
        .map(([node]) => node)
        .filter((node) => node instanceof HTMLIFrameElement)
      expect(frames).toHaveLength(withUri ? 1 : 0)
      if (!withUri) return
      expect(portkit.feature('social').busy.value).toBe('telegram')
      // The frame stays silent, never ready: the connect fails with spec 8's frame-initialisation text.
      await vi.advanceTimersByTimeAsync(30_000)
      expect(englishMessage(portkit.feature('social').error.value!)).toBe(
        'A problem occurred while trying initialize authentication',
      )
      expect(portkit.feature('social').busy.value).toBeUndefined()
    } finally {
      portkit.stop()
    }
  })
})
