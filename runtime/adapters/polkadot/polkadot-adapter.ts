import { toHex, type Hex } from 'viem'
import {
  NoAccountReturnedError,
  PolkadotActionUnsupportedError,
  UnsupportedChainError,
  UserRejectedError,
  WalletAccountNotGrantedError,
} from '../../core/errors.ts'
import { messageBytes } from '../message-bytes.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import type { Network } from '../../core/types.ts'
import type { AdapterFactory, ChainAdapter, Connector, WalletEvents } from '../../controllers/types.ts'
import {
  POLKADOT_ACCOUNTS_CHANGED,
  POLKADOT_PROVIDER_METHODS,
  type PolkadotAccount,
} from '../../connectors/polkadot-extension/polkadot-extension-provider.ts'
import { isSs58Address, ss58PublicKey } from '../../connectors/polkadot-extension/ss58-address.ts'
import { GENERIC_SS58_FORMAT, POLKADOT_SS58_FORMATS } from '../../networks/polkadot.ts'
import { startNetwork } from '../../config/start-network.ts'

/**
 * Polkadot access through an injected extension: it grants externally owned accounts (spec section 6:
 * polkadot's default account type, eoa) and signs raw bytes. No Polkadot node is asked: balances are served
 * for eip155 and solana only (spec section 9), and sends need a node, so they are refused plainly.
 */
export function polkadotAdapter(): AdapterFactory<ChainAdapter<'polkadot'>> {
  return ({ config }) => {
    const polkadotNetworks = config.networks.filter((network) => network.chainNamespace === 'polkadot')
    let selected = startNetwork(config, 'polkadot')
    const watchers = new Map<string, WalletEvents>()
    // The connected account of each connector by its key, which is the same in every chain's format.
    const connectedKeys = new Map<string, string>()
    // What each connector granted last, in the selected chain's format.
    const granted = new Map<string, PolkadotAccount[]>()

    const ss58Format = (network: Network | undefined) =>
      (network && POLKADOT_SS58_FORMATS[String(network.id)]) ?? GENERIC_SS58_FORMAT

    /** `network` when it is one of the configured Polkadot networks, else UnsupportedChainError. */
    function configured(network: Network): Network {
      const found = polkadotNetworks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
      if (network.chainNamespace !== 'polkadot' || !found) throw new UnsupportedChainError()
      return found
    }

    /** The extension's accounts in `network`'s address format (enabling it again prompts only if it wants). */
    async function accounts(connector: Connector, network: Network | undefined) {
      try {
        const list = (await connector.provider.request({
          method: POLKADOT_PROVIDER_METHODS.requestAccounts,
          params: { ss58Format: ss58Format(network) },
        })) as PolkadotAccount[]
        granted.set(connector.id, list)
        return list
      } catch (error) {
        throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
      }
    }

    /** The granted account with key `key` (the one connected before), else the extension's first. */
    function pick(connector: Connector, list: PolkadotAccount[], key: string | undefined) {
      const account = list.find((candidate) => ss58PublicKey(candidate.address) === key) ?? list[0]
      if (account) connectedKeys.set(connector.id, ss58PublicKey(account.address)!)
      return account
    }

    const session = (account: PolkadotAccount, network: Network, list: PolkadotAccount[]) => ({
      address: account.address,
      chainReference: String(network.id),
      accounts: list,
    })
    const unsupported = (action: string) => () => Promise.reject(new PolkadotActionUnsupportedError(action))

    const adapter: ChainAdapter<'polkadot'> = {
      namespace: 'polkadot',
      isAddress: (address) => isSs58Address(address),

      async connect(connector) {
        const list = await accounts(connector, selected)
        const account = pick(connector, list, undefined)
        if (!account || !selected) throw new NoAccountReturnedError()
        return session(account, selected, list)
      },

      /** On the network the visitor chose last, with the account they picked last when it is still granted. */
      async reconnect(connector, network, address) {
        const restored =
          polkadotNetworks.find((candidate) => candidate.caipNetworkId === network?.caipNetworkId) ?? selected
        const list = await accounts(connector, restored).catch(() => [])
        const account = pick(connector, list, address === undefined ? undefined : ss58PublicKey(address))
        if (!account || !restored) return undefined
        selected = restored
        return session(account, restored, list)
      },

      // The injection interface has no disconnect: the site forgets the extension (the stored connector).
      async disconnect() {},

      /** The same key in the new chain's address format stays the session's account. */
      async switchNetwork(connector, network) {
        const target = configured(network)
        const list = await accounts(connector, target)
        const account = pick(connector, list, connectedKeys.get(connector.id))
        if (!account) throw new NoAccountReturnedError()
        selected = target
        watchers.get(connector.id)?.onChainChanged(String(target.id))
        watchers.get(connector.id)?.onAccountsChanged([account.address], list)
      },

      /** Another account the extension granted becomes the connected one (the Account view's picker). */
      // eslint-disable-next-line @typescript-eslint/require-await -- the adapter API returns a promise; a not-granted account must reject it
      async selectAccount(connector, address) {
        const list = granted.get(connector.id) ?? []
        const account = list.find((candidate) => candidate.address === address)
        if (!account) throw new WalletAccountNotGrantedError(address)
        pick(connector, list, ss58PublicKey(address))
        watchers.get(connector.id)?.onAccountsChanged([account.address], list)
      },

      // Spec section 9: balances are served for eip155 and solana only; Polkadot shows 0.00 without a call.
      getBalance(_address, network) {
        const { decimals, symbol } = network.nativeCurrency
        return Promise.resolve({ value: 0n, decimals, symbol })
      },

      /** The visitor's changes in the extension: the connected account stays unless removed (then its first). */
      watch(connector, events) {
        watchers.set(connector.id, events)
        const changed = (list: PolkadotAccount[]) => {
          granted.set(connector.id, list)
          const account = pick(connector, list, connectedKeys.get(connector.id))
          events.onAccountsChanged(account ? [account.address] : [], list)
        }
        connector.provider.on?.(POLKADOT_ACCOUNTS_CHANGED, changed)
        return () => {
          watchers.delete(connector.id)
          connector.provider.removeListener?.(POLKADOT_ACCOUNTS_CHANGED, changed)
        }
      },

      /**
       * The extension's signRaw (type 'bytes') by the connected account over the message's bytes (text as
       * UTF-8). Extensions sign them wrapped in <Bytes>…</Bytes>; resolves with the signature as 0x-hex.
       */
      async signMessage(wallet, { message }) {
        configured(wallet.network)
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
    }
    return adapter
  }
}
