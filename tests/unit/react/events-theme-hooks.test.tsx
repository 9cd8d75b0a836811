// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import type { EventsEnvironment, PortkitEvent } from '../../../runtime/controllers/events.ts'
import {
  InvalidThemeModeError,
  InvalidThemeVariableValueError,
  UnknownThemeVariableError,
} from '../../../runtime/core/errors.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { preloadModalRoot } from '../../../runtime/react/modal-root-module.ts'
import { useEvents, useTheme, PortkitProvider } from '../../../runtime/react/index.ts'
import { usePortkitInstance } from '../../../runtime/ui/bindings/context.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Issue 11: useEvents gives the host the instance's events (modal open/close, connect, disconnect,
 * SEND_*, SWITCH_NETWORK) whether or not analytics is on, while analytics sending keeps following its
 * flag and gets nothing new; useTheme reads and sets the theme at runtime and the modal re-styles.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let analytics: Awaited<ReturnType<typeof recordingServer>>
beforeAll(async () => {
  analytics = await recordingServer((request, res) => {
    // happy-dom applies the browser's CORS rules: the stand-in service allows the page's origin.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') res.writeHead(204).end()
    else if (request.path === '/getAnalyticsConfig') json(res, 200, { isAnalyticsEnabled: true })
    else if (request.path === '/e') json(res, 204)
    else json(res, 404)
  })
})
afterAll(() => analytics.close())
beforeEach(() => void (analytics.requests.length = 0))

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

const browser: EventsEnvironment = {
  isBrowser: () => true,
  pageUrl: () => 'https://shop.example/',
  domain: () => 'shop.example',
  now: () => 1_700_000_000_000,
  uuid: () => '00000000-0000-4000-8000-000000000001',
}

/** Renders `use()` inside a PortkitProvider (modal included); `current()` is its latest value. */
async function renderHook<T>(
  use: () => T,
  config: Partial<ResolvedConfig> = {},
): Promise<{ current: () => T; portkit: Portkit }> {
  const { adapter } = scriptedAdapter()
  const source = fixedSource(testConnector())
  let value: T
  let portkit: Portkit | undefined
  function Probe() {
    portkit = usePortkitInstance()
    value = use()
    return null
  }
  const element = document.createElement('div')
  document.body.append(element)
  root = createRoot(element)
  await act(async () => {
    root!.render(
      <PortkitProvider
        options={{
          config: testConfig({
            services: { analyticsApi: analytics.url, catalogueApi: analytics.url },
            ...config,
          }),
          adapters: [() => adapter],
          connectors: [() => source],
          storage: memoryStorage(),
          eventsEnvironment: browser,
        }}
      >
        <Probe />
      </PortkitProvider>,
    )
  })
  return { current: () => value, portkit: portkit! }
}

const analyticsOff = { features: { ...testConfig().features, analytics: false } }
const analyticsOn = { features: { ...testConfig().features, analytics: true } }

/** Modal open and close, connect, a network switch, a send's events, disconnect: what the host sees. */
async function everything(portkit: Portkit): Promise<void> {
  await act(async () => {
    await portkit.modal.open()
    portkit.modal.close()
    await portkit.connection.connect(testConnector())
    await portkit.network.switchNetwork('eip155:31338')
    // What the send controller reports around a transfer.
    portkit.events.sendEvent({ type: 'track', event: 'SEND_INITIATED' })
    portkit.events.sendEvent({ type: 'track', event: 'SEND_SUCCESS', properties: { hash: '0x01' } })
    await portkit.connection.disconnect()
  })
}

const SEEN = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'SWITCH_NETWORK',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'DISCONNECT_SUCCESS',
]

