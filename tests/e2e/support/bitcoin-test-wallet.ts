import type { Page } from '@playwright/test'
import { Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import {
  BITCOIN_CHAIN_NETWORKS,
  bitcoinAddress,
  signBip322,
  type BitcoinAddressType,
  type BitcoinChain,
} from '../../support/bitcoin-signing.ts'

/**
 * A real Bitcoin wallet for Playwright: an init script registers it through the Bitcoin Wallet Standard's
 * window events, or (`style: 'sats-connect'`) injects a sats-connect-style provider listed in
 * `window.btc_providers`; each feature call is answered in Node by a real secp256k1 key (one of the devnet's
 * funded regtest keys): BIP-322 message signatures and PSBT signatures made with @scure/btc-signer. It grants
 * one payment account per chain (the same key's address on mainnet, testnet and regtest).
 */

export const BITCOIN_TEST_WALLET_NAME = 'Portkit Bitcoin Test Wallet'
export const SATS_TEST_WALLET_NAME = 'Portkit Sats Test Wallet'
const BINDING = '__portkitBitcoinWallet'
/** The sats-connect test wallet's own UI in the page: the user's network change. */
const SATS_WALLET_UI = '__portkitSatsWalletChangeNetwork'

export interface BitcoinWalletAccount {
  address: string
  /** Hex, compressed. */
  publicKey: string
  chains: BitcoinChain[]
}

export interface BitcoinTestWallet {
  readonly privateKey: Uint8Array
  /** The payment account on each chain. */
  readonly accounts: BitcoinWalletAccount[]
  /** `true` rejects the next prompt (connect, sign), as a user declining it. */
  rejectNext: boolean
  /** Origins the user connected, kept across reloads the way a real wallet remembers a site. */
  readonly grantedOrigins: Set<string>
  /** Every feature call the page made, in order. */
  readonly calls: string[]
  /** Each PSBT as the page asked it signed, and as signed. */
  readonly signedPsbts: { unsigned: Uint8Array; signed: Uint8Array; chain: string }[]
  /**
   * sats-connect style only: the user moves the wallet to another network in its own UI (its name:
   * 'Mainnet', 'Testnet', 'Signet', 'Regtest'); the provider emits networkChange.
   */
  changeNetwork(name: string): Promise<void>
}

type Reply = { result: unknown } | { error: { code: number; message: string } }
interface Input {
  silent?: boolean
  purposes?: string[]
  address?: string
  bytes?: number[]
  chain?: string
  signingIndexes?: number[]
}

/** Installs the wallet holding devnet Bitcoin key `account` (its address must be the manifest's). */
export async function installBitcoinTestWallet(
  page: Page,
  manifest: DevnetManifest,
  account: number,
  {
    type = 'p2wpkh',
    style = 'wallet-standard',
  }: { type?: BitcoinAddressType; style?: 'wallet-standard' | 'sats-connect' } = {},
): Promise<BitcoinTestWallet> {
  const devnetAccount = manifest.bitcoin?.accounts[account]
  if (!devnetAccount) throw new Error(`the devnet has no Bitcoin account ${account}`)
  const privateKey = Uint8Array.from(Buffer.from(devnetAccount.privateKey, 'hex'))
  const publicKey = Buffer.from(pubECDSA(privateKey)).toString('hex')
  const chains = Object.keys(BITCOIN_CHAIN_NETWORKS) as BitcoinChain[]
  const accounts = chains.map((chain) => ({
    address: bitcoinAddress(privateKey, type, chain),
    publicKey,
    chains: [chain],
  }))
  const expected = type === 'p2tr' ? devnetAccount.taprootAddress : devnetAccount.address
  if (accounts.find((one) => one.chains[0] === 'bitcoin:regtest')?.address !== expected)
    throw new Error('the devnet Bitcoin key gives another regtest address')
  const wallet: BitcoinTestWallet = {
    privateKey,
    accounts,
    rejectNext: false,
    grantedOrigins: new Set(),
    calls: [],
    signedPsbts: [],
    async changeNetwork(name) {
      await page.evaluate(
        ([ui, network]) => (window as unknown as Record<string, (name: string) => void>)[ui]!(network),
        [SATS_WALLET_UI, name] as const,
      )
    },
  }
  const rejected = (): Reply | undefined => {
    if (!wallet.rejectNext) return undefined
    wallet.rejectNext = false
    return { error: { code: 4001, message: 'User rejected the request' } }
  }
  const chainOf = (address: unknown) => accounts.find((one) => one.address === address)?.chains[0]
  const handlers: Record<string, (origin: string, input: Input) => Reply> = {
    connect(origin, { silent, purposes }) {
      if (silent) return { result: wallet.grantedOrigins.has(origin) ? accounts : [] }
      const no = rejected()
      if (no) return no
      // A payment account only: the wallet has no ordinals address to grant.
      if (!purposes?.includes('payment')) return { result: [] }
      wallet.grantedOrigins.add(origin)
      return { result: accounts }
    },
    disconnect(origin) {
      wallet.grantedOrigins.delete(origin)
      return { result: null }
    },
    // The site asked the wallet to move to another network (sats-connect's wallet_changeNetwork).
    changeNetwork() {
      return { result: null }
    },
    signMessage(_origin, { bytes, address }) {
      const no = rejected()
      if (no) return no
      const chain = chainOf(address)
      if (!chain) return { error: { code: 4100, message: 'Unknown account' } }
      return { result: [...signBip322(Uint8Array.from(bytes!), privateKey, String(address), chain)] }
    },
    signTransaction(_origin, { bytes, chain, address, signingIndexes }) {
      const no = rejected()
      if (no) return no
      if (chainOf(address) !== chain) return { error: { code: 4100, message: 'Account not on that chain' } }
      const unsigned = Uint8Array.from(bytes!)
      const transaction = Transaction.fromPSBT(unsigned)
      for (const index of signingIndexes ?? []) transaction.signIdx(privateKey, index)
      const signed = transaction.toPSBT()
      wallet.signedPsbts.push({ unsigned, signed, chain: String(chain) })
      return { result: [...signed] }
    },
  }
  await page.exposeFunction(BINDING, (origin: string, feature: string, input: Input) => {
    wallet.calls.push(feature)
    const handler = handlers[feature]
    if (!handler) return { error: { code: -32601, message: `unknown feature ${feature}` } }
    if (feature !== 'connect' && feature !== 'disconnect' && !wallet.grantedOrigins.has(origin))
      return { error: { code: 4100, message: 'The site is not connected' } }
    try {
      return handler(origin, input)
    } catch (error) {
      return { error: { code: -32603, message: (error as Error).message } }
    }
  })
  await page.addInitScript('globalThis.__name ??= (target) => target')
  if (style === 'sats-connect')
    await page.addInitScript(injectSatsProvider, {
      binding: BINDING,
      name: SATS_TEST_WALLET_NAME,
      ui: SATS_WALLET_UI,
    })
  else await page.addInitScript(registerWallet, { binding: BINDING, name: BITCOIN_TEST_WALLET_NAME, chains })
  return wallet
}

/** Runs in the page: the wallet object of the Bitcoin Wallet Standard, registered through its window events. */
function registerWallet(options: { binding: string; name: string; chains: string[] }) {
  type Listener = (properties: { accounts?: unknown[] }) => void
  type Described = { address: string; publicKey: string; chains: string[] }
  const call = async (feature: string, input: object): Promise<unknown> => {
    const bridge = (globalThis as unknown as Record<string, (...args: unknown[]) => Promise<Reply>>)[
      options.binding
    ]!
    const reply = await bridge(location.origin, feature, input)
    if ('error' in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return reply.result
  }
  const features = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const
  const toAccount = ({ address, publicKey, chains }: Described) =>
    Object.freeze({
      address,
      publicKey: Uint8Array.from(publicKey.match(/../g)!.map((byte) => parseInt(byte, 16))),
      chains,
      features,
    })
  const listeners = new Set<Listener>()
  let accounts: ReturnType<typeof toAccount>[] = []
  const setAccounts = (described: Described[]) => {
    accounts = described.map(toAccount)
    for (const listener of listeners) listener({ accounts })
  }
  const byAddress = (address: string) => accounts.find((account) => account.address === address)
  const icon = `data:image/svg+xml;base64,${btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#f7931a"/></svg>',
  )}`
  const wallet = {
    version: '1.0.0' as const,
    name: options.name,
    icon,
    chains: options.chains,
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect({ purposes }: { purposes: string[] }) {
          setAccounts((await call('connect', { purposes })) as Described[])
          return { accounts }
        },
      },
      'standard:connect': {
        version: '1.0.0',
        async connect({ silent = false }: { silent?: boolean } = {}) {
          setAccounts((await call('connect', { silent, purposes: ['payment'] })) as Described[])
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await call('disconnect', {})
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: Listener) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: { address: string }; message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ account, message }) => ({
              signedMessage: message,
              signature: Uint8Array.from(
                (await call('signMessage', { bytes: [...message], address: account.address })) as number[],
              ),
            })),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: {
            psbt: Uint8Array
            chain: string
            inputsToSign: { account: { address: string }; signingIndexes: number[] }[]
          }[]
        ) {
          return Promise.all(
            inputs.map(async ({ psbt, chain, inputsToSign }) => {
              const [{ account, signingIndexes }] = inputsToSign as [(typeof inputsToSign)[number]]
              if (!byAddress(account.address)) throw new Error('Unknown account')
              const signed = (await call('signTransaction', {
                bytes: [...psbt],
                chain,
                address: account.address,
                signingIndexes,
              })) as number[]
              return { signedPsbt: Uint8Array.from(signed) }
            }),
          )
        },
      },
    },
  }
  // The standard's registration: answer the app's ready event, and announce to an app already listening.
  const callback = ({ register }: { register(wallet: unknown): unknown }) => register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail),
  )
  window.dispatchEvent(
    new (class extends Event {
      get detail() {
        return callback
      }
    })('wallet-standard:register-wallet'),
  )
}

