import { base58, base64 } from '@scure/base'
import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'
import type { UniversalProvider } from './sdk-types.ts'
import { SOLANA_WC_METHODS } from './session-namespaces.ts'
import { withSignature } from './solana-signature.ts'
import { toProviderError, WalletRpcError } from './wallet-errors.ts'
import type { WalletConnectSession } from './walletconnect-provider.ts'

type Listener = (addresses: string[]) => void

/**
 * The solana namespace of the WalletConnect session behind the request interface of every Solana
 * connector (the one a Wallet Standard wallet has), so the Solana adapter asks a WalletConnect wallet the
 * same way. Requests name the session's solana chain; bytes cross the relay as base58 and base64. The
 * session's end (the wallet's delete, expiry) reaches the adapter as an empty account list.
 */
export function solanaSessionProvider(
  session: WalletConnectSession,
  sessionEvents: Required<Pick<Eip1193Provider, 'on' | 'removeListener'>>,
): Eip1193Provider {
  const listeners = new Set<Listener>()
  const onSessionEnd = () => {
    for (const listener of [...listeners]) listener([])
  }

  /** The session's solana chain (CAIP-2), or undefined when the wallet approved none. */
  function chainOf(sdkProvider: UniversalProvider): string | undefined {
    const solana = sdkProvider.session?.namespaces.solana && sdkProvider.rpcProviders.solana
    return solana ? `solana:${solana.getDefaultChain()}` : undefined
  }

  async function addresses(): Promise<string[]> {
    const sdkProvider = await session.sdk()
    const chain = chainOf(sdkProvider)
    const accounts = chain ? (sdkProvider.session?.namespaces.solana?.accounts ?? []) : []
    return [
      ...new Set(
        accounts
          .filter((account) => account.startsWith(`${chain}:`))
          .map((account) => account.slice(chain!.length + 1)),
      ),
    ]
  }

  async function ask<T>(method: string, params: object): Promise<T> {
    const sdkProvider = await session.sdk()
    const chain = chainOf(sdkProvider)
    if (!chain) throw new WalletRpcError(4100, 'Not connected: the wallet approved no Solana chain')
    try {
      return await sdkProvider.request<T>({ method, params }, chain)
    } catch (error) {
      throw toProviderError(error)
    }
  }

  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    [SOLANA_PROVIDER_METHODS.requestAccounts]: addresses,
    [SOLANA_PROVIDER_METHODS.accounts]: addresses,
    [SOLANA_PROVIDER_METHODS.disconnect]: async () => {
      await session.end()
      return null
    },
    [SOLANA_PROVIDER_METHODS.signMessage]: async ({ message, pubkey }) => {
      const { signature } = await ask<{ signature: string }>(SOLANA_WC_METHODS.signMessage, {
        message: base58.encode(message as Uint8Array),
        pubkey,
      })
      return { signature: base58.decode(signature) }
    },
    [SOLANA_PROVIDER_METHODS.signTransaction]: async ({ transaction, pubkey }) => {
      const unsigned = transaction as Uint8Array
      const signed = await ask<{ signature: string; transaction?: string }>(
        SOLANA_WC_METHODS.signTransaction,
        {
          transaction: base64.encode(unsigned),
          pubkey,
        },
      )
      // Wallets answer with the signed transaction, or (older ones) with the signature alone.
      return {
        transaction: signed.transaction
          ? base64.decode(signed.transaction)
          : withSignature(unsigned, String(pubkey), base58.decode(signed.signature)),
      }
    },
  }

  return {
    request({ method, params }) {
      const handler = methods[method]
      if (!handler) return Promise.reject(new RpcMethodNotAllowedError(method))
      return handler((params ?? {}) as Record<string, unknown>)
    },
    on(event, listener) {
      if (event !== 'accountsChanged') return
      if (listeners.size === 0) sessionEvents.on('disconnect', onSessionEnd)
      listeners.add(listener as unknown as Listener)
    },
    removeListener(event, listener) {
      if (event !== 'accountsChanged') return
      listeners.delete(listener as unknown as Listener)
      if (listeners.size === 0) sessionEvents.removeListener('disconnect', onSessionEnd)
    },
  }
}
