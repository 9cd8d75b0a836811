import { isSolanaAddress } from '../../core/address.ts'
import { RECEIPT_WAIT } from '../../core/constants.ts'
import { truncateAddress } from '../../core/format.ts'
import {
  ChainNotSupportedError,
  EstimateGasError,
  InvalidSolanaCommitmentError,
  InvalidSolanaTransferError,
  MissingRpcUrlError,
  NoAccountReturnedError,
  RpcMethodNotAllowedError,
  SolanaSendError,
  TransactionRevertedError,
  UserRejectedError,
} from '../../core/errors.ts'
import { isSolanaCommitment, type SolanaCommitment } from '../../core/validation/solana-commitment.ts'
import type { Network } from '../../core/types.ts'
import { networkRpcUrls } from '../../config/rpc-urls.ts'
import type {
  AdapterFactory,
  ChainAdapter,
  Connector,
  Transfer,
  WalletEvents,
} from '../../controllers/types.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import { toHex } from 'viem'
import { messageBytes } from '../message-bytes.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { startNetwork } from '../../config/start-network.ts'

// web3.js loads with the first chain read or send: connecting and signing messages need none of it.
const chain = () => import('./solana-chain.ts')

/** Preflight commitment of a send unless the host names another (spec section 5 lists the allowed ones). */
const DEFAULT_PREFLIGHT_COMMITMENT: SolanaCommitment = 'confirmed'

/**
 * Solana access: the wallet (a Wallet Standard wallet behind the connector's request interface) signs,
 * the network's RPC (web3.js 1.x) reads and carries transactions. Wallet Standard wallets have no chain
 * of their own: the session is on the app's selected Solana network. A WalletConnect session has the
 * chains its wallet approved: it follows the selected network among them.
 */
