// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { afterEach, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { portkitConnector, PortkitWagmiProvider, toViemChain } from '../../../runtime/bridges/wagmi/index.ts'
import type { ConnectorSource } from '../../../runtime/controllers/types.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { PortkitProvider } from '../../../runtime/react/provider.tsx'
import { usePortkitInstance } from '../../../runtime/ui/bindings/context.ts'
import { testConfig } from '../../support/config.ts'
import { networksAt, recordingWallet } from '../../support/host-wallet.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { testConnector } from '../../support/scripted-adapter.ts'
import { useConnection, wagmiMajor } from '../../support/wagmi-version.ts'

// `<PortkitWagmiProvider>` inside `<PortkitProvider>`: wagmi's own hooks follow the wallet connected in
// the Portkit modal, and its disconnect (on wagmi 3, and on wagmi 2 in the `wagmi-2` vitest project).

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function WagmiStatus() {
  const { status, address, chainId } = useConnection()
  return <output>{`${status} ${address ?? '-'} ${chainId ?? '-'}`}</output>
}

describe(`PortkitWagmiProvider (wagmi ${wagmiMajor})`, () => {
  it("wagmi's useConnection follows a connect and a disconnect made through Portkit", async () => {
    const wallet = recordingWallet({ address: ADDRESS, chainId: 31337 })
    wallet.answers.eth_getBalance = () => '0x0'
    const connector = testConnector('eip6963:test', { provider: wallet.provider })
    const source: ConnectorSource = { kind: 'test', watch: (onChange) => (onChange([connector]), () => {}) }
    const networks = networksAt('http://127.0.0.1:1')
    let portkit: Portkit | undefined
    function Capture() {
      portkit = usePortkitInstance()
      return null
    }
    const element = document.createElement('div')
    document.body.append(element)
    root = createRoot(element)
    await act(async () => {
      root!.render(
        <PortkitProvider
          disableAppend
          options={{
            config: testConfig({ networks, defaultNetwork: networks[0].caipNetworkId }),
            adapters: [eip155Adapter()],
            connectors: [() => source],
            storage: memoryStorage(),
          }}
        >
          <QueryClientProvider client={new QueryClient()}>
            <PortkitWagmiProvider options={{ storage: null }}>
              <Capture />
              <WagmiStatus />
            </PortkitWagmiProvider>
          </QueryClientProvider>
        </PortkitProvider>,
      )
    })
    const shown = () => element.querySelector('output')?.textContent
    expect(shown()).toBe('disconnected - -')

    await act(async () => portkit!.connection.connect(connector))
    expect(shown()).toBe(`connected ${ADDRESS} 31337`)

    await act(async () => portkit!.connection.disconnect('eip155'))
    expect(shown()).toBe('disconnected - -')
  })

  it("an app's own wagmi config with portkitConnector, and the instance it gave <PortkitProvider portkit>", async () => {
    const wallet = recordingWallet({ address: ADDRESS, chainId: 31337 })
    wallet.answers.eth_getBalance = () => '0x0'
    const connector = testConnector('eip6963:test', { provider: wallet.provider })
    const networks = networksAt('http://127.0.0.1:1')
    // What the app writes at module level: its Portkit instance, and its wagmi config using it.
    const portkit = createPortkit({
      config: testConfig({ networks, defaultNetwork: networks[0].caipNetworkId }),
      adapters: [eip155Adapter()],
      connectors: [() => ({ kind: 'test', watch: (onChange) => (onChange([connector]), () => {}) })],
      storage: memoryStorage(),
    })
    const wagmiConfig = createConfig({
      chains: [toViemChain(networks[0])],
      transports: { 31337: http('http://127.0.0.1:1') },
      connectors: [portkitConnector(portkit)],
      storage: null,
    })
    const element = document.createElement('div')
    document.body.append(element)
    root = createRoot(element)
    await act(async () => {
      root!.render(
        <PortkitProvider portkit={portkit} disableAppend>
          <QueryClientProvider client={new QueryClient()}>
            <WagmiProvider config={wagmiConfig}>
              <WagmiStatus />
            </WagmiProvider>
          </QueryClientProvider>
        </PortkitProvider>,
      )
    })
    const shown = () => element.querySelector('output')?.textContent
    expect(shown()).toBe('disconnected - -')
    await act(async () => portkit.connection.connect(connector))
    expect(shown()).toBe(`connected ${ADDRESS} 31337`)
  })
})
