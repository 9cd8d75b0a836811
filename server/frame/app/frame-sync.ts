import type { AppEventPayloads } from '../../../runtime/connectors/auth/frame-protocol.ts'
import type { ThemeMode } from '../../../runtime/core/types.ts'
import { assertThemeMode, isThemeMode } from '../../../runtime/core/validation/frame-fields.ts'

type Handler = (payload: Record<string, unknown>) => Promise<unknown>

/** The frame origin's own storage: the social popup's last page (same origin, no messages) reads it too. */
const THEME_KEY = 'portkit-frame-theme'

/** The browser draws this document's background, text and controls in the modal's scheme. */
function applyTheme(themeMode: ThemeMode): void {
  document.documentElement.style.colorScheme = themeMode
}

/** Any page of the frame origin starts in the theme the app last synced (light, the CSS default, before that). */
export function applyStoredTheme(): void {
  try {
    const stored = localStorage.getItem(THEME_KEY)
    if (isThemeMode(stored)) applyTheme(stored)
  } catch {
    // Storage blocked: the page keeps the default scheme.
  }
}

/**
 * What the page tells the frame about itself (spec section 7): SYNC_THEME, the modal's light or dark mode
 * for the frame's own pages, and SYNC_DAPP_DATA, the app's metadata, project id and SDK, kept so the auth
 * service's mails name the app.
 */
export function frameSync() {
  let dappData: AppEventPayloads['SYNC_DAPP_DATA'] | undefined

  const handlers: Record<string, Handler> = {
    // eslint-disable-next-line @typescript-eslint/require-await -- a frame handler answers with a promise; its throw (a FrameRpcError) must reject it
    async SYNC_THEME({ themeMode }) {
      const mode = assertThemeMode(themeMode)
      applyTheme(mode)
      try {
        localStorage.setItem(THEME_KEY, mode)
      } catch {
        // Storage blocked: this page still follows the theme.
      }
      return {}
    },
    // eslint-disable-next-line @typescript-eslint/require-await -- a frame handler answers with a promise; its throw (a FrameRpcError) must reject it
    async SYNC_DAPP_DATA({ metadata, projectId, sdkVersion, sdkType }) {
      const name = (metadata as { name?: unknown } | undefined)?.name
      if (typeof name !== 'string') throw new Error('The app metadata needs a name')
      dappData = {
        metadata: metadata as AppEventPayloads['SYNC_DAPP_DATA']['metadata'],
        projectId: String(projectId),
        sdkVersion: String(sdkVersion),
        sdkType: String(sdkType),
      }
      return {}
    },
  }

  return {
    handlers,
    /** The app's name as its metadata gives it (the auth service makes it inert text for mails). */
    appName: (): string | undefined => dappData?.metadata.name,
  }
}
