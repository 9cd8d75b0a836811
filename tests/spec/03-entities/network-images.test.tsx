// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import receivePlugin from '../../../plugins/receive/index.ts'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import { networkImageUrl } from '../../../runtime/controllers/network-image.ts'
import { SDK_TYPE, SDK_VERSION } from '../../../runtime/core/constants.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { AccountView } from '../../../runtime/ui/views/account-view.tsx'
import { NetworksView } from '../../../runtime/ui/views/networks-view.tsx'
import { UnsupportedChainView } from '../../../runtime/ui/views/unsupported-chain-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 3: Network `assets (imageId, imageUrl)` and Options `chainImages` (by caipNetworkId). The
 * image of a network is one rule, and every place the modal shows a network shows it: the Networks list
 * (and UnsupportedChain, which lists them), the network row of Account, the networks of Receive.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ALPHA_IMAGE = 'https://img.shop.example/alpha.png'
const BETA_IMAGE = 'https://cdn.chain.example/beta.svg'
const PNG = 'data:image/png;base64,iVBORw0KGgo='

let root: Root | undefined
const stops: (() => void)[] = []
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const stop of stops.splice(0)) stop()
})

async function connected(overrides: Partial<ResolvedConfig>) {
  const { adapter } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ plugins: ['receive'], ...overrides }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins: [receivePlugin],
    storage: memoryStorage(),
  })
  await portkit.start()
  stops.push(() => portkit.stop())
  await portkit.connection.connect(connector)
  return portkit
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
  throw new Error('timed out')
}

/** Each network row as [name, its image's src or 'placeholder' or 'none'], and its images' attributes. */
function rowsOf(container: Element) {
  return [...container.querySelectorAll('.row')]
    .filter((row) => row.querySelector('.name')?.textContent?.startsWith('Portkit Devnet'))
    .map((row) => {
      const img = row.querySelector('img')
      const image = img ? img.getAttribute('src') : row.querySelector('.placeholder') ? 'placeholder' : 'none'
      return [row.querySelector('.name')!.textContent, image]
    })
}
const images = (container: Element) =>
  [...container.querySelectorAll('img')].map((img) => ({
    alt: img.getAttribute('alt'),
    loading: img.getAttribute('loading'),
  }))

describe('spec 3: the image of a network', () => {
  const config = (overrides: Partial<ResolvedConfig> = {}) => testConfig(overrides)

  it('is the chainImages entry for its caipNetworkId, before the network’s own assets.imageUrl', () => {
    const alpha = { ...devnetAlpha, assets: { imageUrl: 'https://own.example/alpha.png' } }
    expect(networkImageUrl(config({ chainImages: { 'eip155:31337': ALPHA_IMAGE } }), alpha)).toBe(ALPHA_IMAGE)
    expect(networkImageUrl(config(), alpha)).toBe('https://own.example/alpha.png')
    expect(networkImageUrl(config({ chainImages: { 'eip155:31337': PNG } }), devnetAlpha)).toBe(PNG)
  })

  it('else its assets.imageId, served by the configured catalogue (none without one)', () => {
    const alpha = { ...devnetAlpha, assets: { imageId: 'alpha-logo' } }
    const url = networkImageUrl(config({ services: { catalogueApi: 'http://127.0.0.1:4100/' } }), alpha)
    expect(url).toBe(
      `http://127.0.0.1:4100/public/getAssetImage/alpha-logo?projectId=test-project&st=${SDK_TYPE}&sv=${SDK_VERSION}`,
    )
    expect(networkImageUrl(config(), alpha)).toBeUndefined()
  })

  it('goes through the safe-image rule: javascript: and non-image data: URLs are never shown', () => {
    const unsafe = { ...devnetAlpha, assets: { imageUrl: 'javascript:alert(1)' } }
    expect(networkImageUrl(config(), unsafe)).toBeUndefined()
    const withChainImage = config({
      chainImages: { 'eip155:31337': 'data:text/html,<script>alert(1)</script>' },
    })
    expect(networkImageUrl(withChainImage, devnetAlpha)).toBeUndefined()
    // An unsafe chainImages entry does not hide a safe image of the network's own.
    expect(networkImageUrl(withChainImage, { ...devnetAlpha, assets: { imageUrl: ALPHA_IMAGE } })).toBe(
      ALPHA_IMAGE,
    )
  })

  it('is nothing for the presets, which carry no assets', () => {
    expect(networkImageUrl(config(), devnetAlpha)).toBeUndefined()
    expect(networkImageUrl(config(), devnetBeta)).toBeUndefined()
  })
})

describe('spec 3: chainImages shown wherever the modal shows a network', () => {
  const withImages = {
    chainImages: { 'eip155:31337': ALPHA_IMAGE },
    networks: [devnetAlpha, { ...devnetBeta, assets: { imageUrl: BETA_IMAGE } }],
  }

  it('the Networks list: each network’s image, lazy and decorative beside its name', async () => {
    const portkit = await connected(withImages)
    const container = render(<NetworksView portkit={portkit} />)
    expect(rowsOf(container)).toEqual([
      ['Portkit Devnet Alpha', ALPHA_IMAGE],
      ['Portkit Devnet Beta', BETA_IMAGE],
    ])
    expect(images(container)).toEqual([
      { alt: '', loading: 'lazy' },
      { alt: '', loading: 'lazy' },
    ])
  })

  it('a network without an image keeps the placeholder: no broken image', async () => {
    const portkit = await connected({ chainImages: { 'eip155:31338': BETA_IMAGE } })
    const container = render(<NetworksView portkit={portkit} />)
    expect(rowsOf(container)).toEqual([
      ['Portkit Devnet Alpha', 'placeholder'],
      ['Portkit Devnet Beta', BETA_IMAGE],
    ])
  })

  it('the network row of Account shows the active network’s image', async () => {
    const portkit = await connected(withImages)
    const container = render(<AccountView portkit={portkit} />)
    expect(rowsOf(container)).toEqual([['Portkit Devnet Alpha', ALPHA_IMAGE]])
    await act(() => portkit.network.switchNetwork('eip155:31338'))
    expect(rowsOf(container)).toEqual([['Portkit Devnet Beta', BETA_IMAGE]])
  })

  it('UnsupportedChain lists the networks to switch to with their images', async () => {
    const portkit = await connected(withImages)
    const container = render(<UnsupportedChainView portkit={portkit} />)
    expect(rowsOf(container)).toEqual([
      ['Portkit Devnet Alpha', ALPHA_IMAGE],
      ['Portkit Devnet Beta', BETA_IMAGE],
    ])
  })

  it('Receive lists the address’s networks with their images (and none where there is none)', async () => {
    const portkit = await connected({ chainImages: { 'eip155:31337': ALPHA_IMAGE } })
    const container = render(<PluginViewHost portkit={portkit} view={{ name: 'receive/Receive' }} />)
    const list = await waitFor(() => container.querySelector('ul[aria-labelledby="pk-receive-networks"]'))
    expect(rowsOf(list)).toEqual([
      ['Portkit Devnet Alpha', ALPHA_IMAGE],
      ['Portkit Devnet Beta', 'none'],
    ])
  })
})
