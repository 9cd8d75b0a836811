import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import {
  createEventsController,
  UNSENT_EVENTS_KEY,
  type EventsEnvironment,
  type SessionStore,
} from '../../../runtime/controllers/events.ts'
import { SDK_TYPE, SDK_VERSION } from '../../../runtime/core/constants.ts'
import { ALERTS, type Alert } from '../../../runtime/core/errors.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetBeta } from '../../../runtime/networks/devnet.ts'
import {
  createAnalyticsService,
  KEEPALIVE_BUDGET_BYTES,
  type AnalyticsEvent,
} from '../../../runtime/services/analytics.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { englishMessage } from '../../support/english-message.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// A real HTTP server on loopback stands in for the catalogue and analytics services.
let server: Awaited<ReturnType<typeof recordingServer>>
let analyticsEnabled = true
let eventStatus = 204
/** When set, the services refuse the project as `portkit serve` refuses an unknown one. */
let unknownProject = false

beforeAll(async () => {
  server = await recordingServer((request, res) => {
    if (unknownProject)
      json(res, 403, {
        status: 'FAILED',
        reasons: [{ name: 'projectId', description: 'Invalid App Configuration - Invalid Project ID' }],
      })
    else if (request.path === '/getAnalyticsConfig') json(res, 200, { isAnalyticsEnabled: analyticsEnabled })
    else if (request.path === '/e')
      json(res, eventStatus, eventStatus === 403 ? { status: 'ERROR', reasons: [] } : undefined)
    else json(res, 404)
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  analyticsEnabled = true
  eventStatus = 204
  unknownProject = false
})

const ADDRESS = '0x1111111111111111111111111111111111111111'

function browser(overrides: Partial<EventsEnvironment> = {}): EventsEnvironment {
  let id = 0
  return {
    isBrowser: () => true,
    pageUrl: () => 'https://shop.example/checkout',
    domain: () => 'shop.example',
    now: () => 1_700_000_000_000,
    uuid: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
    ...overrides,
  }
}

function setup(config: Partial<ResolvedConfig> = {}, environment = browser()) {
  const { adapter, script } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ services: { analyticsApi: server.url, catalogueApi: server.url }, ...config }),
    adapters: [() => adapter],
    connectors: [() => source],
    storage: memoryStorage(),
    eventsEnvironment: environment,
  })
  return { portkit, script, connector }
}

/** The alerts an events controller of `projectId` shows once `events` were sent and settled. */
async function alertsAfterSending(
  projectId: string,
  events: readonly ('SEND_INITIATED' | 'SEND_ERROR' | 'SWITCH_NETWORK')[],
): Promise<Alert[]> {
  const alerts: Alert[] = []
  const controller = createEventsController({
    enabled: true,
    service: createAnalyticsService({
      analyticsApi: server.url,
      catalogueApi: server.url,
      projectId,
      sdkVersion: SDK_VERSION,
    }),
    environment: browser(),
    address: () => undefined,
    showAlert: (alert) => alerts.push(alert),
  })
  controller.noteInteraction()
  for (const event of events) controller.sendEvent({ type: 'track', event })
  await controller.settled()
  return alerts
}

/** The bodies POSTed to /e, typed as the contract declares them. */
const posted = () =>
  server.requests.filter((r) => r.path === '/e').map((r) => JSON.parse(r.body) as AnalyticsEvent)

