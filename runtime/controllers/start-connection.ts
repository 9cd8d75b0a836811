import { errorMessage } from '../core/i18n/shown-message.ts'
import type { ChainNamespace, WalletEntry } from '../core/types.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { ConnectionController } from './connection.ts'
import { connectorOnNamespace, type ConnectorEntry } from './merge-connectors.ts'
import type { Modal } from './modal.ts'
import type { Router } from './router.ts'
import { selectWallet } from './wallet-selection.ts'
import type { WalletConnectController } from './walletconnect.ts'

/** What wallet selection reads from the page, and how it leaves for a wallet app. */
export interface WalletPageEnvironment {
  pageUrl(): string
  /** `window.phantom` is there (the Phantom extension). */
  hasPhantom(): boolean
  /** `window.coinbaseSolana` is there (Coinbase Wallet's Solana provider). */
  hasCoinbaseSolana(): boolean
  redirect(url: string): void
}

export function browserWalletPageEnvironment(): WalletPageEnvironment {
  return {
    pageUrl: () => globalThis.location?.href ?? '',
    hasPhantom: () => 'phantom' in globalThis,
    hasCoinbaseSolana: () => 'coinbaseSolana' in globalThis,
    redirect: (url) => globalThis.location.assign(url),
  }
}

interface Deps {
  state: PortkitState
  router: Pick<Router, 'push'>
  modal: Pick<Modal, 'close'>
  connection: Pick<ConnectionController, 'connect' | 'disconnect'>
  /** Given later: the WalletConnect controller is made after this one. */
  walletConnect(): Pick<WalletConnectController, 'followAppLink'>
  isMobile(): boolean
  environment?: WalletPageEnvironment
}

/**
 * A connection settled (a browser wallet, a WalletConnect pairing): the modal closes, unless it landed on a
 * network the app does not list, where the unsupported-chain watch showed UnsupportedChain and it stays.
 */
export function closeAfterConnecting(state: PortkitState, modal: Pick<Modal, 'close'>): void {
  if (!state.views.value.some((view) => view.name === 'UnsupportedChain')) modal.close()
}

/**
 * What the modal does when the visitor picks a wallet or leaves (spec section 2, Wallet selection): which
 * connector, the connection itself, and closing afterwards. The views only call these.
 */
export function createStartConnection(deps: Deps) {
  const { state } = deps
  const environment = deps.environment ?? browserWalletPageEnvironment()

  /**
   * An installed connector: ConnectingExternal shows while it connects; success closes the modal. A
   * multi-chain entry connects its wallet on the active network's namespace.
   */
  function connect(entry: ConnectorEntry): void {
    const connector = connectorOnNamespace(entry, state.activeChain.value)
    deps.router.push({ name: 'ConnectingExternal', connector })
    state.lastError.value = undefined
    deps.connection.connect(connector).then(
      () => closeAfterConnecting(state, deps.modal),
      (error: unknown) => {
        state.lastError.value = errorMessage(error, 'CONNECTION_FAILED')
      },
    )
  }

  return {
    connect,

    /** A catalogue or custom wallet: the wallet's app, its installed connector, or WalletConnect. */
    chooseWallet(wallet: WalletEntry): void {
      const selection = selectWallet(wallet, {
        connectors: state.connectors.value.filter((connector) => !connector.pairing),
        activeNamespace: state.activeChain.value,
        pageUrl: environment.pageUrl(),
        hasPhantom: environment.hasPhantom(),
        hasCoinbaseSolana: environment.hasCoinbaseSolana(),
      })
      if (selection.kind === 'redirect') environment.redirect(selection.url)
      else if (selection.view.name === 'ConnectingExternal') connect(selection.view.connector)
      else {
        // On a phone the wallet's app opens in the same tap when the list's pairing is ready.
        const appLink = deps.isMobile() ? deps.walletConnect().followAppLink(wallet) : undefined
        deps.router.push(selection.view)
        if (appLink) environment.redirect(appLink)
      }
    },

    /**
     * Disconnects the namespace (the Account view's active one; spec section 4: the others stay), or every
     * namespace without one, then closes the modal; a failure rejects and the modal stays open.
     */
    async disconnect(namespace?: ChainNamespace): Promise<void> {
      await deps.connection.disconnect(namespace)
      deps.modal.close()
    },
  }
}

export type StartConnection = ReturnType<typeof createStartConnection>
