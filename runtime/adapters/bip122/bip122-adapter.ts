import {
  BitcoinActionUnsupportedError,
  BitcoinSendError,
  EstimateGasError,
  InsufficientBitcoinFundsError,
  InvalidBitcoinTransferError,
  MissingRpcUrlError,
  NoAccountReturnedError,
  RpcMethodNotAllowedError,
  UserRejectedError,
} from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import { networkRpcUrls } from '../../config/rpc-urls.ts'
import type {
  AdapterFactory,
  ChainAdapter,
  Connector,
  Transfer,
  WalletEvents,
} from '../../controllers/types.ts'
import {
  BITCOIN_NETWORK_CHANGED,
  BITCOIN_PROVIDER_METHODS,
  BITCOIN_WALLET_CHAINS,
  type BitcoinAccount,
  type BitcoinNetworkChange,
} from '../../core/bitcoin-provider-methods.ts'
import { toHex } from 'viem'
import { messageBytes } from '../message-bytes.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { isBitcoinAddress } from './bitcoin-address.ts'
import { broadcast, getTransactionStatus, getUtxos } from './esplora-api.ts'
import { startNetwork } from '../../config/start-network.ts'

// @scure/btc-signer loads with the first send: connecting and signing messages need none of it.
const chain = () => import('./bip122-chain.ts')

/** How often a broadcast transaction is looked up until the API knows it. */
const STATUS_POLL_MS = 1_000
/** Spec section 9: transaction confirmation wait. */
const STATUS_TIMEOUT_MS = 25_000

/**
 * The CAIP-2 reference of a network the config does not list (the modal's unsupported placeholder): the
 * chain's genesis reference when Portkit knows the chain, else the wallet's own name for it.
 */
function unknownReference(chain: string | undefined, name: string): string {
  const known = Object.entries(BITCOIN_WALLET_CHAINS).find(([, walletChain]) => walletChain === chain)
  return known?.[0] ?? (name || 'unknown')
}

/**
 * Bitcoin access: the wallet (a Bitcoin Wallet Standard wallet behind the connector's request interface)
 * grants accounts of the spec's bip122 account type (`payment`) and signs; the network's API (Esplora-style)
 * gives the unspent outputs and carries the transaction. A wallet grants one account per chain, so
 * switching network moves the session to the account of that chain.
 */
