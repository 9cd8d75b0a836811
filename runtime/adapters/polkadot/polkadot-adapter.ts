import { toHex, type Hex } from 'viem'
import {
  NoAccountReturnedError,
  PolkadotActionUnsupportedError,
  UnsupportedChainError,
  UserRejectedError,
} from '../../core/errors.ts'
import { messageBytes } from '../message-bytes.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import type { Network } from '../../core/types.ts'
import type { AdapterFactory, ChainAdapter, Connector, WalletEvents } from '../../controllers/types.ts'
import {
  POLKADOT_PROVIDER_METHODS,
  type PolkadotAccount,
} from '../../connectors/polkadot-extension/polkadot-extension-provider.ts'
import { isSs58Address } from '../../connectors/polkadot-extension/ss58-address.ts'
import { GENERIC_SS58_FORMAT, POLKADOT_SS58_FORMATS } from '../../networks/polkadot.ts'
import { evmOnlyActions } from '../evm-only-actions.ts'

/**
 * Polkadot access through an injected extension: it grants externally owned accounts (spec section 6:
 * polkadot's default account type, eoa) and signs raw bytes. No Polkadot node is asked: balances are served
 * for eip155 and solana only (spec section 9), and sends need a node, so they are refused plainly.
 */
export function polkadotAdapter(): AdapterFactory {
  return ({ config }) => {
    const polkadotNetworks = config.networks.filter((network) => network.chainNamespace === 'polkadot')
    let selected =
      polkadotNetworks.find((network) => network.caipNetworkId === config.defaultNetwork) ??
      polkadotNetworks[0]
    const watchers = new Map<string, WalletEvents>()

    const ss58Format = (network: Network | undefined) =>
      (network && POLKADOT_SS58_FORMATS[String(network.id)]) ?? GENERIC_SS58_FORMAT

    function checkNamespace(network: Network): void {
      if (network.chainNamespace !== 'polkadot') throw new UnsupportedChainError()
    }

    /** The extension's accounts in `network`'s address format (enabling it again prompts only if it wants). */
    async function accounts(connector: Connector, network: Network | undefined) {
      try {
        return (await connector.provider.request({
          method: POLKADOT_PROVIDER_METHODS.requestAccounts,
          params: { ss58Format: ss58Format(network) },
        })) as PolkadotAccount[]
      } catch (error) {
        throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
      }
    }

    const unsupported = (action: string) => () => Promise.reject(new PolkadotActionUnsupportedError(action))

    const adapter: ChainAdapter = {
      namespace: 'polkadot',
      isAddress: (address) => isSs58Address(address),

      async connect(connector) {
        const [account] = await accounts(connector, selected)
        if (!account || !selected) throw new NoAccountReturnedError()
        return { address: account.address, chainReference: String(selected.id) }
      },

      async reconnect(connector) {
        const [account] = await accounts(connector, selected).catch(() => [])
        return account && selected
          ? { address: account.address, chainReference: String(selected.id) }
          : undefined
      },

      // The injection interface has no disconnect: the site forgets the extension (the stored connector).
      async disconnect() {},

      /** The same key in the new chain's address format becomes the session's account. */
      async switchNetwork(connector, network) {
        checkNamespace(network)
        const [account] = await accounts(connector, network)
        if (!account) throw new NoAccountReturnedError()
        selected = network
        watchers.get(connector.id)?.onChainChanged(String(network.id))
        watchers.get(connector.id)?.onAccountsChanged([account.address])
      },

      // Spec section 9: balances are served for eip155 and solana only; Polkadot shows 0.00 without a call.
      async getBalance(_address, network) {
        return { value: 0n, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
      },

      watch(connector, events) {
        watchers.set(connector.id, events)
        return () => watchers.delete(connector.id)
      },

      /**
       * The extension's signRaw (type 'bytes') by the connected account over the message's bytes (text as
       * UTF-8). Extensions sign them wrapped in <Bytes>…</Bytes>; resolves with the signature as 0x-hex.
       */
      async signMessage(wallet, { message }) {
        checkNamespace(wallet.network)
        try {
          return (await wallet.connector.provider.request({
            method: POLKADOT_PROVIDER_METHODS.signRaw,
            params: { address: wallet.address, data: toHex(messageBytes(message)) },
          })) as Hex
        } catch (error) {
          throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
        }
      },

      estimateTransferFee: unsupported('Fee estimation'),
      sendTransfer: unsupported('Sending'),
      waitForReceipt: unsupported('Transaction receipts'),
      sendTransaction: unsupported('Sending'),
      ...evmOnlyActions(unsupported),
    }
    return adapter
  }
}
