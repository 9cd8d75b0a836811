import { base64 } from '@scure/base'
import { isBitcoinAddress } from '../../adapters/bip122/bitcoin-address.ts'
import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'
import {
  BITCOIN_PROVIDER_METHODS,
  BITCOIN_WALLET_CHAINS,
  type BitcoinAccount,
} from '../../core/bitcoin-provider-methods.ts'
import type { UniversalProvider } from './sdk-types.ts'
import { sessionNamespace } from './session-namespace.ts'
import { BIP122_WC_METHODS } from './session-namespaces.ts'
import { sessionAccountsOf } from './wallet-accounts.ts'
import { toProviderError, WalletRpcError } from './wallet-errors.ts'
import type { WalletConnectSession } from './walletconnect-provider.ts'

/**
 * The bip122 accounts a session grants: with an address of the account's chain (its genesis reference).
 * Here, not beside the other namespaces' readers: Bitcoin's address check brings base58check and bech32,
 * which load with this namespace's code only.
 */
export const bitcoinAccountsOf = (namespaces: unknown) =>
  sessionAccountsOf(namespaces, 'bip122', (address, reference) =>
    isBitcoinAddress(address, { id: reference }),
  )

/** SIGHASH_ALL: the inputs the adapter asks signed commit to the whole transaction. */
const SIGHASH_ALL = 1

/** The session's bip122 requests: each named by its account's chain, and refused when not granted. */
function bip122Requests(session: WalletConnectSession) {
  const granted = (sdkProvider: UniversalProvider) => sdkProvider.session?.namespaces.bip122

  async function ask<T>(method: string, params: object, chain: string): Promise<T> {
    const sdkProvider = await session.sdk()
    // Not granted: refused here, before the relay (the SDK would send it to the chain's RPC instead).
    if (!granted(sdkProvider)?.methods.includes(method)) throw new RpcMethodNotAllowedError(method)
    try {
      return await sdkProvider.request<T>({ method, params }, chain)
    } catch (error) {
      throw toProviderError(error)
    }
  }

  /** The session's accounts, each with its public key when the wallet answers getAccountAddresses. */
  async function accounts(): Promise<BitcoinAccount[]> {
    const sdkProvider = await session.sdk()
    const listed = bitcoinAccountsOf(sdkProvider.session?.namespaces)
    return Promise.all(
      listed.map(async ({ namespace, reference, address }) => {
        const chain = `${namespace}:${reference}`
        const walletChain = BITCOIN_WALLET_CHAINS[reference]
        const keys = await ask<{ address: string; publicKey?: string }[]>(
          BIP122_WC_METHODS.getAccountAddresses,
          { account: address, intentions: ['payment'] },
          chain,
        ).catch(() => [])
        const publicKey = keys.find((one) => one.address === address)?.publicKey ?? ''
        return { address, publicKey, chains: walletChain ? [walletChain] : [] }
      }),
    )
  }

  /** The CAIP-2 chain of a granted account, which its requests name. */
  async function chainOf(address: unknown): Promise<string> {
    const sdkProvider = await session.sdk()
    const account = (granted(sdkProvider)?.accounts ?? []).find((one) => one.endsWith(`:${String(address)}`))
    if (!account) throw new WalletRpcError(4100, `The session did not grant ${String(address)}`)
    return account.split(':').slice(0, 2).join(':')
  }

  return { ask, accounts, chainOf }
}

/**
 * The bip122 namespace of the WalletConnect session behind the request interface of every Bitcoin
 * connector (the one a Bitcoin Wallet Standard wallet has), so the bip122 adapter asks a WalletConnect
 * wallet the same way. The session's accounts (`bip122:<genesis>:<address>`) are the granted accounts, each
 * on its chain; requests name the account's chain. The session's end reaches the adapter as an empty
 * account list.
 */
export function bip122SessionProvider(
  session: WalletConnectSession,
  sessionEvents: Required<Pick<Eip1193Provider, 'on' | 'removeListener'>>,
): Eip1193Provider {
  const namespace = sessionNamespace(sessionEvents)
  const { ask, accounts, chainOf } = bip122Requests(session)

  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    [BITCOIN_PROVIDER_METHODS.requestAccounts]: accounts,
    [BITCOIN_PROVIDER_METHODS.accounts]: accounts,
    [BITCOIN_PROVIDER_METHODS.disconnect]: async () => {
      await session.end()
      return null
    },
    // The message as text (the adapter's bytes are UTF-8), a BIP-322 signature back as base64.
    [BITCOIN_PROVIDER_METHODS.signMessage]: async ({ message, address }) => {
      const { signature } = await ask<{ signature: string }>(
        BIP122_WC_METHODS.signMessage,
        {
          account: address,
          address,
          message: new TextDecoder().decode(message as Uint8Array),
          protocol: 'bip322',
        },
        await chainOf(address),
      )
      return { signature: base64.decode(signature) }
    },
    [BITCOIN_PROVIDER_METHODS.signPsbt]: async ({ psbt, address, signingIndexes }) => {
      const signed = await ask<{ psbt: string }>(
        BIP122_WC_METHODS.signPsbt,
        {
          account: address,
          psbt: base64.encode(psbt as Uint8Array),
          signInputs: (signingIndexes as number[]).map((index) => ({
            address,
            index,
            sighashTypes: [SIGHASH_ALL],
          })),
          broadcast: false,
        },
        await chainOf(address),
      )
      return { psbt: base64.decode(signed.psbt) }
    },
  }

  return namespace.provider(methods)
}
