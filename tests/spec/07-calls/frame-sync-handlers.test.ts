// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { applyStoredTheme, frameSync } from '../../../server/frame/app/frame-sync.ts'

/**
 * Spec section 7, Frame, on the frame's side: SYNC_THEME draws the frame origin's own pages (the document's
 * color-scheme) in the modal's light or dark mode and keeps it for the origin's other pages (the social
 * popup's last page reads it at start); SYNC_DAPP_DATA keeps the app's metadata, whose name the code mail
 * then shows. Anything but light or dark, or metadata without a name, is refused.
 */

afterEach(() => {
  localStorage.clear()
  document.documentElement.style.colorScheme = ''
})

describe('spec 7: the frame takes sync theme and sync dapp data', () => {
  it('SYNC_THEME sets the document color-scheme and keeps it for the next page of the frame origin', async () => {
    const { handlers } = frameSync()
    expect(await handlers.SYNC_THEME!({ themeMode: 'light' })).toEqual({})
    expect(document.documentElement.style.colorScheme).toBe('light')
    await handlers.SYNC_THEME!({ themeMode: 'dark' })
    expect(document.documentElement.style.colorScheme).toBe('dark')
    // A fresh page of the frame origin (e.g. the popup's last page) starts in it.
    document.documentElement.style.colorScheme = ''
    applyStoredTheme()
    expect(document.documentElement.style.colorScheme).toBe('dark')
  })

  it('SYNC_THEME refuses anything but light or dark (spec section 5), and keeps the theme it had', async () => {
    const { handlers } = frameSync()
    await handlers.SYNC_THEME!({ themeMode: 'dark' })
    for (const themeMode of ['system', 'red; background: url(x)', undefined])
      await expect(handlers.SYNC_THEME!({ themeMode })).rejects.toThrow()
    expect(document.documentElement.style.colorScheme).toBe('dark')
    localStorage.setItem('portkit-frame-theme', 'neon')
    document.documentElement.style.colorScheme = ''
    applyStoredTheme()
    expect(document.documentElement.style.colorScheme).toBe('')
  })

  it("SYNC_DAPP_DATA keeps the app's metadata name for the mails; metadata without a name is refused", async () => {
    const sync = frameSync()
    expect(sync.appName()).toBeUndefined()
    const metadata = { name: 'Ada’s Shop', description: 'Shoes', url: 'https://shop.example', icons: [] }
    expect(
      await sync.handlers.SYNC_DAPP_DATA!({
        metadata,
        projectId: 'shop',
        sdkVersion: '0.1.0',
        sdkType: 'portkit',
      }),
    ).toEqual({})
    expect(sync.appName()).toBe('Ada’s Shop')
    await expect(
      sync.handlers.SYNC_DAPP_DATA!({
        metadata: { name: 7 },
        projectId: 'shop',
        sdkVersion: '0',
        sdkType: 'x',
      }),
    ).rejects.toThrow('The app metadata needs a name')
    expect(sync.appName()).toBe('Ada’s Shop')
  })
})
