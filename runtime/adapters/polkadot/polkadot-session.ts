import { NoAccountReturnedError, WalletAccountNotGrantedError } from '../../core/errors.ts'
import type { ChainAdapter } from '../../controllers/types.ts'
import {
  POLKADOT_ACCOUNTS_CHANGED,
  type PolkadotAccount,
} from '../../connectors/polkadot-extension/polkadot-extension-provider.ts'
import { ss58PublicKey } from '../../connectors/polkadot-extension/ss58-address.ts'
import type { PolkadotAccounts } from './polkadot-accounts.ts'

type SessionMember = 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'selectAccount' | 'watch'

/** The connection with an extension: its accounts, the network they are shown in, the visitor's changes. */
export function polkadotSession(state: PolkadotAccounts): Pick<ChainAdapter<'polkadot'>, SessionMember> {
  const { watchers, connectedKeys, granted } = state
  return {
    async connect(connector) {
      const list = await state.accounts(connector, state.selected)
      const account = state.pick(connector, list, undefined)
      if (!account || !state.selected) throw new NoAccountReturnedError()
      return state.session(account, state.selected, list)
    },

    /** On the network the visitor chose last, with the account they picked last when it is still granted. */
    async reconnect(connector, network, address) {
      const restored =
        state.networks.find((candidate) => candidate.caipNetworkId === network?.caipNetworkId) ??
        state.selected
      const list = await state.accounts(connector, restored).catch(() => [])
      const account = state.pick(connector, list, address === undefined ? undefined : ss58PublicKey(address))
      if (!account || !restored) return undefined
      state.selected = restored
      return state.session(account, restored, list)
    },

    // The injection interface has no disconnect: the site forgets the extension (the stored connector).
    async disconnect() {},

    /** The same key in the new chain's address format stays the session's account. */
    async switchNetwork(connector, network) {
      const target = state.configured(network)
      const list = await state.accounts(connector, target)
      const account = state.pick(connector, list, connectedKeys.get(connector.id))
      if (!account) throw new NoAccountReturnedError()
      state.selected = target
      watchers.get(connector.id)?.onChainChanged(String(target.id))
      watchers.get(connector.id)?.onAccountsChanged([account.address], list)
    },

    /** Another account the extension granted becomes the connected one (the Account view's picker). */
    // eslint-disable-next-line @typescript-eslint/require-await -- the adapter API returns a promise; a not-granted account must reject it
    async selectAccount(connector, address) {
      const list = granted.get(connector.id) ?? []
      const account = list.find((candidate) => candidate.address === address)
      if (!account) throw new WalletAccountNotGrantedError(address)
      state.pick(connector, list, ss58PublicKey(address))
      watchers.get(connector.id)?.onAccountsChanged([account.address], list)
    },

    /** The visitor's changes in the extension: the connected account stays unless removed (then its first). */
    watch(connector, events) {
      watchers.set(connector.id, events)
      const changed = (list: PolkadotAccount[]) => {
        granted.set(connector.id, list)
        const account = state.pick(connector, list, connectedKeys.get(connector.id))
        events.onAccountsChanged(account ? [account.address] : [], list)
      }
      connector.provider.on?.(POLKADOT_ACCOUNTS_CHANGED, changed)
      return () => {
        watchers.delete(connector.id)
        connector.provider.removeListener?.(POLKADOT_ACCOUNTS_CHANGED, changed)
      }
    },
  }
}
