import { createServer, type Server } from 'node:net'
import { effect } from '@preact/signals-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, stringToHex, toHex, verifyMessage, type Hex } from 'viem'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { RELAY_REFUSALS, startRelay, type Relay } from '../../../devnet/relay/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import { alertForProviderError, alertText } from '../../../runtime/core/errors.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import { guardLoopback } from '../../e2e/support/loopback-guard.ts'
import { startWcWallet, type WcWallet } from '../../e2e/support/wc-wallet.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { testConfig } from '../../support/config.ts'
import { testConnector, fixedSource } from '../../support/scripted-adapter.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { englishMessage } from '../../support/english-message.ts'

/**
 * Spec section 4 for a WalletConnect session, with every part real: the runtime's controllers and
 * eip155 adapter, the WalletConnect connector on @walletconnect/universal-provider, the devnet relay,
 * a @walletconnect/sign-client wallet holding a devnet key, and two anvil chains.
 */

// Each provider gets its own SDK core (the SDK's switch), so tests do not share sessions.
process.env.DISABLE_GLOBAL_CORE = 'true'

const guard = guardLoopback()
let relay: Relay
let chains: AnvilNode[]
let wallet: WcWallet
const key = testAccounts(4)[3]!

beforeAll(async () => {
  relay = await startRelay()
  chains = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  wallet = await startWcWallet({
    relayUrl: relay.url,
    privateKey: key.privateKey,
    manifest: {
      version: 1,
      chains: chains.map((node) => ({
        chainId: node.chainId,
        caipNetworkId: `eip155:${node.chainId}`,
        name: `Chain ${node.chainId}`,
        rpcUrl: node.rpcUrl,
      })),
      accounts: [],
      services: { walletConnectRelay: relay.url },
    },
  })
})

afterAll(async () => {
  await wallet?.close()
  await relay?.stop()
  await Promise.all((chains ?? []).map((node) => node.stop()))
  guard.restore()
})

let portkit: Portkit

afterEach(() => portkit?.stop())

beforeEach(async () => {
  wallet.state.rejectNextProposal = false
  wallet.state.rejectNextRequest = false
  await wallet.disconnect()
  const [alpha, beta] = chains
  portkit = createPortkit({
    config: testConfig({
      connectors: ['walletconnect'],
      networks: [
        { ...devnetAlpha, rpcUrls: { default: { http: [alpha!.rpcUrl] } } },
        { ...devnetBeta, rpcUrls: { default: { http: [beta!.rpcUrl] } } },
      ],
      services: { walletConnectRelay: relay.url },
    }),
    adapters: [eip155Adapter()],
    connectors: [walletConnectConnector()],
    storage: memoryStorage(),
  })
  await portkit.start()
})

/** The URI the modal would show, once it is there. */
function nextUri(): Promise<string> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      const uri = portkit.state.walletConnect.wcUri.value
      if (uri) queueMicrotask(() => (stop(), resolve(uri)))
    })
  })
}

async function pairAndApprove(): Promise<void> {
  const connected = portkit.walletConnect.connect()
  await wallet.pair(await nextUri())
  await connected
}

