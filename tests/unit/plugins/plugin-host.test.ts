import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { definePlugin, type AnyPortkitPlugin, type PluginHooks } from '../../../runtime/index.ts'
import { viewTitle } from '../../../runtime/ui/view-title.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

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
  const source = fixedSource(connector)
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
    const { view } = portkit.plugins.accountMenu()[0]!
    expect(view).toEqual({ name: 'onramp/Main' })
    expect(viewTitle(view, portkit)).toBe('onramp title')
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

describe('plugin contract: setup and feature APIs', () => {
  it('runs each setup once, in list order, and returns what it built as portkit.feature(id)', () => {
    const order: string[] = []
    const counter = definePlugin({
      id: 'counter',
      strings: {},
      setup: () => (order.push('counter'), { count: 1 }),
    })
    const reader = definePlugin({
      id: 'reader',
      strings: {},
      requires: ['counter'],
      setup: ({ portkit }) => (
        order.push('reader'),
        { doubled: () => (portkit.plugins.feature('counter') as { count: number }).count * 2 }
      ),
    })
    const { portkit } = setup([counter, reader])
    expect(order).toEqual(['counter', 'reader'])
    expect(portkit.plugins.feature('counter')).toEqual({ count: 1 })
    expect((portkit.plugins.feature('reader') as { doubled(): number }).doubled()).toBe(2)
    expect(portkit.plugins.has('reader')).toBe(true)
    expect(() => portkit.plugins.feature('absent')).toThrow('No plugin absent')
  })

  it('rejects a plugin whose required plugin is missing or listed after it', () => {
    const base = definePlugin({ id: 'base', strings: {} })
    const top = definePlugin({ id: 'top', strings: {}, requires: ['base'] })
    expect(() => setup([top])).toThrow('Plugin top needs plugin base listed before it')
    expect(() => setup([top, base])).toThrow('Plugin top needs plugin base listed before it')
    expect(() => setup([base, top])).not.toThrow()
  })
})

describe('plugin contract: slots in the core views', () => {
  const tab = (tab: 'Tokens' | 'NFTs' | 'Activity') => ({ tab, load: noView.load })

  it('lists Account tabs in the spec order (Tokens, NFTs, Activity), whatever the plugin order', () => {
    const { portkit } = setup([
      definePlugin({ id: 'activity', strings: {}, accountTabs: [tab('Activity')] }),
      definePlugin({ id: 'assets', strings: {}, accountTabs: [tab('NFTs'), tab('Tokens')] }),
    ])
    expect(portkit.plugins.accountTabs().map((item) => item.key)).toEqual([
      'assets/Tokens',
      'assets/NFTs',
      'activity/Activity',
    ])
  })

  it('offers connect-list and menu entries only while available; an entry opens its view', () => {
    let reachable = false
    const selected: string[] = []
    const { portkit } = setup([
      definePlugin({
        id: 'wallets',
        strings: { title: 'Every wallet', entry: 'More wallets' },
        views: { List: noView, Named: { ...noView, specView: 'AllWallets' } },
        connectList: [
          {
            label: 'entry',
            view: 'List',
            available: () => reachable,
            onSelect: () => void selected.push('List'),
          },
          { label: 'entry', view: 'Named' },
        ],
        accountMenu: [{ label: 'entry', view: 'List', available: () => reachable }],
      }),
    ])
    expect(portkit.plugins.connectList().map((item) => item.view)).toEqual([{ name: 'AllWallets' }])
    expect(portkit.plugins.accountMenu()).toEqual([])
    reachable = true
    const [first] = portkit.plugins.connectList()
    expect(first).toMatchObject({
      label: 'More wallets',
      view: { name: 'wallets/List' },
    })
    expect(viewTitle(first!.view, portkit)).toBe('Every wallet')
    first!.select()
    expect(selected).toEqual(['List'])
    expect(portkit.plugins.accountMenu().map((item) => item.label)).toEqual(['More wallets'])
  })

  it("resolves the spec's named view a plugin provides, and rejects two plugins providing it", () => {
    const provider = (id: string) =>
      definePlugin({ id, strings: { title: 'T' }, views: { Main: { ...noView, specView: 'AllWallets' } } })
    const { portkit } = setup([provider('first')])
    expect(portkit.plugins.view('AllWallets')?.plugin.id).toBe('first')
    expect(portkit.plugins.view('Account')).toBeUndefined()
    expect(() => setup([provider('first'), provider('second')])).toThrow(
      'View AllWallets is provided by both plugin first and plugin second',
    )
  })

  it('rejects a connect-list entry that points at no view', () => {
    const broken = { id: 'broken', strings: { l: 'L' }, connectList: [{ label: 'l', view: 'Missing' }] }
    expect(() => setup([broken as AnyPortkitPlugin])).toThrow(
      'Plugin broken: connect-list entry points at unknown view Missing',
    )
  })
})

describe('plugin contract: profile resolvers and account changes', () => {
  it('names the connected account from the first resolver that answers; a failing one is skipped', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args[0])
    try {
      const asked: string[] = []
      const { portkit, connector } = setup([
        definePlugin({
          id: 'broken',
          strings: {},
          resolveProfile: () => Promise.reject(new Error('lookup broke')),
        }),
        definePlugin({ id: 'silent', strings: {}, resolveProfile: async () => ({}) }),
        definePlugin({
          id: 'names',
          strings: {},
          resolveProfile: async ({ caipAddress }) => (
            asked.push(caipAddress),
            { name: 'alice', image: Promise.resolve('data:image/png;base64,AA') }
          ),
        }),
        definePlugin({ id: 'late', strings: {}, resolveProfile: async () => ({ name: 'never asked' }) }),
      ])
      await portkit.start()
      await portkit.connection.connect(connector)
      await portkit.account.syncProfile()
      expect(portkit.account.profileName.value).toBe('alice')
      expect(portkit.account.profileImage.value).toBe('data:image/png;base64,AA')
      expect(asked[0]).toBe(`eip155:31337:${ADDRESS}`)
      expect(errors).toContain('portkit: plugin broken resolveProfile failed')
      portkit.stop()
    } finally {
      console.error = original
    }
  })

  it('without a resolver the account has no name', async () => {
    const { portkit, connector } = setup([])
    await portkit.connection.connect(connector)
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBeUndefined()
  })

  it('runs onAccountChange for a new account, a network switch and a disconnect', async () => {
    const seen: (string | undefined)[] = []
    const { portkit, connector } = setup([
      definePlugin({
        id: 'watcher',
        strings: {},
        hooks: { onAccountChange: ({ caipAddress }) => void seen.push(caipAddress) },
      }),
    ])
    await portkit.start()
    await portkit.connection.connect(connector)
    await settle()
    await portkit.network.switchNetwork('eip155:31338')
    await settle()
    await portkit.connection.disconnect()
    await settle()
    expect(seen).toEqual([`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`, undefined])
    portkit.stop()
  })
})
