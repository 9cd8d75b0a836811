import { effect } from '@preact/signals-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { startRelay, type Relay } from '../../../devnet/relay/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { guardLoopback } from '../../e2e/support/loopback-guard.ts'
import { startWcWallet, type WcWallet } from '../../e2e/support/wc-wallet.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

/**
 * Spec 5: an account address is a CAIP-10 account id, three parts, else 'Invalid CAIP-10 address'. The
 * WalletConnect SDK checks the accounts of an approved or updated session, but hands on those of a
 * wallet's `accountsChanged` session event unchecked, cut to their third part. Every part here is real:
 * the runtime with its eip155 adapter and WalletConnect connector, the devnet relay, a
 * @walletconnect/sign-client wallet holding a devnet key, and an anvil chain.
 */

// Each provider gets its own SDK core (the SDK's switch), so tests do not share sessions.
process.env.DISABLE_GLOBAL_CORE = 'true'

const guard = guardLoopback()
const key = testAccounts(4)[3]!
/** Another account the session lists, whose address the wallet may switch to. */
const other = testAccounts(4)[1]!
let relay: Relay
let chain: AnvilNode
let wallet: WcWallet
let portkit: Portkit

beforeAll(async () => {
  relay = await startRelay()
  chain = await startAnvil({ chainId: 31337 })
  wallet = await startWcWallet({
    relayUrl: relay.url,
    privateKey: key.privateKey,
    otherAddresses: [other.address],
    manifest: {
      version: 1,
      chains: [{ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Chain 31337', rpcUrl: chain.rpcUrl }],
      accounts: [],
      services: { walletConnectRelay: relay.url },
    },
  })
})

afterAll(async () => {
  await wallet?.close()
  await relay?.stop()
  await chain?.stop()
  guard.restore()
})

beforeEach(async () => {
  await wallet.disconnect()
  portkit = createPortkit({
    config: testConfig({
      connectors: ['walletconnect'],
      networks: [{ ...devnetAlpha, rpcUrls: { default: { http: [chain.rpcUrl] } } }],
      services: { walletConnectRelay: relay.url },
    }),
    adapters: [eip155Adapter()],
    connectors: [walletConnectConnector()],
    storage: memoryStorage(),
  })
  await portkit.start()
  const connected = portkit.walletConnect.connect()
  await wallet.pair(await nextUri())
  await connected
})

afterEach(() => vi.restoreAllMocks())

/** The URI the modal would show, once it is there. */
function nextUri(): Promise<string> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      const uri = portkit.state.walletConnect.wcUri.value
      if (uri) queueMicrotask(() => (stop(), resolve(uri)))
    })
  })
}

const chainState = () => portkit.state.chains.value.eip155!

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const isInvalidCaip10 = (value: unknown) =>
  value instanceof Error && value.message === 'Invalid CAIP-10 address'

describe("spec 5: the accounts of a WalletConnect wallet's accountsChanged event are CAIP-10 account ids", () => {
  it.each([
    ['no address part', ['eip155:31337']],
    ['an address that is not hex', ['eip155:31337:0xnothex']],
    ['a bare address, not CAIP-10', [other.address]],
    ['not CAIP-10 at all', ['not-caip']],
    ['four parts', [`eip155:31337:${other.address}:extra`]],
    ['a malformed account before a good one', ['eip155:31337', `eip155:31337:${other.address}`]],
    ['a list that is no list', 'not-caip'],
  ])('%s: refused with a warning naming the error, the connection keeps its account', async (_case, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await wallet.emitAccountsChanged(data)
    await until(
      () => warn.mock.calls.some((call) => call.some(isInvalidCaip10)),
      "the warning 'Invalid CAIP-10 address'",
    )
    expect(chainState()).toMatchObject({ status: 'connected', address: wallet.address })

    // The session goes on: a well-formed event for the session's other account is followed.
    await wallet.emitAccountsChanged([`eip155:31337:${other.address}`])
    await until(() => chainState().address === other.address, 'the other account')
    expect(chainState().status).toBe('connected')
  })

  it('nothing was sent anywhere but loopback', () => {
    expect(guard.attempts).toEqual([])
  })
})
