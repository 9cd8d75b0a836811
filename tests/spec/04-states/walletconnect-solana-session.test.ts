import { effect } from '@preact/signals-core'
import { hexToBytes } from 'viem'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, Transaction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { startRelay, type Relay } from '../../../devnet/relay/index.ts'
import { solanaTestKeypairs } from '../../../devnet/solana/solana-accounts.ts'
import { DEVNET_SOLANA_GENESIS_HASH } from '../../../devnet/solana/solana-part.ts'
import { startSolana, type SolanaNode } from '../../../devnet/solana/start-solana.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import { loadUniversalProvider } from '../../../runtime/connectors/walletconnect/load-universal-provider.ts'
import type { UniversalProvider } from '../../../runtime/connectors/walletconnect/sdk-types.ts'
import { sendTransaction, signMessage, waitForReceipt } from '../../../runtime/controllers/actions/index.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { solanaDevnet, solanaTestnet } from '../../../runtime/networks/solana.ts'
import { guardLoopback } from '../../e2e/support/loopback-guard.ts'
import { startWcWallet, type WcWallet, type WcWalletOptions } from '../../e2e/support/wc-wallet.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

/**
 * Spec section 4 for one WalletConnect session carrying eip155 and solana: the runtime's controllers and
 * both adapters, the WalletConnect connector on @walletconnect/universal-provider, the devnet relay, a
 * @walletconnect/sign-client wallet with a devnet EVM key and a funded Solana Keypair, an anvil chain and
 * the devnet's litesvm chain. litesvm serves one cluster: the other Solana networks of the switch tests
 * name it as their RPC in this test's config only, as a host's customRpcUrls would.
 */

// Each provider gets its own SDK core (the SDK's switch), so tests do not share sessions.
process.env.DISABLE_GLOBAL_CORE = 'true'

const guard = guardLoopback()
const keypair = solanaTestKeypairs()[2]!
const key = testAccounts(3)[2]!
let relay: Relay
let anvil: AnvilNode
let solana: SolanaNode
let portkit: Portkit | undefined
const wallets: WcWallet[] = []

beforeAll(async () => {
  relay = await startRelay()
  anvil = await startAnvil({ chainId: 31337 })
  solana = (await startSolana(DEVNET_SOLANA_GENESIS_HASH))!
})

afterEach(() => {
  portkit?.stop()
  portkit = undefined
})

afterAll(async () => {
  await Promise.all(wallets.map((wallet) => wallet.close()))
  await relay?.stop()
  await anvil?.stop()
  await solana?.stop()
  guard.restore()
})

const onLitesvm = (network: Network): Network => ({
  ...network,
  rpcUrls: { default: { http: [solana.rpcUrl] } },
})

async function startWallet(
  withSolana: boolean,
  solanaOptions: Pick<WcWalletOptions, 'solanaChains' | 'solanaKeysByChain' | 'solanaMethods'> = {},
): Promise<WcWallet> {
  const manifest = {
    version: 1,
    chains: [{ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl: anvil.rpcUrl }],
    accounts: [],
    services: { walletConnectRelay: relay.url, solanaRpc: solana.rpcUrl },
    solana: { caipNetworkId: devnetSolana.caipNetworkId, name: devnetSolana.name, accounts: [] },
  } as DevnetManifest
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    privateKey: key.privateKey,
    manifest,
    solana: withSolana ? keypair : undefined,
    ...solanaOptions,
  })
  wallets.push(wallet)
  return wallet
}

/**
 * The app with the EVM network and `solanaNetworks` (the devnet's Solana network by default). `reload`:
 * the page comes back with the visitor's storage and the SDK that restored the session from its own.
 */
function app(
  solanaNetworks: Network[] = [devnetSolana],
  reload?: { storage: ReturnType<typeof memoryStorage>; sdk: UniversalProvider },
) {
  const config = testConfig({
    connectors: ['walletconnect'],
    networks: [
      { ...devnetAlpha, rpcUrls: { default: { http: [anvil.rpcUrl] } } },
      ...solanaNetworks.map(onLitesvm),
    ],
    services: { walletConnectRelay: relay.url },
  })
  let sdk = reload?.sdk
  const storage = reload?.storage ?? memoryStorage()
  const created = createPortkit({
    config,
    adapters: [eip155Adapter(), solanaAdapter()],
    connectors: [
      walletConnectConnector({
        loadSdk: async () => (sdk ??= await loadUniversalProvider(config)),
      }),
    ],
    storage,
  })
  portkit = created
  return { portkit: created, storage, sdk: () => sdk! }
}

