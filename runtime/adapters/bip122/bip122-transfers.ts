import {
  BitcoinActionUnsupportedError,
  BitcoinSendError,
  EstimateGasError,
  InsufficientBitcoinFundsError,
  InvalidBitcoinTransferError,
  NoAccountReturnedError,
  UserRejectedError,
} from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type { ChainAdapter, Connector, Transfer } from '../../controllers/types.ts'
import { BITCOIN_PROVIDER_METHODS } from '../../core/bitcoin-provider-methods.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { isBitcoinAddress } from './bitcoin-address.ts'
import { broadcast } from './esplora-api.ts'
import { walletChain, type BitcoinAccounts } from './bip122-accounts.ts'

type TransferMember = 'estimateTransferFee' | 'sendTransfer' | 'sendTransaction'

// @scure/btc-signer loads with the first send: connecting and signing messages need none of it.
const chain = () => import('./bip122-chain.ts')

/** Builds the PSBT, has the wallet sign it and broadcasts it; resolves with the txid. */
async function sendChecked(
  state: BitcoinAccounts,
  connector: Connector,
  network: Network,
  transfer: Transfer,
) {
  if (!isBitcoinAddress(transfer.to, network) || transfer.amount <= 0n)
    throw new InvalidBitcoinTransferError()
  const { buildTransfer, finalizeSigned } = await chain()
  if (transfer.token !== undefined) throw new BitcoinActionUnsupportedError('Sending tokens')
  const sender = state.accountOn(connector, network, transfer.from)
  if (!sender) throw new NoAccountReturnedError()
  try {
    const unsigned = await buildTransfer(state.apiUrl(network), network, transfer, sender.publicKey)
    if (!unsigned) throw new InsufficientBitcoinFundsError()
    const { psbt } = (await connector.provider.request({
      method: BITCOIN_PROVIDER_METHODS.signPsbt,
      params: {
        psbt: unsigned.psbt,
        chain: walletChain(network),
        address: sender.address,
        signingIndexes: unsigned.signingIndexes,
      },
    })) as { psbt: Uint8Array }
    return await broadcast(state.apiUrl(network), finalizeSigned(psbt))
  } catch (cause) {
    throw isWalletRejection(cause) ? new UserRejectedError({ cause }) : new BitcoinSendError({ cause })
  }
}

/** BTC transfers: the adapter builds them from the account's unspent outputs, the wallet signs them. */
export function bitcoinTransfers(state: BitcoinAccounts): Pick<ChainAdapter<'bip122'>, TransferMember> {
  return {
    /**
     * The fee of the transfer the adapter would build (satoshis per vbyte, and the whole fee), also when the
     * unspent outputs cannot pay it: the send form then compares amount and fee with the balance.
     */
    async estimateTransferFee(network, transfer) {
      const sender = state.grantedAccount(transfer.from)
      try {
        if (!sender) throw new NoAccountReturnedError()
        const { estimateFee } = await chain()
        const { fee, feeRate } = await estimateFee(state.apiUrl(network), network, transfer, sender.publicKey)
        return { gasPrice: feeRate, fee }
      } catch (cause) {
        throw new EstimateGasError({ cause })
      }
    },

    sendTransfer: (connector, network, transfer) => sendChecked(state, connector, network, transfer),

    /**
     * A BTC transfer of `value` satoshis to `to` (an address of the network): the adapter builds the PSBT
     * from the account's unspent outputs, the wallet signs it, the network's API broadcasts it. Resolves with
     * the txid.
     */
    async sendTransaction(wallet, parameters) {
      const transfer = {
        from: wallet.address,
        to: String(parameters.to ?? ''),
        amount: parameters.value ?? 0n,
        token: undefined,
      }
      return (await sendChecked(state, wallet.connector, wallet.network, transfer)) as `0x${string}`
    },
  }
}
