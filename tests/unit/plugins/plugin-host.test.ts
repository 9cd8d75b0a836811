import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { ConnectorSource } from '../../../runtime/controllers/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { definePlugin, type AnyPortkitPlugin, type PluginHooks } from '../../../runtime/index.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const noView = { title: 'title', load: () => Promise.resolve({ default: () => null }) } as const

function menuPlugin(id: string, feature?: 'onramp' | 'swaps' | 'receive' | 'send') {
  return definePlugin({
    id,
    strings: { title: `${id} title`, label: `${id} label` },
    views: { Main: noView },
    accountMenu: [{ feature, label: 'label', view: 'Main' }],
  })
}

function setup(plugins: AnyPortkitPlugin[], services = {}) {
  const { adapter } = scriptedAdapter()
  const connector = testConnector()
  const source: ConnectorSource = {
    kind: 'test',
    watch: (onChange) => (onChange([connector]), () => undefined),
  }
  const portkit = createPortkit({
    config: testConfig({ services }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins,
    storage: memoryStorage(),
  })
  return { portkit, connector }
}

/** Hooks run after the update that triggered them; this waits for them. */
const settle = () => new Promise((done) => setTimeout(done, 0))

describe('plugin contract: account menu', () => {
  it('orders entries by the wallet feature order (onramp, swaps, receive, send), unslotted ones last', () => {
    const { portkit } = setup([
      menuPlugin('extra'),
      menuPlugin('send', 'send'),
      menuPlugin('receive', 'receive'),
      menuPlugin('onramp', 'onramp'),
      menuPlugin('swaps', 'swaps'),
    ])
    expect(portkit.plugins.accountMenu().map((item) => item.label)).toEqual([
      'onramp label',
      'swaps label',
      'receive label',
      'send label',
      'extra label',
    ])
    expect(portkit.plugins.accountMenu()[0]!.view).toEqual({ name: 'onramp/Main', title: 'onramp title' })
  })

  it('resolves a plugin view by name, and nothing for an unknown one', () => {
    const { portkit } = setup([menuPlugin('receive', 'receive')])
    const resolved = portkit.plugins.view('receive/Main')
    expect(resolved?.plugin.id).toBe('receive')
    expect(resolved?.context.t('title')).toBe('receive title')
    expect(portkit.plugins.view('receive/Other')).toBeUndefined()
    expect(portkit.plugins.view('other/Main')).toBeUndefined()
  })

  it('rejects plugins whose ids clash or whose menu points at no view', () => {
    expect(() => setup([menuPlugin('same'), menuPlugin('same')])).toThrow('Plugin id "same" is used twice')
    const broken = { id: 'broken', strings: { l: 'L' }, accountMenu: [{ label: 'l', view: 'Missing' }] }
    expect(() => setup([broken as AnyPortkitPlugin])).toThrow(
      'Plugin broken: account-menu entry points at unknown view Missing',
    )
    expect(() => setup([{ id: 'Bad/Id', strings: {} }])).toThrow(
      'must be lowercase letters, digits and hyphens',
    )
  })
})

describe('plugin contract: controller hooks', () => {
  function recording() {
    const calls: string[] = []
    const hooks: PluginHooks = {
      afterConnect: ({ caipAddress }) => void calls.push(`afterConnect ${caipAddress}`),
      onNetworkChange: ({ caipNetwork, previous }) =>
        void calls.push(`onNetworkChange ${previous?.caipNetworkId} -> ${caipNetwork.caipNetworkId}`),
    }
    return { calls, plugin: definePlugin({ id: 'rec', strings: {}, hooks }) }
  }

  it('runs afterConnect once per new connection, not on a network switch', async () => {
    const { calls, plugin } = recording()
    const { portkit, connector } = setup([plugin])
    await portkit.start()
    await portkit.connection.connect(connector)
    await settle()
    expect(calls).toEqual([`afterConnect eip155:31337:${ADDRESS}`])

    await portkit.network.switchNetwork('eip155:31338')
    await settle()
    expect(calls).toEqual([
      `afterConnect eip155:31337:${ADDRESS}`,
      'onNetworkChange eip155:31337 -> eip155:31338',
    ])
    portkit.stop()
  })

  it('stops watching on stop', async () => {
    const { calls, plugin } = recording()
    const { portkit } = setup([plugin])
    await portkit.start()
    portkit.stop()
    await portkit.network.switchNetwork('eip155:31338')
    await settle()
    expect(calls).toEqual([])
  })

  it('lets beforeClose keep the modal open, for the close button and for goBack alike', () => {
    let allow = false
    const { portkit } = setup([
      definePlugin({ id: 'gate', strings: {}, hooks: { beforeClose: () => allow } }),
    ])
    portkit.modal.open()
    portkit.modal.close()
    expect(portkit.state.isOpen.value).toBe(true)
    portkit.router.goBack()
    expect(portkit.state.isOpen.value).toBe(true)
    allow = true
    portkit.modal.close()
    expect(portkit.state.isOpen.value).toBe(false)
  })

  it('logs a failing hook instead of breaking the connection', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args[0])
    try {
      const failing = definePlugin({
        id: 'failing',
        strings: {},
        hooks: {
          afterConnect: () => {
            throw new Error('hook broke')
          },
        },
      })
      const { portkit, connector } = setup([failing])
      await portkit.start()
      await portkit.connection.connect(connector)
      await settle()
      expect(portkit.state.chains.value.eip155?.status).toBe('connected')
      expect(errors).toEqual(['portkit: plugin failing afterConnect failed'])
      portkit.stop()
    } finally {
      console.error = original
    }
  })
})

describe('plugin contract: API clients', () => {
  it('gives a plugin the typed client of a service it declared, with the common params', async () => {
    const queries: URLSearchParams[] = []
    const server = createServer((request, response) => {
      queries.push(new URL(request.url ?? '/', 'http://x').searchParams)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"http":[],"ws":[]}')
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const dataApi = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const plugin = definePlugin({ id: 'data', strings: {}, apis: ['dataApi'] })
      const { portkit } = setup([plugin], { dataApi })
      const api = portkit.plugins.context('data').api
      const client = await api('dataApi')
      expect((await client.GET('/v1/supported-chains')).data).toEqual({ http: [], ws: [] })
      expect(Object.fromEntries(queries[0]!)).toMatchObject({ projectId: 'test-project', st: 'portkit' })
      await expect(api('catalogueApi')).rejects.toThrow(
        'Plugin data did not declare the catalogueApi API in apis',
      )
    } finally {
      await new Promise((done) => server.close(done))
    }
  })

  it('rejects a declared service that is not configured', async () => {
    const { portkit } = setup([definePlugin({ id: 'data', strings: {}, apis: ['dataApi'] })])
    await expect(portkit.plugins.context('data').api('dataApi')).rejects.toThrow(
      'services.dataApi is not configured (needed by plugin data)',
    )
  })
})
