import { effect } from '@preact/signals-core'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { hexToBytes } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  bitcoinTestAccounts,
  bitcoinTestKeys,
  REGTEST_NETWORK,
} from '../../../devnet/bitcoin/bitcoin-accounts.ts'
import { startBitcoinApi, type BitcoinApi } from '../../../devnet/bitcoin/start-bitcoin.ts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { startRelay, type Relay } from '../../../devnet/relay/index.ts'
import { bip122Adapter } from '../../../runtime/adapters/bip122/index.ts'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import { loadUniversalProvider } from '../../../runtime/connectors/walletconnect/load-universal-provider.ts'
import { sendTransaction, signMessage, waitForReceipt } from '../../../runtime/controllers/actions/index.ts'
import { NoAccountReturnedError } from '../../../runtime/core/errors.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetBitcoin } from '../../../runtime/networks/devnet.ts'
import { guardLoopback } from '../../e2e/support/loopback-guard.ts'
import { startWcWallet, type WcWallet } from '../../e2e/support/wc-wallet.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

/**
 * Spec section 4 for a WalletConnect session carrying the bip122 namespace: the runtime's controllers and
 * the bip122 adapter, the WalletConnect connector on @walletconnect/universal-provider, the devnet relay, a
 * @walletconnect/sign-client wallet with a devnet Bitcoin key (BIP-322 and PSBT signatures by
 * @scure/btc-signer) and the devnet's regtest ledger, which checks every input's signature on broadcast.
 */

// Each provider gets its own SDK core (the SDK's switch), so tests do not share sessions.
process.env.DISABLE_GLOBAL_CORE = 'true'

const guard = guardLoopback()
const key = bitcoinTestKeys()[0]!
const account = bitcoinTestAccounts()[0]!
let relay: Relay
let api: BitcoinApi
let portkit: Portkit | undefined
const wallets: WcWallet[] = []

beforeAll(async () => {
  relay = await startRelay()
  api = await startBitcoinApi()
})

afterEach(() => {
  portkit?.stop()
  portkit = undefined
})

afterAll(async () => {
  await Promise.all(wallets.map((wallet) => wallet.close()))
  await relay?.stop()
  await api?.stop()
  guard.restore()
})

async function startWallet(withBitcoin: boolean): Promise<WcWallet> {
  const manifest = {
    version: 1,
    chains: [],
    accounts: [],
    services: { walletConnectRelay: relay.url, bitcoinApi: api.url },
    bitcoin: { caipNetworkId: devnetBitcoin.caipNetworkId, name: devnetBitcoin.name, accounts: [] },
  } as unknown as DevnetManifest
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    privateKey: `0x${'11'.repeat(32)}`,
    manifest,
    bitcoin: withBitcoin ? key : undefined,
  })
  wallets.push(wallet)
  return wallet
}

/** A Bitcoin-only app on the devnet's regtest chain; the visitor pairs it with `wallet`, which approves. */
async function pair(wallet: WcWallet) {
  const network: Network = { ...devnetBitcoin, rpcUrls: { default: { http: [api.url] } } }
  const config = testConfig({
    connectors: ['walletconnect'],
    networks: [network],
    defaultNetwork: network.caipNetworkId,
    adapters: ['bip122'],
    services: { walletConnectRelay: relay.url },
  })
  portkit = createPortkit({
    config,
    adapters: [bip122Adapter()],
    connectors: [walletConnectConnector({ loadSdk: () => loadUniversalProvider(config) })],
    storage: memoryStorage(),
  })
  const started = portkit
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
  return network
}

const chain = () => portkit!.state.chains.value.bip122!

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('spec 4: a WalletConnect session carrying bip122', () => {
  it('connects the payment account, signs BIP-322 and a PSBT over the relay; the ledger accepts the transfer', async () => {
    const wallet = await startWallet(true)
    await pair(wallet)
    const asked = wallet.state.proposals[0]!.optionalNamespaces.bip122!
    expect(asked).toMatchObject({
      chains: [devnetBitcoin.caipNetworkId],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt'],
    })
    expect(chain()).toMatchObject({
      status: 'connected',
      address: account.address,
      connectorId: 'walletConnect:bip122',
    })
    expect(chain().caipNetwork?.caipNetworkId).toBe(devnetBitcoin.caipNetworkId)

    // BIP-322 over the session: bip322-js verifies it for the address, and not for another text.
    const signature = Buffer.from(
      hexToBytes(await signMessage(portkit!, { message: 'Portkit over WalletConnect' })),
    ).toString('base64')
    expect(Verifier.verifySignature(account.address, 'Portkit over WalletConnect', signature)).toBe(true)
    expect(Verifier.verifySignature(account.address, 'Portkit over WalletConnekt', signature)).toBe(false)
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'signMessage',
      chainId: devnetBitcoin.caipNetworkId,
    })

    // A transfer: the adapter builds the PSBT, the wallet signs it over the relay, the ledger (which checks
    // each input's signature) accepts the broadcast; the receiver's output is there.
    const receiver = bitcoinTestAccounts()[1]!.taprootAddress
    const txid = await sendTransaction(portkit!, { to: receiver as `0x${string}`, value: 12_345_678n })
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'signPsbt',
      chainId: devnetBitcoin.caipNetworkId,
    })
    await waitForReceipt(portkit!, { hash: txid })
    const hex = await (await fetch(`${api.url}/tx/${txid}/hex`)).text()
    const tx = Transaction.fromRaw(Buffer.from(hex, 'hex'), { allowUnknownOutputs: true })
    const outputs = Array.from({ length: tx.outputsLength }, (_, vout) => ({
      address: tx.getOutputAddress(vout, REGTEST_NETWORK),
      amount: tx.getOutput(vout).amount,
    }))
    expect(outputs).toContainEqual({ address: receiver, amount: 12_345_678n })
  })

  it('a wallet that approves no bip122 account: the connection fails and Bitcoin stays disconnected', async () => {
    const wallet = await startWallet(false)
    await expect(pair(wallet)).rejects.toThrow(NoAccountReturnedError)
    expect(Object.keys(wallet.sessions()[0]!.namespaces)).toEqual(['eip155'])
    expect(chain().status).toBe('disconnected')
  })

  it('the wallet ends the session: Bitcoin becomes disconnected', async () => {
    const wallet = await startWallet(true)
    await pair(wallet)
    await wallet.disconnect()
    await until(() => chain().status === 'disconnected', 'Bitcoin to disconnect')
  })
})
