import { isSolanaAddress } from '../../core/address.ts'
import { truncateAddress } from '../../core/format.ts'
import { UserRejectedError } from '../../core/errors.ts'
import type { AdapterFactory, ChainAdapter } from '../../controllers/types.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import { toHex } from 'viem'
import { messageBytes } from '../message-bytes.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { solanaChain, solanaRpcUrl } from './solana-rpc.ts'
import { solanaSession } from './solana-session.ts'
import { solanaTransfers } from './solana-transfers.ts'

/**
 * Solana access: the wallet (a Wallet Standard wallet behind the connector's request interface) signs,
 * the network's RPC (web3.js 1.x) reads and carries transactions. Wallet Standard wallets have no chain
 * of their own: the session is on the app's selected Solana network. A WalletConnect session has the
 * chains its wallet approved: it follows the selected network among them.
 */
export function solanaAdapter(): AdapterFactory<ChainAdapter<'solana'>> {
  return ({ config }) => {
    const rpcUrl = solanaRpcUrl(config)
    return {
      namespace: 'solana',
      isAddress: (address) => isSolanaAddress(address),
      ...solanaSession(config),

      // The RPC read: the data API's balances come first (account controller), this is the fallback.
      async getBalance(address, network, token) {
        const { getBalance, getTokenBalance } = await solanaChain()
        return token === undefined
          ? getBalance(rpcUrl(network), address, network.nativeCurrency.symbol)
          : getTokenBalance(rpcUrl(network), address, token, truncateAddress(token))
      },

      /** solana_signMessage: the message's bytes (text as UTF-8); resolves with the ed25519 signature, 0x-hex. */
      async signMessage(wallet, { message }) {
        const bytes = messageBytes(message)
        try {
          const { signature } = (await wallet.connector.provider.request({
            method: SOLANA_PROVIDER_METHODS.signMessage,
            params: { message: bytes, pubkey: wallet.address },
          })) as { signature: Uint8Array }
          return toHex(signature)
        } catch (error) {
          throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
        }
      },

      ...solanaTransfers(rpcUrl),
    }
  }
}