describe('spec 7: analytics events are POST /e with eventId, url, domain, timestamp and props', () => {
  it('SWITCH_NETWORK from the network controller, with the address', async () => {
    const { portkit, connector } = setup()
    portkit.events.noteInteraction()
    await portkit.connection.connect(connector)
    await portkit.network.switchNetwork(devnetBeta.caipNetworkId)
    await portkit.events.settled()

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /getAnalyticsConfig',
      'POST /e',
    ])
    const [request] = server.requests.filter((r) => r.path === '/e')
    expect(request?.query).toEqual({ projectId: 'test-project', st: SDK_TYPE, sv: SDK_VERSION })
    expect(posted()).toEqual([
      {
        eventId: '00000000-0000-4000-8000-000000000001',
        url: 'https://shop.example/checkout',
        domain: 'shop.example',
        timestamp: 1_700_000_000_000,
        props: {
          type: 'track',
          event: 'SWITCH_NETWORK',
          address: ADDRESS,
          properties: { network: devnetBeta.caipNetworkId },
        },
      },
    ])
  })

  it('DISCONNECT_SUCCESS and DISCONNECT_ERROR from the connection controller', async () => {
    const { portkit, connector, script } = setup()
    await portkit.start()
    portkit.events.noteInteraction()
    await portkit.connection.connect(connector)
    await portkit.connection.disconnect()
    await portkit.connection.connect(connector)
    script.disconnect = () => Promise.reject(new Error('wallet down'))
    const original = console.error
    console.error = () => undefined
    await portkit.connection.disconnect().catch(() => undefined)
    console.error = original
    await portkit.events.settled()
    expect(posted().map((e) => e.props.event)).toEqual(['DISCONNECT_SUCCESS', 'DISCONNECT_ERROR'])
    expect(posted()[1]?.props.properties).toEqual({ message: 'wallet down' })
  })

  it('MODAL_OPEN and MODAL_CLOSE from the modal', async () => {
    const { portkit } = setup()
    portkit.events.noteInteraction()
    await portkit.modal.open()
    portkit.modal.close()
    await portkit.events.settled()
    expect(posted().map((e) => [e.props.event, e.props.properties])).toEqual([
      ['MODAL_OPEN', { connected: false }],
      ['MODAL_CLOSE', { connected: false }],
    ])
  })

  it('SEND_INITIATED, SEND_SUCCESS and SEND_ERROR are sent as given', async () => {
    const { portkit } = setup()
    portkit.events.noteInteraction()
    for (const event of ['SEND_INITIATED', 'SEND_SUCCESS', 'SEND_ERROR'] as const) {
      portkit.events.sendEvent({ type: 'track', event, properties: { token: 'ETH', amount: '0.1' } })
    }
    await portkit.events.settled()
    expect(posted().map((e) => e.props.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS', 'SEND_ERROR'])
  })
})

describe('spec 7: analytics is skipped', () => {
  it('for MODAL_CREATED', async () => {
    const { portkit } = setup()
    portkit.events.noteInteraction()
    portkit.events.sendEvent({ type: 'track', event: 'MODAL_CREATED' })
    await portkit.events.settled()
    expect(server.requests).toEqual([])
  })

  it('outside a browser', async () => {
    const { portkit } = setup({}, browser({ isBrowser: () => false }))
    portkit.events.noteInteraction()
    await portkit.modal.open()
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    await portkit.events.settled()
    expect(server.requests).toEqual([])
  })

  it('with the analytics feature off: zero requests of any kind, not even getAnalyticsConfig', async () => {
    const { portkit, connector } = setup({ features: { ...testConfig().features, analytics: false } })
    portkit.events.noteInteraction()
    await portkit.modal.open()
    await portkit.connection.connect(connector)
    await portkit.network.switchNetwork(devnetBeta.caipNetworkId)
    await portkit.connection.disconnect()
    await portkit.events.settled()
    expect(server.requests).toEqual([])
  })

  it('when the project has analytics disabled (getAnalyticsConfig asked once)', async () => {
    analyticsEnabled = false
    const { portkit } = setup()
    portkit.events.noteInteraction()
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    portkit.events.sendEvent({ type: 'track', event: 'SEND_SUCCESS' })
    await portkit.events.settled()
    expect(server.requests.map((r) => r.path)).toEqual(['/getAnalyticsConfig'])
  })

  it('when no analytics service is configured', async () => {
    const { portkit } = setup({ services: {} })
    portkit.events.noteInteraction()
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    await portkit.events.settled()
    expect(server.requests).toEqual([])
  })
})

