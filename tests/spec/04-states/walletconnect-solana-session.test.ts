import { effect } from '@preact/signals-core'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort, startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { startRelay, type Relay } from '../../../devnet/relay/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { guardLoopback } from '../../e2e/support/loopback-guard.ts'
import { startWcWallet, type WcWallet } from '../../e2e/support/wc-wallet.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

/**
 * Spec section 4 for one WalletConnect session carrying eip155 and solana: the runtime's controllers and
 * both adapters, the WalletConnect connector on @walletconnect/universal-provider, the devnet relay, a
 * @walletconnect/sign-client wallet with a devnet EVM key and a Solana Keypair, and an anvil chain. The
 * Solana chain is not needed: connecting and signing messages never reach it (its balance read fails, logged).
 */

// Each provider gets its own SDK core (the SDK's switch), so tests do not share sessions.
process.env.DISABLE_GLOBAL_CORE = 'true'

const guard = guardLoopback()
const keypair = Keypair.generate()
const key = testAccounts(3)[2]!
let relay: Relay
let anvil: AnvilNode
let solanaRpc: string
let portkit: Portkit | undefined
const wallets: WcWallet[] = []

beforeAll(async () => {
  relay = await startRelay()
  anvil = await startAnvil({ chainId: 31337 })
  // Nothing listens there: balance reads fail quietly, as when a chain is down.
  solanaRpc = `http://127.0.0.1:${await getFreePort()}`
})

afterEach(() => {
  portkit?.stop()
  portkit = undefined
})

afterAll(async () => {
  await Promise.all(wallets.map((wallet) => wallet.close()))
  await relay?.stop()
  await anvil?.stop()
  guard.restore()
})

async function startWallet(withSolana: boolean): Promise<WcWallet> {
  const manifest = {
    version: 1,
    chains: [{ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl: anvil.rpcUrl }],
    accounts: [],
    services: { walletConnectRelay: relay.url, solanaRpc },
    solana: { caipNetworkId: devnetSolana.caipNetworkId, name: devnetSolana.name, accounts: [] },
  } as DevnetManifest
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    privateKey: key.privateKey,
    manifest,
    solana: withSolana ? keypair : undefined,
  })
  wallets.push(wallet)
  return wallet
}

/** A visitor on the EVM network pairs the app with `wallet` and it approves. */
async function pair(wallet: WcWallet): Promise<Portkit> {
  portkit = createPortkit({
    config: testConfig({
      connectors: ['walletconnect'],
      networks: [
        { ...devnetAlpha, rpcUrls: { default: { http: [anvil.rpcUrl] } } },
        { ...devnetSolana, rpcUrls: { default: { http: [solanaRpc] } } },
      ],
      services: { walletConnectRelay: relay.url },
    }),
    adapters: [eip155Adapter(), solanaAdapter()],
    connectors: [walletConnectConnector()],
    storage: memoryStorage(),
  })
  await portkit.start()
  const started = portkit
  const uri = new Promise<string>((resolve) => {
    const stop = effect(() => {
      const shown = started.state.walletConnect.wcUri.value
      if (shown) queueMicrotask(() => (stop(), resolve(shown)))
    })
  })
  const connected = started.walletConnect.connect()
  await wallet.pair(await uri)
  await connected
  return started
}

const chain = (namespace: 'eip155' | 'solana') => portkit!.state.chains.value[namespace]!

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('spec 4: one WalletConnect session carrying eip155 and solana', () => {
  it('one pairing connects both namespaces; the visitor stays on EVM; Solana signs over the session', async () => {
    const wallet = await startWallet(true)
    await pair(wallet)
    expect(chain('eip155')).toMatchObject({ status: 'connected', address: wallet.address })
    expect(chain('solana')).toMatchObject({
      status: 'connected',
      address: keypair.publicKey.toBase58(),
      connectorId: 'walletConnect:solana',
    })
    expect(chain('solana').caipNetwork?.caipNetworkId).toBe(devnetSolana.caipNetworkId)
    expect(portkit!.state.activeChain.value).toBe('eip155')

    const message = new TextEncoder().encode('Portkit over one session')
    const { signature } = (await portkit!.state.connectorFor('solana')!.provider.request({
      method: SOLANA_PROVIDER_METHODS.signMessage,
      params: { message, pubkey: keypair.publicKey.toBase58() },
    })) as { signature: Uint8Array }
    expect(ed25519.verify(signature, message, keypair.publicKey.toBytes())).toBe(true)
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: devnetSolana.caipNetworkId,
    })
  })

  it('disconnecting one namespace from the page ends the session: the other disconnects too', async () => {
    const wallet = await startWallet(true)
    await pair(wallet)
    await portkit!.connection.disconnect('eip155')
    expect(chain('eip155').status).toBe('disconnected')
    expect(chain('solana').status).toBe('disconnected')
    await until(() => wallet.sessions().length === 0, 'the wallet to drop the session')
  })

  it('the wallet ends the session: both namespaces become disconnected', async () => {
    const wallet = await startWallet(true)
    await pair(wallet)
    await wallet.disconnect()
    await until(
      () => chain('eip155').status === 'disconnected' && chain('solana').status === 'disconnected',
      'both namespaces to disconnect',
    )
  })

  it('a wallet that approves eip155 only: EVM connects, Solana stays disconnected', async () => {
    const wallet = await startWallet(false)
    await pair(wallet)
    expect(chain('eip155').status).toBe('connected')
    expect(chain('solana').status).toBe('disconnected')
    expect(Object.keys(wallet.sessions()[0]!.namespaces)).toEqual(['eip155'])
  })
})
