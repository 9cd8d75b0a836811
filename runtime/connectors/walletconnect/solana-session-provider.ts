import { base58, base64 } from '@scure/base'
import type { ParsedCaipAddress } from '../../core/caip.ts'
import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'
import type { UniversalProvider } from './sdk-types.ts'
import { sessionNamespace } from './session-namespace.ts'
import { SOLANA_WC_METHODS } from './session-namespaces.ts'
import { withSignature } from './solana-signature.ts'
import { solanaAccountsOf } from './wallet-accounts.ts'
import { toProviderError, WalletRpcError } from './wallet-errors.ts'
import type { WalletConnectSession } from './walletconnect-provider.ts'

const chainOfAccount = ({ namespace, reference }: ParsedCaipAddress) => `${namespace}:${reference}`

/**
 * The session's solana accounts and chains, and requests naming its active chain (its default one until
 * the visitor switches to another it approved; the switch is announced through `namespace`).
 */
function solanaRequests(session: WalletConnectSession, namespace: ReturnType<typeof sessionNamespace>) {
  // The chain the visitor switched to; the session's default chain until then.
  let chosen: string | undefined

  /** The session's solana accounts with a Solana address (spec 5); none without the SDK's solana provider. */
  function granted(sdkProvider: UniversalProvider): ParsedCaipAddress[] {
    return sdkProvider.rpcProviders.solana ? solanaAccountsOf(sdkProvider.session?.namespaces) : []
  }

  /** The solana chains (CAIP-2) the wallet approved: those it gave accounts on. */
  function approvedChains(sdkProvider: UniversalProvider): string[] {
    return [...new Set(granted(sdkProvider).map(chainOfAccount))]
  }

  /** The session's active solana chain (CAIP-2), or undefined when the wallet approved none. */
  function chainOf(sdkProvider: UniversalProvider): string | undefined {
    const approved = approvedChains(sdkProvider)
    if (approved.length === 0) return undefined
    return chosen && approved.includes(chosen)
      ? chosen
      : `solana:${sdkProvider.rpcProviders.solana!.getDefaultChain()}`
  }

  async function addresses(): Promise<string[]> {
    const sdkProvider = await session.sdk()
    const chain = chainOf(sdkProvider)
    return granted(sdkProvider)
      .filter((account) => chainOfAccount(account) === chain)
      .map(({ address }) => address)
  }

  /** Requests name `chain` from now on; the page hears the account there, as a wallet's accountsChanged. */
  async function switchChain(chain: unknown): Promise<string[]> {
    const sdkProvider = await session.sdk()
    if (typeof chain !== 'string' || !approvedChains(sdkProvider).includes(chain)) {
      throw new WalletRpcError(4902, `The wallet did not approve ${String(chain)} for this session`)
    }
    const before = await addresses()
    chosen = chain
    const after = await addresses()
    if (after.join() !== before.join()) namespace.announce(after)
    return after
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

  return { addresses, switchChain, ask }
}

/** Each method of the Solana request interface, as the session's solana methods. */
function solanaMethods(
  session: WalletConnectSession,
  { addresses, switchChain, ask }: ReturnType<typeof solanaRequests>,
): Record<string, (params: Record<string, unknown>) => Promise<unknown>> {
  return {
    [SOLANA_PROVIDER_METHODS.requestAccounts]: addresses,
    [SOLANA_PROVIDER_METHODS.accounts]: addresses,
    [SOLANA_PROVIDER_METHODS.switchChain]: ({ chain }) => switchChain(chain),
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
    [SOLANA_PROVIDER_METHODS.signAndSendTransaction]: async ({ transaction, pubkey, sendOptions }) => {
      // Not granted: refused here, before the relay, so the adapter signs and sends through RPC instead.
      const granted = (await session.sdk()).session?.namespaces.solana?.methods ?? []
      if (!granted.includes(SOLANA_WC_METHODS.signAndSendTransaction)) {
        throw new RpcMethodNotAllowedError(SOLANA_WC_METHODS.signAndSendTransaction)
      }
      const { signature } = await ask<{ signature: string }>(SOLANA_WC_METHODS.signAndSendTransaction, {
        transaction: base64.encode(transaction as Uint8Array),
        pubkey,
        sendOptions,
      })
      return { signature }
    },
  }
}

/**
 * The solana namespace of the WalletConnect session behind the request interface of every Solana
 * connector (the one a Wallet Standard wallet has), so the Solana adapter asks a WalletConnect wallet the
 * same way. Requests name the session's active solana chain (its default one until the visitor switches
 * to another it approved); bytes cross the relay as base58 and base64. The session's end (the wallet's
 * delete, expiry) reaches the adapter as an empty account list.
 */
export function solanaSessionProvider(
  session: WalletConnectSession,
  sessionEvents: Required<Pick<Eip1193Provider, 'on' | 'removeListener'>>,
): Eip1193Provider {
  const namespace = sessionNamespace(sessionEvents)
  return namespace.provider(solanaMethods(session, solanaRequests(session, namespace)))
}