const walletProvider = () => portkit.state.connectors.value.find((c) => c.id === 'walletConnect')!.provider
const chainState = () => portkit.state.chains.value.eip155!

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('spec 4: a WalletConnect session through the local relay', () => {
  it('the wallet approves: accounts and chain come from the session, the balance from the chain', async () => {
    await pairAndApprove()
    expect(chainState()).toMatchObject({
      status: 'connected',
      address: wallet.address,
      connectorId: 'walletConnect',
    })
    expect(chainState().caipNetwork?.caipNetworkId).toBe('eip155:31337')
    const requested = wallet.state.proposals.at(-1)!.optionalNamespaces.eip155!
    expect(requested.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(requested.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']))
    await until(() => chainState().balance !== undefined, 'the balance')
    expect(chainState().balance?.formatted).toMatch(/^\d+\.\d{3}$/)
  })

  it('personal_sign goes to the wallet through the session and verifies with viem', async () => {
    await pairAndApprove()
    const message = 'Sign in to Portkit over WalletConnect'
    const signature = (await walletProvider().request({
      method: 'personal_sign',
      params: [stringToHex(message), wallet.address],
    })) as Hex
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    expect(wallet.state.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' })
  })

  it('switching network goes through the session, and a transaction is then sent on the new chain', async () => {
    await pairAndApprove()
    await portkit.network.switchNetwork('eip155:31338')
    expect(chainState().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(await walletProvider().request({ method: 'eth_chainId' })).toBe(toHex(31338))

    const beta = createPublicClient({ transport: http(chains[1]!.rpcUrl) })
    const receiver = testAccounts(4)[2]!.address
    const before = await beta.getBalance({ address: receiver })
    const hash = (await walletProvider().request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: receiver, value: toHex(parseEther('0.25')) }],
    })) as Hex
    expect((await beta.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await beta.getBalance({ address: receiver })).toBe(before + parseEther('0.25'))
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      chainId: 'eip155:31338',
    })
  })

  it("stop() closes the page's relay socket; the next start takes the stored session up again", async () => {
    await pairAndApprove()
    const withPage = relay.stats().clients
    portkit.stop()
    await until(() => relay.stats().clients === withPage - 1, "the page's relay socket to close")

    await portkit.start()
    expect(chainState()).toMatchObject({ status: 'connected', address: wallet.address })
    const message = 'Signed after a restart'
    const signature = (await walletProvider().request({
      method: 'personal_sign',
      params: [stringToHex(message), wallet.address],
    })) as Hex
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    expect(relay.stats().clients).toBe(withPage)
  })

  it('a request the wallet declines reaches the page as EIP-1193 code 4001', async () => {
    await pairAndApprove()
    wallet.state.rejectNextRequest = true
    await expect(
      walletProvider().request({ method: 'personal_sign', params: [stringToHex('no'), wallet.address] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it("the wallet rejects the proposal: the catalogue's user-rejected error, still disconnected", async () => {
    wallet.state.rejectNextProposal = true
    const connected = portkit.walletConnect.connect()
    await wallet.pair(await nextUri())
    await expect(connected).rejects.toThrow('User rejected the request')
    expect(englishMessage(portkit.state.lastError.value!)).toBe('User rejected the request')
    expect(portkit.state.walletConnect.wcError.value).toBe(true)
    expect(chainState().status).toBe('disconnected')
  })

  it('disconnecting from the page ends the session in the wallet too', async () => {
    await pairAndApprove()
    expect(wallet.sessions()).toHaveLength(1)
    await portkit.connection.disconnect()
    expect(chainState().status).toBe('disconnected')
    await until(() => wallet.sessions().length === 0, 'the wallet to drop the session')
  })

  it('the wallet ends the session: the page becomes disconnected', async () => {
    await pairAndApprove()
    await wallet.disconnect()
    await until(() => chainState().status === 'disconnected', 'the page to see the disconnect')
    expect(chainState().address).toBeUndefined()
  })

  it('a method the session does not cover is refused before it reaches anyone', async () => {
    await pairAndApprove()
    await expect(
      walletProvider().request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it.each(RELAY_REFUSALS)(
    'the relay refuses the app with %j: the pairing fails with its spec 8 alert, shown once, not retried',
    async (reason) => {
      relay.refuse(reason)
      try {
        const expected = alertText(alertForProviderError(reason)!)
        const toasts: string[] = []
        const stop = effect(() => {
          const { open, message } = portkit.notifications.notification.value
          if (open) toasts.push(englishMessage(message))
        })
        const unwatch = portkit.walletConnect.watch()
        await until(() => portkit.state.walletConnect.wcError.value, 'the pairing to fail')
        expect(portkit.state.walletConnect.wcUri.value).toBeUndefined()
        expect(englishMessage(portkit.state.lastError.value!)).toBe(expected)
        expect(toasts).toEqual([expected])
        // No retry: the QR view stays on the explanation instead of asking the relay again.
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        expect(portkit.state.walletConnect.wcUri.value).toBeUndefined()
        unwatch()
        // Trying again is refused again; the alert is not repeated.
        await expect(portkit.walletConnect.connect()).rejects.toThrow(reason)
        expect(toasts).toEqual([expected])
        stop()
        expect(chainState().status).toBe('disconnected')
      } finally {
        relay.refuse(undefined)
      }
    },
  )

  it('after a refusal the page leaves the relay alone: no socket reopened in a loop, even once the relay is gone', async () => {
    // A relay of its own, so it can go away while the rest of the file keeps the shared one.
    const own = await startRelay({ refuse: RELAY_REFUSALS[0] })
    const page = createPortkit({
      config: testConfig({ connectors: ['walletconnect'], services: { walletConnectRelay: own.url } }),
      adapters: [eip155Adapter()],
      connectors: [walletConnectConnector()],
      storage: memoryStorage(),
    })
    let knocks: Server | undefined
    try {
      await page.start()
      const unwatch = page.walletConnect.watch()
      await until(() => page.state.walletConnect.wcError.value !== undefined, 'the pairing to fail')
      unwatch()
      await expect(page.walletConnect.connect()).rejects.toThrow(RELAY_REFUSALS[0])
      own.refuse(undefined)
      const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000))
      await settle()
      const refused = own.stats().attempts
      await settle()
      // The SDK's own retries after a refusal are over within a second: nothing more while the page runs.
      expect(own.stats().attempts - refused).toBeLessThanOrEqual(2)
      page.stop()
      await own.stop()
      // The relay is gone; a bare listener on its port counts every connection the page still opens
      // (2.21.8 reopened its socket at once, every time, once the relay went away: thousands a second).
      let count = 0
      knocks = createServer((socket) => {
        count++
        socket.destroy()
      })
      await new Promise<void>((resolve) => knocks!.listen(own.port, '127.0.0.1', resolve))
      await settle()
      await settle()
      expect(count).toBeLessThanOrEqual(2)
    } finally {
      page.stop()
      await own.stop()
      await new Promise((resolve) => (knocks ? knocks.close(resolve) : resolve(undefined)))
    }
  })

  it("adapters: ['universal']: the chains are served over WalletConnect only, and the wallet's approval connects", async () => {
    const [alpha, beta] = chains
    // What `portkit generate` makes of a config naming the universal adapter alone.
    const config = resolveConfig({
      projectId: 'universal-test',
      metadata: { name: 'Universal', description: '', url: 'http://127.0.0.1:5173', icons: [] },
      networks: [
        { ...devnetAlpha, rpcUrls: { default: { http: [alpha!.rpcUrl] } } },
        { ...devnetBeta, rpcUrls: { default: { http: [beta!.rpcUrl] } } },
      ],
      adapters: ['universal'],
      connectors: ['walletconnect'],
      services: { walletConnectRelay: relay.url },
    })
    expect([config.adapters, config.walletConnectOnly]).toEqual([['eip155'], ['eip155']])
    const browserWallet = testConnector('eip6963:io.metamask', { name: 'MetaMask' })
    const universal = createPortkit({
      config,
      adapters: [eip155Adapter()],
      connectors: [walletConnectConnector(), () => fixedSource(browserWallet)],
      storage: memoryStorage(),
    })
    await universal.start()
    try {
      expect(universal.state.connectors.value.map((connector) => connector.id)).toEqual(['walletConnect'])
      const connected = universal.walletConnect.connect()
      const uri = await new Promise<string>((resolve) => {
        const stop = effect(() => {
          const shown = universal.state.walletConnect.wcUri.value
          if (shown) queueMicrotask(() => (stop(), resolve(shown)))
        })
      })
      await wallet.pair(uri)
      await connected
      expect(universal.state.chains.value.eip155).toMatchObject({
        status: 'connected',
        address: wallet.address,
      })
    } finally {
      await universal.stop()
    }
  })

  it('nothing was sent anywhere but loopback', () => {
    expect(guard.attempts).toEqual([])
  })
})