describe('spec 7: nothing is sent before the visitor interacts', () => {
  it('events wait for the first interaction, then go out in order', async () => {
    const { portkit } = setup()
    await portkit.modal.open()
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    await portkit.events.settled()
    await new Promise((r) => setTimeout(r, 20))
    expect(server.requests).toEqual([])
    portkit.events.noteInteraction()
    await portkit.events.settled()
    expect(posted().map((e) => e.props.event)).toEqual(['MODAL_OPEN', 'SEND_INITIATED'])
  })

  it('a pointer or key input on the page counts as the interaction', async () => {
    const { portkit } = setup()
    const page = new EventTarget()
    portkit.events.watchInteraction(page)
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    await portkit.events.settled()
    expect(server.requests).toEqual([])
    page.dispatchEvent(new Event('pointerdown'))
    await portkit.events.settled()
    expect(posted()).toHaveLength(1)
  })
})

describe('spec 7 and 8: a 403 shows the invalid-configuration alert once', () => {
  it('shows "Invalid App Configuration - origin not on allowlist"', async () => {
    eventStatus = 403
    const { portkit } = setup()
    portkit.events.noteInteraction()
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    await portkit.events.settled()
    const { open, variant, message } = portkit.notifications.notification.value
    expect({ open, variant, message: englishMessage(message) }).toEqual({
      open: true,
      variant: 'error',
      message: 'Invalid App Configuration - origin not on allowlist',
    })
  })

  it('once, however many events are refused', async () => {
    eventStatus = 403
    const alerts = await alertsAfterSending('test-project', [
      'SEND_INITIATED',
      'SEND_ERROR',
      'SWITCH_NETWORK',
    ])
    expect(posted()).toHaveLength(3)
    expect(alerts).toEqual([ALERTS.ORIGIN_NOT_ALLOWED])
  })

  it('shows "Invalid App Configuration - Invalid Project ID" once for a project the services do not know, and sends nothing', async () => {
    unknownProject = true
    const alerts = await alertsAfterSending('unknown-project', ['SEND_INITIATED', 'SWITCH_NETWORK'])
    // The analytics flag was refused: asked once, no event sent.
    expect(server.requests.map((request) => request.path)).toEqual(['/getAnalyticsConfig'])
    expect(alerts).toEqual([ALERTS.INVALID_PROJECT_ID])
  })

  it('other failures show nothing', async () => {
    eventStatus = 500
    const { portkit } = setup()
    portkit.events.noteInteraction()
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    await portkit.events.settled()
    expect(portkit.notifications.notification.value.open).toBe(false)
  })
})

