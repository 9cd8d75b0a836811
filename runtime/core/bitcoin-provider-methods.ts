/**
 * The request interface every Bitcoin connector's provider answers (a Bitcoin Wallet Standard wallet, a
 * sats-connect provider, a WalletConnect session's bip122 namespace), so the bip122 adapter asks them all
 * the same way. Its own module: a connector imports the names without any wallet library.
 */

/** The Wallet Standard chains of the bip122 networks, by CAIP-2 reference (genesis hash prefix). */
export const BITCOIN_WALLET_CHAINS: Record<string, `bitcoin:${string}`> = {
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
}

/** One account the wallet granted: its address, its public key (hex) and the chains it is valid on. */
export interface BitcoinAccount {
  address: string
  publicKey: string
  chains: string[]
}

/** The methods the provider answers. */
export const BITCOIN_PROVIDER_METHODS = {
  /** params `{ purposes }`; may prompt; resolves with BitcoinAccount[]. */
  requestAccounts: 'bitcoin_requestAccounts',
  /** Access already granted, without prompting; [] when none. */
  accounts: 'bitcoin_accounts',
  disconnect: 'bitcoin_disconnect',
  /** params `{ message: Uint8Array, address }`; resolves with `{ signature: Uint8Array }`. */
  signMessage: 'bitcoin_signMessage',
  /** params `{ psbt: Uint8Array, chain, address, signingIndexes }`; resolves with `{ psbt: Uint8Array }`. */
  signPsbt: 'bitcoin_signPsbt',
  /**
   * params `{ chain }`: a wallet on one network at a time (sats-connect) moves to that chain; resolves with
   * its accounts there. Wallets that grant every chain at connect do not answer it.
   */
  switchChain: 'bitcoin_switchChain',
} as const

/**
 * The provider's event when the wallet itself moved to another network (sats-connect's networkChange):
 * its listener gets a BitcoinNetworkChange.
 */
export const BITCOIN_NETWORK_CHANGED = 'bitcoin_networkChanged'

export interface BitcoinNetworkChange {
  /** The Wallet Standard chain of the wallet's new network; undefined for a network Portkit does not know. */
  chain: string | undefined
  /** The wallet's own name for the network (e.g. 'Signet'), for the unknown ones. */
  name: string
  /** The wallet's accounts on the new network. */
  accounts: BitcoinAccount[]
}
