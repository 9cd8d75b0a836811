import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import { createEventsController, type EventsEnvironment } from '../../../runtime/controllers/events.ts'
import type { ConnectorSource } from '../../../runtime/controllers/types.ts'
import { SDK_TYPE, SDK_VERSION } from '../../../runtime/core/constants.ts'
import { ALERTS, type Alert } from '../../../runtime/core/errors.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetBeta } from '../../../runtime/networks/devnet.ts'
import { createAnalyticsService, type AnalyticsEvent } from '../../../runtime/services/analytics.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

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
  const source: ConnectorSource = {
    kind: 'test',
    watch: (onChange) => (onChange([connector]), () => undefined),
  }
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
    expect(portkit.notifications.notification.value).toMatchObject({
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
