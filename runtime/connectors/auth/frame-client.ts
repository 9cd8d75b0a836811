import { FRAME_READY_WAIT_MS, FRAME_TIMEOUT_MS } from '../../core/constants.ts'
import { FrameError } from '../../core/errors.ts'
import { catalogueText } from '../../core/errors/catalogue-text.ts'
import {
  APP_PREFIX,
  FRAME_PREFIX,
  FRAME_READY,
  FRAME_REFUSED,
  isFrameMessage,
  type FrameMessage,
  type AppEventPayloads,
  type AppEventResults,
  type AppEventType,
} from './frame-protocol.ts'

/** The requests the spec times out after 30 s (the others wait for the visitor, e.g. an approval). */
const TIMED_EVENTS: ReadonlySet<AppEventType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'CONNECT_DEVICE',
])

/** The frame did not load or answer within FRAME_TIMEOUT_MS ('An error occurred', as any messageless error). */
export class FrameTimeoutError extends FrameError {
  override name = 'FrameTimeoutError'
}

/**
 * The frame never reported ready within FRAME_TIMEOUT_MS, so authentication could not start: the visitor
 * reads spec section 8's 'A problem occurred while trying initialize authentication'. A timeout still (the
 * social login shows its socials-timeout alert for it).
 */
export class FrameInitError extends FrameTimeoutError {
  override name = 'FrameInitError'
  constructor() {
    super(catalogueText('AUTH_INIT_FAILED'))
  }
}

export interface FrameClientOptions {
  /** The secure frame's URL (`services.secureFrame`); its origin is the only one messages go to or count from. */
  frameUrl: string
  projectId: string
  chainId: string | number
  version: string
  enableLogger: boolean
  /** The frame refused this page's origin (not on the project's allowlist). */
  onRefused(message: string): void
  /**
   * What the page tells each freshly loaded frame (spec section 7: sync dapp data, sync theme): posted in
   * this order as soon as it is ready, before any request that waited for it, so e.g. the first code mail
   * already names the app.
   */
  syncOnLoad?(): FrameSync[]
}

/** One app event the page posts without waiting on its answer. */
export type FrameSync = {
  [T in AppEventType]: AppEventPayloads[T] extends undefined
    ? never
    : { type: T; payload: AppEventPayloads[T] }
}[AppEventType]

