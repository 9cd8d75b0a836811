import type { EventsEnvironment, PageLifecycle } from './types.ts'

export function browserEventsEnvironment(): EventsEnvironment {
  return {
    isBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
    pageUrl: () => globalThis.location?.href ?? '',
    domain: () => globalThis.location?.hostname ?? '',
    now: () => Date.now(),
    uuid: randomUuid,
    sessionStorage: () => {
      // Reading it throws where storage is refused (sandboxed frames, some privacy settings).
      try {
        return globalThis.sessionStorage
      } catch {
        return undefined
      }
    },
  }
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The page's window and document, outside a browser none. */
export function browserPage(): PageLifecycle | undefined {
  return typeof window !== 'undefined' && typeof document !== 'undefined' ? { window, document } : undefined
}