describe('issue 30: no event is lost when the page goes away', () => {
  /** A window and document that can be hidden as a reload hides them. */
  function fakePage() {
    const window = new EventTarget()
    const document = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    })
    return {
      window,
      document,
      hide() {
        document.visibilityState = 'hidden'
        document.dispatchEvent(new Event('visibilitychange'))
        window.dispatchEvent(new Event('pagehide'))
      },
    }
  }

  /** One tab's sessionStorage, shared by the pages of the tab. */
  function tabStorage(): SessionStore & { entries: Map<string, string> } {
    const entries = new Map<string, string>()
    return {
      entries,
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
    }
  }

  interface Post {
    event: string
    keepalive: boolean
    answer(): void
  }

  /** A page's events controller whose POSTs /e are held until answered; the project setting is known at once. */
  function pageWithHeldPosts(storage: SessionStore, options: { catalogue?: boolean } = {}) {
    const posts: Post[] = []
    const fetchStub = async (input: RequestInfo | URL) => {
      const request = input as Request
      if (new URL(request.url).pathname.endsWith('/getAnalyticsConfig'))
        return Response.json({ isAnalyticsEnabled: true })
      const body = JSON.parse(await request.text()) as AnalyticsEvent
      return new Promise<Response>((resolve) =>
        posts.push({
          event: String(body.props.event),
          keepalive: request.keepalive,
          answer: () => resolve(new Response(null, { status: 204 })),
        }),
      )
    }
    const controller = createEventsController({
      enabled: true,
      service: createAnalyticsService({
        analyticsApi: 'https://analytics.example',
        ...(options.catalogue ? { catalogueApi: 'https://catalogue.example' } : {}),
        projectId: 'test-project',
        sdkVersion: SDK_VERSION,
        fetch: fetchStub as typeof fetch,
      }),
      environment: browser({ sessionStorage: () => storage }),
      address: () => undefined,
      showAlert: () => undefined,
    })
    const page = fakePage()
    const stop = controller.watchPage(page)
    return { controller, page, posts, stop }
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('POST /e goes with keepalive, so a reload does not abort it in flight', async () => {
    const { controller, posts } = pageWithHeldPosts(tabStorage())
    controller.noteInteraction()
    controller.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    await settle()
    expect(posts.map((post) => [post.event, post.keepalive])).toEqual([['SEND_INITIATED', true]])
  })

  it('when the page is hidden, the events queued behind the one in flight go out at once, with keepalive', async () => {
    const storage = tabStorage()
    const { controller, page, posts } = pageWithHeldPosts(storage)
    controller.noteInteraction()
    controller.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    controller.sendEvent({ type: 'track', event: 'SEND_SUCCESS' })
    controller.sendEvent({ type: 'track', event: 'SWITCH_NETWORK' })
    await settle()
    expect(posts.map((post) => post.event)).toEqual(['SEND_INITIATED'])
    page.hide()
    await settle()
    expect(posts.map((post) => [post.event, post.keepalive])).toEqual([
      ['SEND_INITIATED', true],
      ['SEND_SUCCESS', true],
      ['SWITCH_NETWORK', true],
    ])
    // Sent, so nothing is left for the next page, and none is sent twice.
    expect(storage.entries.has(UNSENT_EVENTS_KEY)).toBe(false)
    for (const post of posts) post.answer()
    await controller.settled()
    expect(posts).toHaveLength(3)
  })

  it('events from before the interaction wait in the tab for its next page, which sends them after its own interaction', async () => {
    const storage = tabStorage()
    const first = pageWithHeldPosts(storage)
    first.controller.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    first.page.hide()
    first.stop()
    expect(first.posts).toEqual([])
    expect(storage.entries.has(UNSENT_EVENTS_KEY)).toBe(true)

    const next = pageWithHeldPosts(storage)
    expect(storage.entries.has(UNSENT_EVENTS_KEY)).toBe(false)
    next.controller.sendEvent({ type: 'track', event: 'SWITCH_NETWORK' })
    await settle()
    expect(next.posts).toEqual([])
    next.controller.noteInteraction()
    await settle()
    next.posts[0]?.answer()
    await settle()
    expect(next.posts.map((post) => post.event)).toEqual(['SEND_INITIATED', 'SWITCH_NETWORK'])
  })

  it('events the page may not send yet (project setting unknown) are kept, and taken back when it is shown again', async () => {
    const storage = tabStorage()
    // The setting is asked from the catalogue first: the page is hidden before the answer comes.
    const { controller, page, posts } = pageWithHeldPosts(storage, { catalogue: true })
    controller.noteInteraction()
    controller.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    page.hide()
    expect(JSON.parse(storage.entries.get(UNSENT_EVENTS_KEY) ?? '[]')).toHaveLength(1)
    page.document.visibilityState = 'visible'
    page.document.dispatchEvent(new Event('visibilitychange'))
    expect(storage.entries.has(UNSENT_EVENTS_KEY)).toBe(false)
    await settle()
    expect(posts.map((post) => post.event)).toEqual(['SEND_INITIATED'])
  })

  it('beyond the keepalive budget, the events are kept for the next page instead', async () => {
    const storage = tabStorage()
    const { controller, page, posts } = pageWithHeldPosts(storage)
    const large = { blob: 'x'.repeat(KEEPALIVE_BUDGET_BYTES / 2) }
    controller.noteInteraction()
    controller.sendEvent({ type: 'track', event: 'SEND_INITIATED', properties: large })
    controller.sendEvent({ type: 'track', event: 'SEND_SUCCESS', properties: large })
    controller.sendEvent({ type: 'track', event: 'SWITCH_NETWORK' })
    await settle()
    page.hide()
    await settle()
    expect(posts.map((post) => [post.event, post.keepalive])).toEqual([
      ['SEND_INITIATED', true],
      ['SWITCH_NETWORK', true],
    ])
    const kept = JSON.parse(storage.entries.get(UNSENT_EVENTS_KEY) ?? '[]') as AnalyticsEvent[]
    expect(kept.map((event) => event.props.event)).toEqual(['SEND_SUCCESS'])
  })
})