interface Pending {
  /** The request's type: only its own `<type>_SUCCESS` or `<type>_ERROR` answers it. */
  type: AppEventType
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

/** The frame's URL with what it needs to know of the app. */
function frameUrlOf(options: FrameClientOptions): string {
  const url = new URL(options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', options.version)
  url.searchParams.set('enableLogger', String(options.enableLogger))
  return url.href
}

/** A hidden iframe, out of sight and of the tab order. */
function hiddenFrame(src: string): HTMLIFrameElement {
  const element = document.createElement('iframe')
  element.src = src
  element.title = 'Portkit secure frame'
  element.setAttribute('aria-hidden', 'true')
  element.tabIndex = -1
  element.style.cssText = 'position:fixed;width:0;height:0;border:0;inset-inline-start:-9999px'
  return element
}

/** The frame's own words in a reply's or refusal's payload, if it sent any. */
function frameTextOf(payload: unknown): string | undefined {
  const text = (payload as { message?: unknown } | undefined)?.message
  return typeof text === 'string' ? text : undefined
}

/** The frame's error reply as a FrameError, with the EIP-1193 code a wallet refusal has. */
function frameErrorOf(payload: unknown): FrameError {
  const code = (payload as { code?: unknown } | undefined)?.code
  const error = new FrameError(frameTextOf(payload))
  // A wallet refusal's EIP-1193 code (4200, a node's -32000 …): the provider's caller decides on it.
  return Number.isInteger(code) ? Object.assign(error, { code: code as number }) : error
}

/** Settles the pending request a reply answers; a reply to no pending id, or of another type, is dropped. */
function answerPending(pending: Map<string, Pending>, message: FrameMessage): void {
  const entry = message.id === undefined ? undefined : pending.get(message.id)
  if (!entry) return
  const answer = message.type.slice(FRAME_PREFIX.length)
  if (answer !== `${entry.type}_SUCCESS` && answer !== `${entry.type}_ERROR`) return
  pending.delete(message.id!)
  clearTimeout(entry.timer)
  if (answer === `${entry.type}_SUCCESS`) entry.resolve(message.payload)
  else entry.reject(frameErrorOf(message.payload))
}

/** Posts one app event with a fresh random id to the frame's exact origin and awaits its reply. */
function post(
  pending: Map<string, Pending>,
  target: Window,
  origin: string,
  { type, payload }: { type: AppEventType; payload: unknown },
): Promise<unknown> {
  const id = crypto.randomUUID()
  return new Promise<unknown>((resolve, reject) => {
    const timer = TIMED_EVENTS.has(type)
      ? setTimeout(() => {
          pending.delete(id)
          reject(new FrameTimeoutError())
        }, FRAME_TIMEOUT_MS)
      : undefined
    pending.set(id, { type, resolve, reject, timer })
    target.postMessage({ type: `${APP_PREFIX}${type}`, id, payload }, origin)
  })
}

/** Fails every pending request (the frame is gone) and forgets them. */
function rejectAll(pending: Map<string, Pending>): void {
  for (const entry of pending.values()) {
    clearTimeout(entry.timer)
    entry.reject(new FrameError())
  }
  pending.clear()
}

/**
 * A loading frame's wait for its ready message: it fails with FrameInitError (after `timedOut`) when none
 * comes within FRAME_TIMEOUT_MS; `refuse` fails it at once; once ready, `ready` runs a moment later.
 */
function readiness(reject: (error: Error) => void, on: { timedOut(): void; ready(): void }) {
  const timer = setTimeout(() => {
    on.timedOut()
    reject(new FrameInitError())
  }, FRAME_TIMEOUT_MS)
  return {
    refuse: (error: Error): void => {
      clearTimeout(timer)
      reject(error)
    },
    ready: (): void => {
      clearTimeout(timer)
      setTimeout(() => on.ready(), FRAME_READY_WAIT_MS)
    },
  }
}

/** Once the frame is ready: what it is told on each load is posted first, before the waiting requests. */
function postSyncs(options: FrameClientOptions, send: (sync: FrameSync) => Promise<unknown>): void {
  for (const sync of options.syncOnLoad?.() ?? [])
    send(sync).catch((error: Error) =>
      console.warn(`[portkit] the secure frame did not take ${sync.type}: ${error.message}`),
    )
}

/**
 * The page's side of the secure frame: a hidden iframe on the frame's own origin, loaded on first use.
 * Each request carries a random, single-use id and resolves with the frame's matching success or error
 * reply. A message counts only when it comes from that iframe's window AND from the frame's origin;
 * replies to ids that are not pending (forged, late or repeated), or not of that request's own type
 * (`<type>_SUCCESS`, `<type>_ERROR`), are dropped.
 */
export function createFrameClient(options: FrameClientOptions) {
  const origin = new URL(options.frameUrl).origin
  const pending = new Map<string, Pending>()
  let iframe: HTMLIFrameElement | undefined
  let loading: Promise<Window> | undefined
  let readyNow: (() => void) | undefined
  let refuse: ((error: Error) => void) | undefined

  function onMessage(event: MessageEvent): void {
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== origin) return
    const message: unknown = event.data
    if (!isFrameMessage(message)) return
    if (message.type === FRAME_READY) return void readyNow?.()
    if (message.type !== FRAME_REFUSED) return answerPending(pending, message)
    const error = new FrameError(frameTextOf(message.payload))
    refuse?.(error)
    options.onRefused(error.message)
  }

  function load(): Promise<Window> {
    return (loading ??= new Promise<Window>((resolve, reject) => {
      const element = (iframe = hiddenFrame(frameUrlOf(options)))
      const waiting = readiness(reject, {
        // Gone, so the visitor's next try loads the frame afresh rather than failing at once.
        timedOut: () => unload(),
        ready: () => {
          const target = element.contentWindow!
          postSyncs(options, (sync) => post(pending, target, origin, sync))
          resolve(target)
        },
      })
      refuse = waiting.refuse
      readyNow = () => {
        readyNow = undefined
        waiting.ready()
      }
      window.addEventListener('message', onMessage)
      document.body.appendChild(element)
    }))
  }

  function unload(): void {
    iframe?.remove()
    iframe = undefined
    loading = undefined
    readyNow = undefined
    refuse = undefined
  }

  return {
    /** The frame's origin, for CSP frame-src and checks. */
    origin,
    /** Whether the frame has been loaded (a request was made). */
    get loaded() {
      return iframe !== undefined
    },
    async request<T extends AppEventType>(
      type: T,
      ...[payload]: AppEventPayloads[T] extends undefined ? [] : [AppEventPayloads[T]]
    ): Promise<AppEventResults[T]> {
      return post(pending, await load(), origin, { type, payload }) as Promise<AppEventResults[T]>
    },
    destroy(): void {
      window.removeEventListener('message', onMessage)
      unload()
      rejectAll(pending)
    },
  }
}

export type FrameClient = ReturnType<typeof createFrameClient>