/** A visitor on the EVM network pairs the app with `wallet` and it approves. */
async function pair(wallet: WcWallet, solanaNetworks?: Network[]) {
  const opened = app(solanaNetworks)
  const started = opened.portkit
  await started.start()
  const uri = new Promise<string>((resolve) => {
    const stop = effect(() => {
      const shown = started.state.walletConnect.wcUri.value
      if (shown) queueMicrotask(() => (stop(), resolve(shown)))
    })
  })
  const connected = started.walletConnect.connect()
  await wallet.pair(await uri)
  await connected
  return opened
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

  it('the visitor switches to another Solana network the session approved, a reload keeps it; one it did not approve is the spec error', async () => {
    const approved = [devnetSolana.caipNetworkId, solanaDevnet.caipNetworkId]
    // The wallet's account on the second network is another key.
    const second = solanaTestKeypairs()[3]!
    const wallet = await startWallet(true, {
      solanaChains: approved,
      solanaKeysByChain: { [solanaDevnet.caipNetworkId]: second },
    })
    const { storage, sdk } = await pair(wallet, [devnetSolana, solanaDevnet, solanaTestnet])
    expect(wallet.sessions()[0]!.namespaces.solana!.chains).toEqual(approved)
    expect(chain('solana').caipNetwork?.caipNetworkId).toBe(devnetSolana.caipNetworkId)

    await portkit!.network.switchNetwork(solanaDevnet.caipNetworkId)
    expect(portkit!.state.activeChain.value).toBe('solana')
    expect(chain('solana')).toMatchObject({ status: 'connected', address: second.publicKey.toBase58() })
    expect(chain('solana').caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    const signature = await signMessage(portkit!, { message: 'on the second network' })
    expect(
      ed25519.verify(
        hexToBytes(signature),
        new TextEncoder().encode('on the second network'),
        second.publicKey.toBytes(),
      ),
    ).toBe(true)
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: solanaDevnet.caipNetworkId,
    })

    // Spec section 8: the wallet did not approve it; the session stays on the network it was on.
    await expect(portkit!.network.switchNetwork(solanaTestnet.caipNetworkId)).rejects.toThrow(
      'Chain is not supported',
    )
    expect(chain('solana')).toMatchObject({ status: 'connected', address: second.publicKey.toBase58() })
    expect(chain('solana').caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)

    // A reload: the visitor's storage and the restored SDK session, no new pairing.
    portkit!.stop()
    await app([devnetSolana, solanaDevnet, solanaTestnet], { storage, sdk: sdk() }).portkit.start()
    await until(() => chain('solana').status === 'connected', 'the session to be restored')
    expect(chain('solana')).toMatchObject({ address: second.publicKey.toBase58() })
    expect(chain('solana').caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    await signMessage(portkit!, { message: 'after the reload' })
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: solanaDevnet.caipNetworkId,
    })
    expect(wallet.state.proposals).toHaveLength(1)
  })

  it.each([
    ['grants solana_signAndSendTransaction: it signs and sends', undefined, 'solana_signAndSendTransaction'],
    [
      'grants only solana_signTransaction: the app sends through RPC',
      ['solana_signMessage', 'solana_signTransaction'],
      'solana_signTransaction',
    ],
  ])(
    'a wallet that %s; SOL lands on litesvm with the signature returned',
    async (_case, solanaMethods, method) => {
      const wallet = await startWallet(true, { solanaMethods })
      await pair(wallet)
      await portkit!.network.switchNetwork(devnetSolana.caipNetworkId)
      const receiver = Keypair.generate().publicKey
      const signature = await sendTransaction(portkit!, {
        to: receiver.toBase58() as `0x${string}`,
        value: BigInt(LAMPORTS_PER_SOL / 4),
      })
      const request = wallet.state.requests.at(-1)!
      expect(request).toMatchObject({ method, chainId: devnetSolana.caipNetworkId })
      // The wallet's ed25519 signature over the message it was asked to sign: the transaction's own.
      const asked = Transaction.from(base64.decode((request.params as { transaction: string }).transaction))
      expect(
        ed25519.verify(base58.decode(signature), asked.serializeMessage(), keypair.publicKey.toBytes()),
      ).toBe(true)
      await waitForReceipt(portkit!, { hash: signature })
      expect(await new Connection(solana.rpcUrl, 'confirmed').getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4)
    },
  )
})
