import { toHex } from 'viem'
import { UserRejectedError } from '../../core/errors.ts'
import type { AdapterFactory, ChainAdapter } from '../../controllers/types.ts'
import { BITCOIN_PROVIDER_METHODS } from '../../core/bitcoin-provider-methods.ts'
import { messageBytes } from '../message-bytes.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { bitcoinAccounts } from './bip122-accounts.ts'
import { bitcoinSession } from './bip122-session.ts'
import { bitcoinTransfers } from './bip122-transfers.ts'
import { isBitcoinAddress } from './bitcoin-address.ts'
import { esploraReads } from './esplora-reads.ts'

/**
 * Bitcoin access: the wallet (a Bitcoin Wallet Standard wallet behind the connector's request interface)
 * grants accounts of the spec's bip122 account type (`payment`) and signs; the network's API (Esplora-style)
 * gives the unspent outputs and carries the transaction. A wallet grants one account per chain, so
 * switching network moves the session to the account of that chain.
 */
export function bip122Adapter(): AdapterFactory<ChainAdapter<'bip122'>> {
  return ({ config }) => {
    const state = bitcoinAccounts(config)
    return {
      namespace: 'bip122',
      isAddress: isBitcoinAddress,
      ...bitcoinSession(state),
      ...esploraReads(state.apiUrl),
      ...bitcoinTransfers(state),

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
    }
  }
}
