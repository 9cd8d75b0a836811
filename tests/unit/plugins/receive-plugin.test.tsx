// @vitest-environment happy-dom
import { encode } from 'uqr'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import receivePlugin from '../../../plugins/receive/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { PluginAccountMenu } from '../../../runtime/ui/components/plugin-account-menu.tsx'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { viewTitle } from '../../../runtime/ui/view-title.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// The Receive feature (spec section 1, on by default) as the first plugin: QR of the address, copy, networks.

const ADDRESS = '0x1111111111111111111111111111111111111111'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

async function connectedPortkit() {
  const { adapter } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ plugins: ['receive'] }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins: [receivePlugin],
    storage: memoryStorage(),
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  return portkit
}

/** "row,column" of every dark module: from the SVG's 10-pixel squares, or from a boolean matrix. */
function darkModules(source: string | boolean[][]): string[] {
  if (typeof source !== 'string') {
    return source.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${y},${x}`] : [])))
  }
  const squares = [...source.matchAll(/M(\d+),(\d+)h10v10h-10z/g)]
  return squares.map(([, x, y]) => `${Number(y) / 10},${Number(x) / 10}`).sort(byPosition)
}
const byPosition = (a: string, b: string) => {
  const [ay, ax] = a.split(',').map(Number) as [number, number]
  const [by, bx] = b.split(',').map(Number) as [number, number]
  return ay - by || ax - bx
}

function render(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(element))
  return container
}

async function waitFor<T>(read: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read()
    if (value) return value
    await act(() => new Promise((done) => setTimeout(done, 20)))
  }
  throw new Error('timed out waiting for the view')
}

describe('Receive plugin', () => {
  it('adds a Receive entry to the account menu that opens its view with its title', async () => {
    const portkit = await connectedPortkit()
    portkit.modal.open()
    const container = render(<PluginAccountMenu portkit={portkit} />)
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Receive')
    expect(button).toBeDefined()
    act(() => button!.click())
    const view = portkit.state.currentView.value
    expect(view).toEqual({ name: 'receive/Receive' })
    expect(viewTitle(view, portkit)).toBe('Receive')
    portkit.stop()
  })

  it('shows the address as a QR code of the address, the address itself and a copy button', async () => {
    const portkit = await connectedPortkit()
    const container = render(<PluginViewHost portkit={portkit} view={{ name: 'receive/Receive' }} />)
    const image = await waitFor(() =>
      container.querySelector<HTMLImageElement>('img[alt="QR code of your address"]'),
    )
    // The image's dark modules are exactly those of the address's QR matrix.
    const svg = decodeURIComponent(image.src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))
    expect(darkModules(svg)).toEqual(darkModules(encode(ADDRESS, { ecc: 'M', border: 2 }).data))
    expect(container.querySelector('[data-testid="receive-address"]')?.textContent).toBe(ADDRESS)
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Copy address'])
    portkit.stop()
  })

  it('copies the address and says so', async () => {
    const portkit = await connectedPortkit()
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    const container = render(<PluginViewHost portkit={portkit} view={{ name: 'receive/Receive' }} />)
    const button = await waitFor(() => container.querySelector('button'))
    await act(async () => button.click())
    expect(copied).toEqual([ADDRESS])
    expect(button.textContent).toBe('Address copied')
    portkit.stop()
  })

  it("lists the networks of the address's namespace from the config", async () => {
    const portkit = await connectedPortkit()
    const container = render(<PluginViewHost portkit={portkit} view={{ name: 'receive/Receive' }} />)
    const list = await waitFor(() => container.querySelector('ul[aria-labelledby="pk-receive-networks"]'))
    expect(container.querySelector('#pk-receive-networks')?.textContent).toBe(
      'Networks this address works on',
    )
    expect([...list.querySelectorAll('.name')].map((item) => item.textContent)).toEqual([
      'Portkit Devnet Alpha',
      'Portkit Devnet Beta',
    ])
    portkit.stop()
  })

  it('asks to connect first when no address is connected', async () => {
    const { adapter } = scriptedAdapter()
    const portkit = createPortkit({
      config: testConfig(),
      adapters: [() => adapter],
      connectors: [],
      plugins: [receivePlugin],
      storage: memoryStorage(),
    })
    const container = render(<PluginViewHost portkit={portkit} view={{ name: 'receive/Receive' }} />)
    const note = await waitFor(() => container.querySelector('.muted'))
    expect(note.textContent).toBe('Connect a wallet to receive funds.')
  })
})