export function bip122Adapter(): AdapterFactory<ChainAdapter<'bip122'>> {
  return ({ config }) => {
    const bitcoinNetworks = config.networks.filter((network) => network.chainNamespace === 'bip122')
    let selected = startNetwork(config, 'bip122')
    /** What each wallet granted, by connector id: the session's account is the selected chain's. */
    const granted = new Map<string, BitcoinAccount[]>()
    const watchers = new Map<string, WalletEvents>()

    function apiUrl(network: Network): string {
      const [url] = networkRpcUrls(config, network)
      if (!url) throw new MissingRpcUrlError(network.caipNetworkId)
      return url.replace(/\/$/, '')
    }

    const walletChain = (network: Network) => BITCOIN_WALLET_CHAINS[String(network.id)]

    function accountOn(connector: Connector, network: Network | undefined, address?: string) {
      const chainId = network && walletChain(network)
      return (granted.get(connector.id) ?? []).find(
        (account) =>
          (address === undefined || account.address === address) &&
          (chainId === undefined || account.chains.includes(chainId)),
      )
    }

    function session(connector: Connector, accounts: unknown) {
      granted.set(connector.id, Array.isArray(accounts) ? (accounts as BitcoinAccount[]) : [])
      const account = accountOn(connector, selected)
      if (!account || !selected) return undefined
      return { address: account.address, chainReference: String(selected.id) }
    }

    /** A wallet that answers bitcoin_switchChain moves there; its account on that chain, if it has one. */
    async function moveWallet(connector: Connector, network: Network) {
      try {
        const accounts = await connector.provider.request({
          method: BITCOIN_PROVIDER_METHODS.switchChain,
          params: { chain: walletChain(network) },
        })
        granted.set(connector.id, accounts as BitcoinAccount[])
        return accountOn(connector, network)
      } catch (error) {
        if (error instanceof RpcMethodNotAllowedError) return undefined
        throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
      }
    }

    async function sendChecked(connector: Connector, network: Network, transfer: Transfer): Promise<string> {
      if (!isBitcoinAddress(transfer.to, network) || transfer.amount <= 0n)
        throw new InvalidBitcoinTransferError()
      const { buildTransfer, finalizeSigned } = await chain()
      if (transfer.token !== undefined) throw new BitcoinActionUnsupportedError('Sending tokens')
      const sender = accountOn(connector, network, transfer.from)
      if (!sender) throw new NoAccountReturnedError()
      try {
        const unsigned = await buildTransfer(apiUrl(network), network, transfer, sender.publicKey)
        if (!unsigned) throw new InsufficientBitcoinFundsError()
        const { psbt } = (await connector.provider.request({
          method: BITCOIN_PROVIDER_METHODS.signPsbt,
          params: {
            psbt: unsigned.psbt,
            chain: walletChain(network),
            address: sender.address,
            signingIndexes: unsigned.signingIndexes,
          },
        })) as { psbt: Uint8Array }
        return await broadcast(apiUrl(network), finalizeSigned(psbt))
      } catch (cause) {
        throw isWalletRejection(cause) ? new UserRejectedError({ cause }) : new BitcoinSendError({ cause })
      }
    }

    const adapter: ChainAdapter<'bip122'> = {
      namespace: 'bip122',
      isAddress: isBitcoinAddress,

      async connect(connector) {
        try {
          const accounts = await connector.provider.request({
            method: BITCOIN_PROVIDER_METHODS.requestAccounts,
            // Spec section 6: the bip122 account type, `payment` unless the config names another.
            params: { purposes: [config.defaultAccountTypes.bip122] },
          })
          const result = session(connector, accounts)
          if (!result) throw new NoAccountReturnedError()
          return result
        } catch (error) {
          throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
        }
      },

      /** Back on the network the visitor chose last, when the wallet has an account there. */
      async reconnect(connector, network) {
        const accounts = await connector.provider.request({ method: BITCOIN_PROVIDER_METHODS.accounts })
        const current = session(connector, accounts)
        const restored = bitcoinNetworks.find((one) => one.caipNetworkId === network?.caipNetworkId)
        if (!restored || !accountOn(connector, restored)) return current
        selected = restored
        return session(connector, accounts)
      },

      async disconnect(connector) {
        granted.delete(connector.id)
        await connector.provider
          .request({ method: BITCOIN_PROVIDER_METHODS.disconnect })
          .catch(() => undefined)
      },

      /**
       * The wallet's account on the new chain becomes the session's (a Bitcoin address names its chain). A
       * wallet on one network at a time (sats-connect) is asked to move there first.
       */
      async switchNetwork(connector, network) {
        const account = accountOn(connector, network) ?? (await moveWallet(connector, network))
        if (!account) throw new NoAccountReturnedError()
        selected = network
        watchers.get(connector.id)?.onAccountsChanged([account.address])
      },

      /**
       * Read from the network's API, as the other adapters read their RPC (the data API serves eip155 and
       * solana only, spec section 9): the sum of the address's unspent outputs, what a send can spend.
       */
      async getBalance(address, network, token) {
        if (token !== undefined) throw new BitcoinActionUnsupportedError('A token balance')
        const utxos = await getUtxos(apiUrl(network), address)
        const { decimals, symbol } = network.nativeCurrency
        return { value: utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n), decimals, symbol }
      },

      watch(connector, events: WalletEvents) {
        watchers.set(connector.id, events)
        const onAccounts = (addresses: string[]) => {
          // The wallet's list spans chains: the session follows the selected chain's account.
          const account = addresses.map((address) => accountOn(connector, selected, address)).find(Boolean)
          events.onAccountsChanged(account ? [account.address] : [])
        }
        // The wallet moved itself: the modal follows to that network, or shows it unsupported.
        const onNetwork = ({ chain, name, accounts }: BitcoinNetworkChange) => {
          granted.set(connector.id, accounts)
          const network = bitcoinNetworks.find((one) => chain !== undefined && walletChain(one) === chain)
          if (network) selected = network
          events.onChainChanged(network ? String(network.id) : unknownReference(chain, name))
          const account = accountOn(connector, network)
          events.onAccountsChanged(account ? [account.address] : [])
        }
        connector.provider.on?.('accountsChanged', onAccounts)
        connector.provider.on?.(BITCOIN_NETWORK_CHANGED, onNetwork)
        return () => {
          watchers.delete(connector.id)
          connector.provider.removeListener?.('accountsChanged', onAccounts)
          connector.provider.removeListener?.(BITCOIN_NETWORK_CHANGED, onNetwork)
        }
      },

      /**
       * The fee of the transfer the adapter would build (satoshis per vbyte, and the whole fee), also when the
       * unspent outputs cannot pay it: the send form then compares amount and fee with the balance.
       */
      async estimateTransferFee(network, transfer) {
        const sender = [...granted.values()].flat().find((account) => account.address === transfer.from)
        try {
          if (!sender) throw new NoAccountReturnedError()
          const { estimateFee } = await chain()
          const { fee, feeRate } = await estimateFee(apiUrl(network), network, transfer, sender.publicKey)
          return { gasPrice: feeRate, fee }
        } catch (cause) {
          throw new EstimateGasError({ cause })
        }
      },

      sendTransfer: (connector, network, transfer) => sendChecked(connector, network, transfer),

      /**
       * Resolves once the network's API knows the broadcast transaction (Bitcoin blocks come far later); gives
       * up after `options.timeout`, else the confirmation wait.
       */
      async waitForReceipt(network, txid, options) {
        const deadline = Date.now() + (options?.timeout ?? STATUS_TIMEOUT_MS)
        while (!(await getTransactionStatus(apiUrl(network), txid).catch(() => undefined))) {
          if (Date.now() > deadline) throw new BitcoinSendError()
          await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
        }
        return { hash: txid, status: 'success' }
      },

      /**
       * bitcoin:signMessage by the connected account: the message's bytes (text as UTF-8). Resolves with the
       * wallet's signature bytes as 0x-hex: a BIP-322 signature where the wallet signs BIP-322 (base64 of the
       * same bytes is its usual text form).
       */
      async signMessage(wallet, { message }) {
        const bytes = messageBytes(message)
        try {
          const { signature } = (await wallet.connector.provider.request({
            method: BITCOIN_PROVIDER_METHODS.signMessage,
            params: { message: bytes, address: wallet.address },
          })) as { signature: Uint8Array }
          return toHex(signature)
        } catch (error) {
          throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
        }
      },

      /**
       * A BTC transfer of `value` satoshis to `to` (an address of the network): the adapter builds the PSBT
       * from the account's unspent outputs, the wallet signs it, the network's API broadcasts it. Resolves with
       * the txid.
       */
      async sendTransaction(wallet, parameters) {
        const transfer = {
          from: wallet.address,
          to: String(parameters.to ?? ''),
          amount: parameters.value ?? 0n,
          token: undefined,
        }
        return (await sendChecked(wallet.connector, wallet.network, transfer)) as `0x${string}`
      },
    }
    return adapter
  }
}
