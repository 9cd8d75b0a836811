import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import {
  StandardConnect,
  StandardDisconnect,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { NoAccountReturnedError } from '../../core/errors.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'
import { standardWalletProvider, type ProviderMethods } from './standard-wallet-provider.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'

type SolanaWallet = Wallet & {
  features: StandardConnectFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    Partial<StandardDisconnectFeature & StandardEventsFeature>
}

/** A Wallet Standard wallet that can connect, sign messages and sign Solana transactions. */
export function isSolanaWallet(wallet: Wallet): wallet is SolanaWallet {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    StandardConnect in wallet.features &&
    SolanaSignMessage in wallet.features &&
    SolanaSignTransaction in wallet.features
  )
}

/**
 * The wallet behind the request interface every connector's provider has, so the Solana adapter asks any
 * Solana wallet the same way. `accountsChanged` follows the standard's change events.
 */
export function solanaWalletProvider(wallet: SolanaWallet): Eip1193Provider {
  const addresses = () => wallet.accounts.map((account) => account.address)

  function account(pubkey: unknown): WalletAccount {
    const found = wallet.accounts.find((candidate) => candidate.address === pubkey)
    if (!found) throw new NoAccountReturnedError()
    return found
  }

  async function connect(silent: boolean): Promise<string[]> {
    await wallet.features[StandardConnect].connect({ silent })
    return addresses()
  }

  const methods: ProviderMethods = {
    [SOLANA_PROVIDER_METHODS.requestAccounts]: () => connect(false),
    [SOLANA_PROVIDER_METHODS.accounts]: () => connect(true),
    [SOLANA_PROVIDER_METHODS.disconnect]: async () => {
      await wallet.features[StandardDisconnect]?.disconnect()
      return null
    },
    [SOLANA_PROVIDER_METHODS.signMessage]: async ({ message, pubkey }) => {
      const [output] = await wallet.features[SolanaSignMessage].signMessage({
        account: account(pubkey),
        message: message as Uint8Array,
      })
      return { signature: output!.signature }
    },
    [SOLANA_PROVIDER_METHODS.signTransaction]: async ({ transaction, pubkey }) => {
      const [output] = await wallet.features[SolanaSignTransaction].signTransaction({
        account: account(pubkey),
        transaction: transaction as Uint8Array,
      })
      return { transaction: output!.signedTransaction }
    },
  }

  return standardWalletProvider(wallet, methods)
}