/**
 * Runs in the page: a sats-connect-style provider at `window.PortkitSatsProvider`, listed in
 * `window.btc_providers`. It is on one network at a time (Regtest first) and grants that network's account
 * only; the user's network change (`options.ui`) and `wallet_changeNetwork` emit networkChange.
 */
function injectSatsProvider(options: { binding: string; name: string; ui: string }) {
  type Described = { address: string; publicKey: string; chains: string[] }
  const bridge = (feature: string, input: object) =>
    (globalThis as unknown as Record<string, (...args: unknown[]) => Promise<Reply>>)[options.binding]!(
      location.origin,
      feature,
      input,
    )
  // Signet shares testnet's addresses.
  const chains: Record<string, string> = {
    Mainnet: 'bitcoin:mainnet',
    Testnet: 'bitcoin:testnet',
    Signet: 'bitcoin:testnet',
    Regtest: 'bitcoin:regtest',
  }
  let network = 'Regtest'
  const networkListeners = new Set<(event: object) => void>()
  const changeNetwork = (name: string) => {
    network = name
    for (const listener of networkListeners)
      listener({ type: 'networkChange', bitcoin: { name }, stacks: { name: 'mainnet' } })
  }
  Object.assign(window, { [options.ui]: changeNetwork })
  const onNetwork = (accounts: Described[]) =>
    accounts
      .filter((account) => account.chains.includes(chains[network]!))
      .map(({ address, publicKey }) => ({ address, publicKey, purpose: 'payment', addressType: 'p2wpkh' }))
  const bytes = (base64: string) => [...atob(base64)].map((char) => char.charCodeAt(0))
  const base64 = (numbers: number[]) => btoa(String.fromCharCode(...numbers))
  const handlers: Record<string, (params: Record<string, unknown>) => Promise<Reply>> = {
    async getAccounts({ purposes }) {
      const reply = await bridge('connect', { purposes })
      return 'error' in reply ? reply : { result: onNetwork(reply.result as Described[]) }
    },
    async wallet_getAccount() {
      const reply = await bridge('connect', { silent: true })
      if ('error' in reply) return reply
      const addresses = onNetwork(reply.result as Described[])
      return addresses.length > 0
        ? { result: { addresses, walletType: 'software' } }
        : { error: { code: -32002, message: 'Access denied' } }
    },
    async wallet_getNetwork() {
      return { result: { bitcoin: { name: network } } }
    },
    async wallet_changeNetwork({ name }) {
      if (!chains[String(name)])
        return { error: { code: -32602, message: `Unknown network ${String(name)}` } }
      const reply = await bridge('changeNetwork', { name })
      if (!('error' in reply)) changeNetwork(String(name))
      return reply
    },
    async wallet_renouncePermissions() {
      return bridge('disconnect', {})
    },
    async signMessage({ address, message }) {
      const reply = await bridge('signMessage', {
        address,
        bytes: [...new TextEncoder().encode(String(message))],
      })
      return 'error' in reply ? reply : { result: { signature: base64(reply.result as number[]), address } }
    },
    async signPsbt({ psbt, signInputs }) {
      const [[address, signingIndexes]] = Object.entries(signInputs as Record<string, number[]>) as [
        [string, number[]],
      ]
      const reply = await bridge('signTransaction', {
        bytes: bytes(String(psbt)),
        chain: chains[network],
        address,
        signingIndexes,
      })
      return 'error' in reply ? reply : { result: { psbt: base64(reply.result as number[]) } }
    },
  }
  const provider = {
    addListener({ eventName, cb }: { eventName: string; cb: (event: object) => void }) {
      if (eventName !== 'networkChange') return () => undefined
      networkListeners.add(cb)
      return () => networkListeners.delete(cb)
    },
    async request(method: string, params: Record<string, unknown> = {}) {
      const handler = handlers[method]
      const reply = handler
        ? await handler(params)
        : { error: { code: -32601, message: `Method not found: ${method}` } }
      return { jsonrpc: '2.0', id: crypto.randomUUID(), ...reply }
    },
  }
  const icon = `data:image/svg+xml;base64,${btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="16" fill="#ee7a30"/></svg>',
  )}`
  Object.assign(window, {
    PortkitSatsProvider: provider,
    btc_providers: [{ id: 'PortkitSatsProvider', name: options.name, icon }],
  })
}
