import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { BitcoinActionUnsupportedError, RpcMethodNotAllowedError } from '../../core/errors.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'
import { standardWalletProvider, type ProviderMethods } from '../wallet-standard/standard-wallet-provider.ts'

// The Bitcoin Wallet Standard's feature names (Exodus' bitcoin-wallet-standard, used by Magic Eden and
// others); the shapes below are the parts of its inputs and outputs Portkit uses.
export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'

/** Address purposes of `bitcoin:connect`: `payment` is the spec's bip122 account type. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

type BitcoinFeatures = {
  [BitcoinConnect]: {
    connect(input: { purposes: BitcoinAddressPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  [BitcoinSignTransaction]: {
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        chain: `${string}:${string}`
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
  [BitcoinSignMessage]?: {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}

type BitcoinWallet = Wallet & {
  features: BitcoinFeatures &
    Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature>
}

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

/** A Wallet Standard wallet on a Bitcoin chain that can connect and sign transactions (PSBTs). */
export function isBitcoinWallet(wallet: Wallet): wallet is BitcoinWallet {
  return (
    wallet.chains.some((chain) => chain.startsWith('bitcoin:')) &&
    BitcoinConnect in wallet.features &&
    BitcoinSignTransaction in wallet.features
  )
}

const toHex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The wallet behind the request interface every connector's provider has, so the bip122 adapter asks any
 * Bitcoin wallet the same way. `accountsChanged` follows the standard's change events.
 */
export function bitcoinWalletProvider(wallet: BitcoinWallet): Eip1193Provider {
  const described = (accounts: readonly WalletAccount[]): BitcoinAccount[] =>
    accounts.map((account) => ({
      address: account.address,
      publicKey: toHex(account.publicKey),
      chains: [...account.chains],
    }))

  function account(address: unknown): WalletAccount {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    // A request for an account the site was not granted is refused, not forwarded.
    if (!found) throw new RpcMethodNotAllowedError(`an account the site was not granted (${String(address)})`)
    return found
  }

  const methods: ProviderMethods = {
    [BITCOIN_PROVIDER_METHODS.requestAccounts]: async ({ purposes }) => {
      const { accounts } = await wallet.features[BitcoinConnect].connect({
        purposes: purposes as BitcoinAddressPurpose[],
      })
      return described(accounts)
    },
    // Without a prompt: the standard's silent connect when offered, else what the wallet already grants.
    [BITCOIN_PROVIDER_METHODS.accounts]: async () => {
      await wallet.features[StandardConnect]?.connect({ silent: true })
      return described(wallet.accounts)
    },
    [BITCOIN_PROVIDER_METHODS.disconnect]: async () => {
      await wallet.features[StandardDisconnect]?.disconnect()
      return null
    },
    [BITCOIN_PROVIDER_METHODS.signMessage]: async ({ message, address }) => {
      const feature = wallet.features[BitcoinSignMessage]
      if (!feature) throw new BitcoinActionUnsupportedError(`Message signing by ${wallet.name}`)
      const [output] = await feature.signMessage({
        account: account(address),
        message: message as Uint8Array,
      })
      return { signature: output!.signature }
    },
    [BITCOIN_PROVIDER_METHODS.signPsbt]: async ({ psbt, chain, address, signingIndexes }) => {
      const [output] = await wallet.features[BitcoinSignTransaction].signTransaction({
        psbt: psbt as Uint8Array,
        chain: chain as `bitcoin:${string}`,
        inputsToSign: [{ account: account(address), signingIndexes: signingIndexes as number[] }],
      })
      return { psbt: output!.signedPsbt }
    },
  }

  return standardWalletProvider(wallet, methods)
}
