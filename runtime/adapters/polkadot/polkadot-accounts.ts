import { UnsupportedChainError, UserRejectedError } from '../../core/errors.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import type { Network } from '../../core/types.ts'
import type { ResolvedConfig } from '../../config/types.ts'
import type { Connector, WalletEvents } from '../../controllers/types.ts'
import {
  POLKADOT_PROVIDER_METHODS,
  type PolkadotAccount,
} from '../../connectors/polkadot-extension/polkadot-extension-provider.ts'
import { ss58PublicKey } from '../../connectors/polkadot-extension/ss58-address.ts'
import { GENERIC_SS58_FORMAT, POLKADOT_SS58_FORMATS } from '../../networks/polkadot.ts'
import { startNetwork } from '../../config/start-network.ts'

/** What one Polkadot adapter keeps between calls: the selected network and each extension's accounts. */
export type PolkadotAccounts = ReturnType<typeof polkadotAccounts>

export function polkadotAccounts(config: ResolvedConfig) {
  const networks = config.networks.filter((network) => network.chainNamespace === 'polkadot')
  const watchers = new Map<string, WalletEvents>()
  // The connected account of each connector by its key, which is the same in every chain's format.
  const connectedKeys = new Map<string, string>()
  // What each connector granted last, in the selected chain's format.
  const granted = new Map<string, PolkadotAccount[]>()

  const ss58Format = (network: Network | undefined) =>
    (network && POLKADOT_SS58_FORMATS[String(network.id)]) ?? GENERIC_SS58_FORMAT

  return {
    networks,
    selected: startNetwork(config, 'polkadot'),
    watchers,
    connectedKeys,
    granted,

    /** `network` when it is one of the configured Polkadot networks, else UnsupportedChainError. */
    configured(network: Network): Network {
      const found = networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
      if (network.chainNamespace !== 'polkadot' || !found) throw new UnsupportedChainError()
      return found
    },

    /** The extension's accounts in `network`'s address format (enabling it again prompts only if it wants). */
    async accounts(connector: Connector, network: Network | undefined) {
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
    },

    /** The granted account with key `key` (the one connected before), else the extension's first. */
    pick(connector: Connector, list: PolkadotAccount[], key: string | undefined) {
      const account = list.find((candidate) => ss58PublicKey(candidate.address) === key) ?? list[0]
      if (account) connectedKeys.set(connector.id, ss58PublicKey(account.address)!)
      return account
    },

    session: (account: PolkadotAccount, network: Network, list: PolkadotAccount[]) => ({
      address: account.address,
      chainReference: String(network.id),
      accounts: list,
    }),
  }
}
