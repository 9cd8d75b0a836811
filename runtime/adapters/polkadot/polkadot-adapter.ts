import { toHex, type Hex } from 'viem'
import { PolkadotActionUnsupportedError, UserRejectedError } from '../../core/errors.ts'
import { messageBytes } from '../message-bytes.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import type { AdapterFactory, ChainAdapter } from '../../controllers/types.ts'
import { POLKADOT_PROVIDER_METHODS } from '../../connectors/polkadot-extension/polkadot-extension-provider.ts'
import { isSs58Address } from '../../connectors/polkadot-extension/ss58-address.ts'
import { polkadotAccounts } from './polkadot-accounts.ts'
import { polkadotSession } from './polkadot-session.ts'

const unsupported = (action: string) => () => Promise.reject(new PolkadotActionUnsupportedError(action))

/**
 * Polkadot access through an injected extension: it grants externally owned accounts (spec section 6:
 * polkadot's default account type, eoa) and signs raw bytes. No Polkadot node is asked: balances are served
 * for eip155 and solana only (spec section 9), and sends need a node, so they are refused plainly.
 */
export function polkadotAdapter(): AdapterFactory<ChainAdapter<'polkadot'>> {
  return ({ config }) => {
    const state = polkadotAccounts(config)
    return {
      namespace: 'polkadot',
      isAddress: (address) => isSs58Address(address),
      ...polkadotSession(state),

      // Spec section 9: balances are served for eip155 and solana only; Polkadot shows 0.00 without a call.
      getBalance(_address, network) {
        const { decimals, symbol } = network.nativeCurrency
        return Promise.resolve({ value: 0n, decimals, symbol })
      },

      /**
       * The extension's signRaw (type 'bytes') by the connected account over the message's bytes (text as
       * UTF-8). Extensions sign them wrapped in <Bytes>…</Bytes>; resolves with the signature as 0x-hex.
       */
      async signMessage(wallet, { message }) {
        state.configured(wallet.network)
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
  }
}
