import type { Eip1193Provider } from '../../controllers/types.ts'
import { base64 } from '@scure/base'
import { RpcMethodNotAllowedError, WalletRpcError } from '../../core/errors.ts'
import {
  BITCOIN_NETWORK_CHANGED,
  BITCOIN_PROVIDER_METHODS,
  type BitcoinAccount,
  type BitcoinNetworkChange,
} from '../../core/bitcoin-provider-methods.ts'

/**
 * A sats-connect-style injected provider (Xverse and others): listed in `window.btc_providers` by the dotted
 * path of its object on `window`, answering `request(method, params)` with `{ result }` or `{ error }`.
 */
export interface SatsConnectProvider {
  request(
    method: string,
    params?: unknown,
  ): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** sats-connect's wallet events (accountChange, networkChange, disconnect); returns the remover. */
  addListener?(listener: { eventName: string; cb: (event: never) => void }): () => void
}

/** One entry of `window.btc_providers`. */
export interface SatsConnectProviderInfo {
  id: string
  name: string
  icon?: string
}

/** The wallet's network names (`wallet_getNetwork`) as Wallet Standard chains. */
const NETWORK_CHAINS: Record<string, string> = {
  Mainnet: 'bitcoin:mainnet',
  Testnet: 'bitcoin:testnet',
  Regtest: 'bitcoin:regtest',
}

/** The wallet's name of each chain Portkit asks it to move to (`wallet_changeNetwork`). */
const CHAIN_NETWORKS = Object.fromEntries(
  Object.entries(NETWORK_CHAINS).map(([name, chain]) => [chain, name]),
)

/** sats-connect's networkChange event: the wallet's new Bitcoin network by name. */
interface SatsNetworkChange {
  bitcoin?: { name?: string }
}

interface SatsAddress {
  address: string
  publicKey: string
  purpose: string
}

/** The wallet's `request`, its `{ error }` thrown as an Error with the wallet's code, and its accounts read. */
function satsCalls(provider: SatsConnectProvider) {
  async function call(method: string, params?: unknown): Promise<unknown> {
    const reply = await provider.request(method, params)
    if (reply.error) throw new WalletRpcError(reply.error.code, reply.error.message)
    return reply.result
  }

  // sats-connect accounts carry no chain: the wallet's current network is theirs.
  async function described(addresses: SatsAddress[], networkName?: string): Promise<BitcoinAccount[]> {
    const name = networkName ?? ((await call('wallet_getNetwork')) as SatsNetworkChange).bitcoin?.name
    const chain = NETWORK_CHAINS[name ?? '']
    return addresses.map(({ address, publicKey }) => ({ address, publicKey, chains: chain ? [chain] : [] }))
  }

  /** The account the site already has permission for, on the wallet's current network; none without it. */
  async function current(networkName?: string): Promise<BitcoinAccount[]> {
    const account = (await call('wallet_getAccount').catch(() => undefined)) as
      { addresses: SatsAddress[] } | undefined
    return account ? described(account.addresses, networkName) : []
  }

  return { call, described, current }
}

type SatsCalls = ReturnType<typeof satsCalls>

/** Each method of the Bitcoin request interface, as sats-connect's methods. */
function satsMethods({ call, described, current }: SatsCalls) {
  return {
    [BITCOIN_PROVIDER_METHODS.requestAccounts]: async ({ purposes }) =>
      described((await call('getAccounts', { purposes })) as SatsAddress[]),
    // Without a prompt: the account the site already has permission for; none without it.
    [BITCOIN_PROVIDER_METHODS.accounts]: () => current(),
    // The wallet is on one network at a time: it is asked to move (it may prompt), then read there.
    [BITCOIN_PROVIDER_METHODS.switchChain]: async ({ chain }) => {
      const name = CHAIN_NETWORKS[String(chain)]
      if (!name)
        throw new RpcMethodNotAllowedError(`${BITCOIN_PROVIDER_METHODS.switchChain} to ${String(chain)}`)
      await call('wallet_changeNetwork', { name })
      return current(name)
    },
    [BITCOIN_PROVIDER_METHODS.disconnect]: async () => {
      await call('wallet_renouncePermissions')
      return null
    },
    [BITCOIN_PROVIDER_METHODS.signMessage]: async ({ message, address }) => {
      const { signature } = (await call('signMessage', {
        address,
        message: new TextDecoder().decode(message as Uint8Array),
        protocol: 'BIP322',
      })) as { signature: string }
      return { signature: base64.decode(signature) }
    },
    [BITCOIN_PROVIDER_METHODS.signPsbt]: async ({ psbt, address, signingIndexes }) => {
      const signed = (await call('signPsbt', {
        psbt: base64.encode(psbt as Uint8Array),
        signInputs: { [String(address)]: signingIndexes },
        broadcast: false,
      })) as { psbt: string }
      return { psbt: base64.decode(signed.psbt) }
    },
  } satisfies Record<string, (params: Record<string, unknown>) => Promise<unknown>>
}

/** The wallet's networkChange, with its accounts on the new network, for the adapter's watch. */
function networkEvents(provider: SatsConnectProvider, current: SatsCalls['current']) {
  const listeners = new Set<(change: BitcoinNetworkChange) => void>()
  let stop: (() => void) | undefined
  async function onNetworkChange(event: SatsNetworkChange) {
    const name = String(event.bitcoin?.name ?? '')
    const change = { chain: NETWORK_CHAINS[name], name, accounts: await current(name) }
    for (const listener of listeners) listener(change)
  }
  return {
    on(listener: (change: BitcoinNetworkChange) => void) {
      if (!provider.addListener) return
      listeners.add(listener)
      stop ??= provider.addListener({
        eventName: 'networkChange',
        cb: (event: SatsNetworkChange) => void onNetworkChange(event),
      })
    },
    off(listener: (change: BitcoinNetworkChange) => void) {
      listeners.delete(listener)
      if (listeners.size > 0) return
      stop?.()
      stop = undefined
    },
  }
}

/** The provider behind the same request interface as the Wallet Standard's Bitcoin wallets. */
export function satsConnectProvider(provider: SatsConnectProvider): Eip1193Provider {
  const calls = satsCalls(provider)
  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = satsMethods(calls)
  const network = networkEvents(provider, calls.current)
  return {
    request({ method, params }) {
      const handler = methods[method]
      if (!handler) return Promise.reject(new RpcMethodNotAllowedError(method))
      return handler((params ?? {}) as Record<string, unknown>)
    },
    on(event, listener) {
      if (event === BITCOIN_NETWORK_CHANGED)
        network.on(listener as unknown as (change: BitcoinNetworkChange) => void)
    },
    removeListener(event, listener) {
      if (event === BITCOIN_NETWORK_CHANGED)
        network.off(listener as unknown as (change: BitcoinNetworkChange) => void)
    },
  }
}

/** The providers `window.btc_providers` lists, each with its object found at its dotted path. */
export function satsConnectProviders(): (SatsConnectProviderInfo & { provider: SatsConnectProvider })[] {
  const listed = (window as unknown as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listed)) return []
  return listed.flatMap((info: SatsConnectProviderInfo) => {
    if (typeof info?.id !== 'string' || typeof info.name !== 'string') return []
    const provider = info.id
      .split('.')
      .reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], window)
    return typeof (provider as SatsConnectProvider | undefined)?.request === 'function'
      ? [{ ...info, provider: provider as SatsConnectProvider }]
      : []
  })
}