export function solanaAdapter(): AdapterFactory<ChainAdapter<'solana'>> {
  return ({ config }) => {
    const solanaNetworks = config.networks.filter((network) => network.chainNamespace === 'solana')
    let selected = startNetwork(config, 'solana')

    /** The app's Solana network of that id (the one the visitor chose last, on reconnect). */
    const configured = (network: Network | undefined) =>
      solanaNetworks.find((one) => one.caipNetworkId === network?.caipNetworkId)

    function rpcUrl(network: Network): string {
      const [url] = networkRpcUrls(config, network)
      if (!url) throw new MissingRpcUrlError(network.caipNetworkId)
      return url
    }

    function session(addresses: unknown) {
      const [address] = Array.isArray(addresses) ? (addresses as string[]) : []
      if (!address || !selected) return undefined
      return { address, chainReference: String(selected.id) }
    }

    /**
     * Points a wallet with chains of its own at `network`: false for one that signs for any cluster (it
     * does not answer solana_switchChain); rejects for a chain the wallet did not approve.
     */
    async function pointWalletAt(connector: Connector, network: Network): Promise<boolean> {
      try {
        await connector.provider.request({
          method: SOLANA_PROVIDER_METHODS.switchChain,
          params: { chain: network.caipNetworkId },
        })
        return true
      } catch (error) {
        if (error instanceof RpcMethodNotAllowedError) return false
        throw error
      }
    }

    /** The selected network when the wallet approved it, else the first configured one it approved. */
    async function followWallet(connector: Connector): Promise<void> {
      for (const network of new Set([selected, ...solanaNetworks])) {
        if (!network) continue
        try {
          if (await pointWalletAt(connector, network)) selected = network
          return
        } catch {
          // Not approved by the wallet: the next configured network.
        }
      }
    }

    async function sendChecked(
      connector: Connector,
      network: Network,
      transfer: Transfer,
      commitment: unknown = DEFAULT_PREFLIGHT_COMMITMENT,
    ): Promise<string> {
      if (!isSolanaCommitment(commitment)) throw new InvalidSolanaCommitmentError(commitment)
      if (!isSolanaAddress(transfer.to) || transfer.amount <= 0n) throw new InvalidSolanaTransferError()
      if (transfer.token !== undefined && !isSolanaAddress(transfer.token))
        throw new InvalidSolanaTransferError()
      try {
        const { sendTransfer } = await chain()
        return await sendTransfer(connector.provider, rpcUrl(network), transfer, commitment)
      } catch (cause) {
        throw isWalletRejection(cause) ? new UserRejectedError({ cause }) : new SolanaSendError({ cause })
      }
    }

    const adapter: ChainAdapter<'solana'> = {
      namespace: 'solana',
      isAddress: (address) => isSolanaAddress(address),

      async connect(connector) {
        try {
          await followWallet(connector)
          const result = session(
            await connector.provider.request({ method: SOLANA_PROVIDER_METHODS.requestAccounts }),
          )
          if (!result) throw new NoAccountReturnedError()
          return result
        } catch (error) {
          throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
        }
      },

      async reconnect(connector, network) {
        selected = configured(network) ?? selected
        await followWallet(connector)
        return session(await connector.provider.request({ method: SOLANA_PROVIDER_METHODS.accounts }))
      },

      async disconnect(connector) {
        await connector.provider
          .request({ method: SOLANA_PROVIDER_METHODS.disconnect })
          .catch(() => undefined)
      },

      /**
       * A Wallet Standard wallet signs for any cluster: switching is the app's choice of RPC. A WalletConnect
       * session switches to a chain its wallet approved, else 'Chain is not supported' (spec section 8).
       */
      async switchNetwork(connector, network) {
        try {
          await pointWalletAt(connector, network)
        } catch (cause) {
          throw isWalletRejection(cause)
            ? new UserRejectedError({ cause })
            : new ChainNotSupportedError({ cause })
        }
        selected = network
      },

      // The RPC read: the data API's balances come first (account controller), this is the fallback.
      async getBalance(address, network, token) {
        const { getBalance, getTokenBalance } = await chain()
        return token === undefined
          ? getBalance(rpcUrl(network), address, network.nativeCurrency.symbol)
          : getTokenBalance(rpcUrl(network), address, token, truncateAddress(token))
      },

      watch(connector, events: WalletEvents) {
        const onAccounts = (addresses: string[]) => events.onAccountsChanged(addresses)
        connector.provider.on?.('accountsChanged', onAccounts)
        return () => connector.provider.removeListener?.('accountsChanged', onAccounts)
      },

      async estimateTransferFee(network, transfer) {
        try {
          const { estimateTransferFee } = await chain()
          return await estimateTransferFee(rpcUrl(network), transfer)
        } catch (cause) {
          throw new EstimateGasError({ cause })
        }
      },

      sendTransfer: (connector, network, transfer) => sendChecked(connector, network, transfer),

      /** Gives up after `options.timeout`, else spec section 9's receipt wait (180 s). */
      async waitForReceipt(network, signature, options) {
        const { waitForConfirmation } = await chain()
        try {
          await waitForConfirmation(rpcUrl(network), signature, options?.timeout ?? RECEIPT_WAIT.timeoutMs)
        } catch (error) {
          throw error instanceof TransactionRevertedError ? error : new SolanaSendError({ cause: error })
        }
        return { hash: signature, status: 'success' }
      },

      /** solana_signMessage: the message's bytes (text as UTF-8); resolves with the ed25519 signature, 0x-hex. */
      async signMessage(wallet, { message }) {
        const bytes = messageBytes(message)
        try {
          const { signature } = (await wallet.connector.provider.request({
            method: SOLANA_PROVIDER_METHODS.signMessage,
            params: { message: bytes, pubkey: wallet.address },
          })) as { signature: Uint8Array }
          return toHex(signature)
        } catch (error) {
          throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
        }
      },

      /**
       * A SOL transfer of `value` lamports to `to` (a base58 address), sent with `preflightCommitment`
       * ('confirmed' by default); resolves with the signature once submitted.
       */
      async sendTransaction(wallet, parameters) {
        const transfer = {
          from: wallet.address,
          to: String(parameters.to ?? ''),
          amount: parameters.value ?? 0n,
          token: undefined,
        }
        return (await sendChecked(
          wallet.connector,
          wallet.network,
          transfer,
          parameters.preflightCommitment ?? DEFAULT_PREFLIGHT_COMMITMENT,
        )) as `0x${string}`
      },
    }
    return adapter
  }
}
