import { isSolanaAddress } from '../../core/address.ts'
import { RECEIPT_WAIT } from '../../core/constants.ts'
import {
  EstimateGasError,
  InvalidSolanaCommitmentError,
  InvalidSolanaTransferError,
  SolanaSendError,
  TransactionRevertedError,
  UserRejectedError,
} from '../../core/errors.ts'
import { isSolanaCommitment, type SolanaCommitment } from '../../core/validation/solana-commitment.ts'
import type { Network } from '../../core/types.ts'
import type { ChainAdapter, Connector, Transfer } from '../../controllers/types.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { solanaChain, type SolanaRpcUrlOf } from './solana-rpc.ts'

type TransferMember = 'estimateTransferFee' | 'sendTransfer' | 'waitForReceipt' | 'sendTransaction'

/** Preflight commitment of a send unless the host names another (spec section 5 lists the allowed ones). */
const DEFAULT_PREFLIGHT_COMMITMENT: SolanaCommitment = 'confirmed'

/** Checks the transfer and its commitment, then has the wallet sign it and the network's RPC carry it. */
async function sendChecked(
  rpcUrl: SolanaRpcUrlOf,
  connector: Connector,
  network: Network,
  transfer: Transfer,
  commitment: unknown,
): Promise<string> {
  if (!isSolanaCommitment(commitment)) throw new InvalidSolanaCommitmentError(commitment)
  if (!isSolanaAddress(transfer.to) || transfer.amount <= 0n) throw new InvalidSolanaTransferError()
  if (transfer.token !== undefined && !isSolanaAddress(transfer.token)) throw new InvalidSolanaTransferError()
  try {
    const { sendTransfer } = await solanaChain()
    return await sendTransfer(connector.provider, rpcUrl(network), transfer, commitment)
  } catch (cause) {
    throw isWalletRejection(cause) ? new UserRejectedError({ cause }) : new SolanaSendError({ cause })
  }
}

/** SOL and SPL token transfers over the network's RPC: fee estimates, sends and the wait for confirmation. */
export function solanaTransfers(rpcUrl: SolanaRpcUrlOf): Pick<ChainAdapter<'solana'>, TransferMember> {
  return {
    async estimateTransferFee(network, transfer) {
      try {
        const { estimateTransferFee } = await solanaChain()
        return await estimateTransferFee(rpcUrl(network), transfer)
      } catch (cause) {
        throw new EstimateGasError({ cause })
      }
    },

    sendTransfer: (connector, network, transfer) =>
      sendChecked(rpcUrl, connector, network, transfer, DEFAULT_PREFLIGHT_COMMITMENT),

    /** Gives up after `options.timeout`, else spec section 9's receipt wait (180 s). */
    async waitForReceipt(network, signature, options) {
      const { waitForConfirmation } = await solanaChain()
      try {
        await waitForConfirmation(rpcUrl(network), signature, options?.timeout ?? RECEIPT_WAIT.timeoutMs)
      } catch (error) {
        throw error instanceof TransactionRevertedError ? error : new SolanaSendError({ cause: error })
      }
      return { hash: signature, status: 'success' }
    },

    /**
     * A SOL transfer of `value` lamports to `to` (a base58 address), sent with `preflightCommitment`
     * ('confirmed' by default); resolves with the signature once submitted.
     */
    async sendTransaction(wallet, parameters) {
      const transfer = {
        from: wallet.address,
        to: String(parameters.to ?? ''),
        amount: parameters.value ?? 0n,
        token: undefined,
      }
      return (await sendChecked(
        rpcUrl,
        wallet.connector,
        wallet.network,
        transfer,
        parameters.preflightCommitment ?? DEFAULT_PREFLIGHT_COMMITMENT,
      )) as `0x${string}`
    },
  }
}
