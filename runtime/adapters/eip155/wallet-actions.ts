import type { Address } from 'viem'
import { sendTransaction, signMessage, signTypedData, writeContract } from 'viem/actions'
import { assertTransactionRequest } from '../../core/validation/transaction-request.ts'
import type { EvmChainAdapter, WalletTarget } from '../../controllers/types.ts'
import type { WalletClientFor } from './clients.ts'
import { mapTransactionError } from './wallet-errors.ts'

/**
 * The host actions that ask the connected wallet (issue 11). Each checks its input first (spec section 5,
 * transaction checks), so bad input never reaches the wallet, then maps the wallet's failure to the
 * catalogue (mapTransactionError).
 */
type WalletActions = Pick<
  EvmChainAdapter,
  'signMessage' | 'signTypedData' | 'sendTransaction' | 'writeContract'
>

async function asking<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw mapTransactionError(error)
  }
}

export function walletActions(walletClient: WalletClientFor): WalletActions {
  return {
    signMessage(target, { message }) {
      return asking(() => signMessage(walletClient(target), { account: account(target), message }))
    },

    signTypedData(target, parameters) {
      const typedData = { ...parameters, account: account(target) } as Parameters<typeof signTypedData>[1]
      return asking(() => signTypedData(walletClient(target), typedData))
    },

    async sendTransaction(target, parameters) {
      assertTransactionRequest({ account: target.address, ...parameters })
      return asking(() =>
        sendTransaction(walletClient(target), {
          ...parameters,
          account: account(target),
        } as never),
      )
    },

    async writeContract(target, parameters) {
      assertTransactionRequest({ account: target.address, ...parameters, to: parameters.address })
      return asking(() =>
        writeContract(walletClient(target), {
          ...parameters,
          account: account(target),
        } as never),
      )
    },
  }
}

const account = (target: WalletTarget) => target.address as Address
