import type { UniversalProvider } from './sdk-types.ts'
import { toHexChainId } from './sdk-events.ts'
import { toProviderError, WalletRpcError } from './wallet-errors.ts'

/** What the eip155 requests need of the provider around them. */
export interface EvmRequestHost {
  sdk(): Promise<UniversalProvider>
  /** Pairs when there is no session yet (eth_requestAccounts). */
  pair(): Promise<void>
  /** Ends the session on both sides (wallet_revokePermissions). */
  end(): Promise<void>
  /** The chain (a bare reference) answered for eth_chainId before a wallet approved one. */
  defaultChain: string
}

type RequestArgs = { method: string; params?: unknown }

/**
 * The session's eip155 chain, named on every request: unnamed, the SDK picks the session's first
 * namespace, which may be solana. Undefined when the wallet approved no eip155 chain.
 */
function evmChain(sdkProvider: UniversalProvider): string | undefined {
  const evm = sdkProvider.session?.namespaces.eip155 && sdkProvider.rpcProviders.eip155
  return evm ? `eip155:${evm.getDefaultChain()}` : undefined
}

async function accounts(sdkProvider: UniversalProvider): Promise<string[]> {
  const chain = evmChain(sdkProvider)
  return chain ? sdkProvider.request<string[]>({ method: 'eth_accounts' }, chain) : []
}

/** The requests the provider answers itself; undefined for those that go to the wallet. */
async function answerLocally(
  host: EvmRequestHost,
  sdkProvider: UniversalProvider,
  method: string,
): Promise<{ result: unknown } | undefined> {
  switch (method) {
    case 'eth_accounts':
      return { result: await accounts(sdkProvider) }
    case 'eth_requestAccounts':
      if (!sdkProvider.session) await host.pair()
      return { result: await accounts(sdkProvider) }
    case 'eth_chainId': {
      const chain = evmChain(sdkProvider)
      return {
        result: toHexChainId(chain ? await sdkProvider.request({ method }, chain) : host.defaultChain),
      }
    }
    case 'wallet_revokePermissions':
      // Ends the session on both sides: the wallet gets a session delete through the relay.
      await host.end()
      return { result: null }
  }
  return undefined
}

/** Sends a request to the wallet on the session's eip155 chain, refused first when the session cannot carry it. */
async function askWallet(sdkProvider: UniversalProvider, { method, params }: RequestArgs): Promise<unknown> {
  const session = sdkProvider.session
  const chain = evmChain(sdkProvider)
  if (!session || !chain)
    throw new WalletRpcError(4100, 'Not connected: pair with a wallet through WalletConnect first')
  const approved = Object.values(session.namespaces).some(({ methods }) => methods.includes(method))
  if (method.startsWith('wallet_') && !approved && method !== 'wallet_switchEthereumChain') {
    throw new WalletRpcError(4200, `The wallet did not approve ${method} for this session`)
  }
  try {
    return await sdkProvider.request(
      params === undefined ? { method } : { method, params: params as object },
      chain,
    )
  } catch (error) {
    // A chain outside the session: EIP-1193's "unrecognised chain", so callers may try to add it.
    if (
      method === 'wallet_switchEthereumChain' &&
      /Failed to switch to chain/.test(String((error as Error)?.message))
    ) {
      throw new WalletRpcError(4902, (error as Error).message)
    }
    throw toProviderError(error)
  }
}

/** An EIP-1193 `request` over the session's eip155 namespace. */
export function evmRequests(host: EvmRequestHost) {
  return async function request(args: RequestArgs): Promise<unknown> {
    const sdkProvider = await host.sdk()
    const local = await answerLocally(host, sdkProvider, args.method)
    return local ? local.result : askWallet(sdkProvider, args)
  }
}