describe('useEvents', () => {
  it('analytics off: every event reaches the host (callback and latest), and nothing is sent', async () => {
    const seen: PortkitEvent[] = []
    const hook = await renderHook(() => useEvents((event) => seen.push(event)), analyticsOff)
    expect(hook.current().latest).toBeUndefined()
    await everything(hook.portkit)
    expect(seen.map((event) => event.event)).toEqual(SEEN)
    expect(seen[2]).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { namespace: 'eip155', connector: testConnector().id },
      timestamp: 1_700_000_000_000,
    })
    expect(hook.current().latest).toMatchObject({ event: 'DISCONNECT_SUCCESS' })
    hook.portkit.events.noteInteraction()
    await hook.portkit.events.settled()
    expect(analytics.requests).toEqual([])
  })

  it('analytics on: the service gets what it got before, never CONNECT_SUCCESS', async () => {
    const hook = await renderHook(() => useEvents(), analyticsOn)
    hook.portkit.events.noteInteraction()
    await everything(hook.portkit)
    await hook.portkit.events.settled()
    const sent = analytics.requests
      .filter((request) => request.method === 'POST' && request.path === '/e')
      .map((request) => (JSON.parse(request.body) as { props: { event: string } }).props.event)
    expect(sent).toEqual(SEEN.filter((event) => event !== 'CONNECT_SUCCESS'))
  })

  it('subscribe: a listener until it unsubscribes; the callback until unmount', async () => {
    const viaSubscribe: string[] = []
    const viaCallback: string[] = []
    const hook = await renderHook(() => useEvents((event) => viaCallback.push(event.event)), analyticsOff)
    const unsubscribe = hook.current().subscribe((event) => viaSubscribe.push(event.event))
    await act(async () => void (await hook.portkit.modal.open()))
    unsubscribe()
    act(() => hook.portkit.modal.close())
    expect(viaSubscribe).toEqual(['MODAL_OPEN'])
    act(() => root?.unmount())
    root = undefined
    hook.portkit.events.sendEvent({ type: 'track', event: 'SWITCH_NETWORK' })
    expect(viaCallback).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})

const overlay = () =>
  document.querySelector('[data-portkit-modal]')?.shadowRoot?.querySelector<HTMLElement>('[data-theme]')

describe('useTheme', () => {
  it('reads the config, sets mode and variables at runtime, and the open modal re-styles', async () => {
    const hook = await renderHook(() => useTheme(), {
      themeMode: 'dark',
      themeVariables: { '--pk-accent': 'teal' },
    })
    await act(async () => void (await preloadModalRoot()))
    await act(async () => void (await hook.portkit.modal.open()))
    expect(hook.current()).toMatchObject({ themeMode: 'dark', themeVariables: { '--pk-accent': 'teal' } })
    expect(overlay()?.dataset.theme).toBe('dark')
    expect(overlay()?.style.getPropertyValue('--pk-accent')).toBe('teal')
    expect(overlay()?.style.getPropertyValue('--pk-background')).toBe('#121313')

    act(() => hook.current().setThemeMode('light'))
    act(() => hook.current().setThemeVariables({ '--pk-border-radius': '4px' }))
    expect(hook.current()).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--pk-accent': 'teal', '--pk-border-radius': '4px' },
    })
    expect(overlay()?.dataset.theme).toBe('light')
    expect(overlay()?.style.getPropertyValue('--pk-background')).toBe('#fff')
    expect(overlay()?.style.getPropertyValue('--pk-border-radius')).toBe('4px')

    // undefined goes back to the contract's default.
    act(() => hook.current().setThemeVariables({ '--pk-accent': undefined }))
    expect(overlay()?.style.getPropertyValue('--pk-accent')).toBe('hsla(231,100%,70%,1)')
  })

  it('an unknown variable name is refused with the known names, and nothing changes', async () => {
    const hook = await renderHook(() => useTheme())
    const set = () => hook.current().setThemeVariables({ '--pk-accent': 'red', '--pk-acent': 'red' } as never)
    expect(set).toThrowError(UnknownThemeVariableError)
    expect(set).toThrowError(
      'Unknown theme variable "--pk-acent" (known: --pk-accent, --pk-accent-foreground, --pk-background, --pk-foreground, --pk-muted, --pk-surface, --pk-border, --pk-error, --pk-overlay, --pk-font-family, --pk-font-family-display, --pk-border-radius, --pk-z-index)',
    )
    expect(() => hook.current().setThemeVariables({ '--pk-accent': '' })).toThrowError(
      InvalidThemeVariableValueError,
    )
    // Each value is checked by its kind in the theme contract (docs/theming.md), as the config is.
    expect(() => hook.current().setThemeVariables({ '--pk-z-index': '10.5' as never })).toThrowError(
      'Theme variable "--pk-z-index" must be an integer from -2147483648 to 2147483647',
    )
    expect(() => hook.current().setThemeVariables({ '--pk-accent': 'teal; color: red' })).toThrowError(
      /^Theme variable "--pk-accent" must be a colour: /,
    )
    expect(() => hook.current().setThemeVariables({ '--pk-border-radius': '-4px' as never })).toThrowError(
      InvalidThemeVariableValueError,
    )
    expect(() => hook.current().setThemeMode('sepia' as never)).toThrowError(InvalidThemeModeError)
    expect(hook.current()).toMatchObject({ themeMode: 'dark', themeVariables: {} })
  })
})
