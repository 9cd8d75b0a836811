import type { Page } from '@playwright/test'
import { Transaction, type Keypair } from '@solana/web3.js'
import { ed25519 } from '@noble/curves/ed25519'
import { solanaTestKeypairs } from '../../../devnet/solana/solana-accounts.ts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'

/**
 * A real Wallet Standard wallet for Playwright: an init script registers it through the standard's window
 * events, and each feature call is answered in Node by a real ed25519 Keypair (one of the devnet's funded
 * accounts). Only the user's clicks are replaced, by `rejectNext`.
 */

export const SOLANA_TEST_WALLET_NAME = 'Portkit Solana Test Wallet'
const BINDING = '__portkitSolanaWallet'

export interface SolanaTestWallet {
  readonly keypair: Keypair
  readonly address: string
  /** `true` rejects the next prompt (connect, sign), as a user declining it. */
  rejectNext: boolean
  /** Origins the user connected, kept across reloads the way a real wallet remembers a site. */
  readonly grantedOrigins: Set<string>
  /** Every feature call the page made, in order. */
  readonly calls: string[]
}

type Reply = { result: unknown } | { error: { code: number; message: string } }

const DEFAULT_ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#9945ff"/></svg>',
).toString('base64')}`

/** How a multi-chain wallet shows its Solana side: the name and icon of its EVM side, one page object. */
export interface SolanaTestWalletLook {
  name?: string
  /** A data: URL; the default is a purple square. */
  icon?: string
  /** The wallet's page object (Phantom's `window.phantom`): the Wallet Standard wallet is also its `solana`. */
  windowKey?: string
}

/** Installs the wallet holding devnet Solana account `account` (its key must be the manifest's). */
export async function installSolanaTestWallet(
  page: Page,
  manifest: DevnetManifest,
  account: number,
  look: SolanaTestWalletLook = {},
): Promise<SolanaTestWallet> {
  const keypair = solanaTestKeypairs(account + 1)[account]!
  if (manifest.solana?.accounts[account]?.address !== keypair.publicKey.toBase58())
    throw new Error(`the devnet has no Solana account ${account}`)
  const wallet: SolanaTestWallet = {
    keypair,
    address: keypair.publicKey.toBase58(),
    rejectNext: false,
    grantedOrigins: new Set(),
    calls: [],
  }
  const rejected = (): Reply | undefined => {
    if (!wallet.rejectNext) return undefined
    wallet.rejectNext = false
    return { error: { code: 4001, message: 'User rejected the request' } }
  }
  const handlers: Record<string, (origin: string, input: { silent?: boolean; bytes?: number[] }) => Reply> = {
    connect(origin, { silent }) {
      if (silent) return { result: wallet.grantedOrigins.has(origin) ? wallet.address : null }
      const no = rejected()
      if (no) return no
      wallet.grantedOrigins.add(origin)
      return { result: wallet.address }
    },
    disconnect(origin) {
      wallet.grantedOrigins.delete(origin)
      return { result: null }
    },
    signMessage(_origin, { bytes }) {
      const no = rejected()
      if (no) return no
      return { result: [...ed25519.sign(Uint8Array.from(bytes!), keypair.secretKey.slice(0, 32))] }
    },
    signTransaction(_origin, { bytes }) {
      const no = rejected()
      if (no) return no
      const transaction = Transaction.from(Uint8Array.from(bytes!))
      transaction.partialSign(keypair)
      return { result: [...transaction.serialize()] }
    },
  }
  await page.exposeFunction(BINDING, (origin: string, feature: string, input: { silent?: boolean }) => {
    wallet.calls.push(feature)
    const handler = handlers[feature]
    if (!handler) return { error: { code: -32601, message: `unknown feature ${feature}` } }
    if (feature !== 'connect' && feature !== 'disconnect' && !wallet.grantedOrigins.has(origin))
      return { error: { code: 4100, message: 'The site is not connected' } }
    return handler(origin, input)
  })
  await page.addInitScript('globalThis.__name ??= (target) => target')
  await page.addInitScript(registerWallet, {
    binding: BINDING,
    name: look.name ?? SOLANA_TEST_WALLET_NAME,
    icon: look.icon ?? DEFAULT_ICON,
    windowKey: look.windowKey,
    address: wallet.address,
    publicKey: [...keypair.publicKey.toBytes()],
  })
  return wallet
}

/** Runs in the page: the wallet object of the Wallet Standard, registered through its window events. */
function registerWallet(options: {
  binding: string
  name: string
  icon: string
  windowKey: string | undefined
  address: string
  publicKey: number[]
}) {
  type Listener = (properties: { accounts?: unknown[] }) => void
  const call = async (feature: string, input: object): Promise<unknown> => {
    const bridge = (globalThis as unknown as Record<string, (...args: unknown[]) => Promise<Reply>>)[
      options.binding
    ]!
    const reply = await bridge(location.origin, feature, input)
    if ('error' in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return reply.result
  }
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
  const account = Object.freeze({
    address: options.address,
    publicKey: Uint8Array.from(options.publicKey),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction'] as const,
  })
  const listeners = new Set<Listener>()
  let accounts: (typeof account)[] = []
  const setAccounts = (next: (typeof account)[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const wallet = {
    version: '1.0.0' as const,
    name: options.name,
    icon: options.icon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect({ silent = false }: { silent?: boolean } = {}) {
          const address = await call('connect', { silent })
          if (address) setAccounts([account])
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
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: Uint8Array.from((await call('signMessage', { bytes: [...message] })) as number[]),
            })),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy'],
        async signTransaction(...inputs: { transaction: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ transaction }) => ({
              signedTransaction: Uint8Array.from(
                (await call('signTransaction', { bytes: [...transaction] })) as number[],
              ),
            })),
          )
        },
      },
    },
  }
  if (options.windowKey) {
    const globals = window as unknown as Record<string, Record<string, unknown> | undefined>
    ;(globals[options.windowKey] ??= {}).solana = wallet
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
