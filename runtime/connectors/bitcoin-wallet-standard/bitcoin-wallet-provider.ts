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
import { BITCOIN_PROVIDER_METHODS, type BitcoinAccount } from '../../core/bitcoin-provider-methods.ts'

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
