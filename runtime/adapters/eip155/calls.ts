import { MethodNotFoundRpcError, type Address } from 'viem'
import { getCallsStatus, getCapabilities, sendCalls } from 'viem/actions'
import { errorCodesOf } from '../../core/errors.ts'
import { assertSendCalls } from '../../core/validation/send-calls.ts'
import { assertAddresses } from '../../core/validation/transaction-request.ts'
import type { EvmChainAdapter, WalletTarget } from '../../controllers/types.ts'
import type { WalletClientFor } from './clients.ts'
import { mapTransactionError } from './wallet-errors.ts'

/**
 * EIP-5792 batches through viem's own actions (issue 11). Input is checked before the wallet is asked
 * (spec section 5: each call's `to`, and `data` when present, start with 0x; and are valid addresses).
 *
 * Fallback, one documented behaviour: a wallet that answers wallet_sendCalls with "method not supported"
 * (4200) or "method not found" (-32601) gets the calls one by one as eth_sendTransaction (viem's
 * `experimental_fallback`). The returned id encodes the transaction hashes and the chain, and
 * getCallsStatus answers it from their receipts (atomic: false; 600 when only some succeeded). Required
 * (non-optional) capabilities and `forceAtomic` with several calls cannot be honoured that way and are
 * refused with viem's UnsupportedNonOptionalCapabilityError / AtomicityNotSupportedError.
 */
type CallActions = Pick<EvmChainAdapter, 'sendCalls' | 'getCallsStatus' | 'getCapabilities'>

/** 4200 (EIP-1193 unsupported method) and -32601 (JSON-RPC method not found). */
const NOT_SUPPORTED = new Set([4200, -32601])

export function callActions(walletClient: WalletClientFor): CallActions {
  return {
    async sendCalls(target, { calls, capabilities, forceAtomic }) {
      assertSendCalls({
        chainId: target.network.caipNetworkId,
        from: target.address,
        version: '2.0.0',
        // `to` is typed, yet plain JavaScript callers may leave it out: that is a `to` without 0x too.
        calls: calls.map((call) => ({
          to: call.to ?? '',
          ...(call.data !== undefined ? { data: call.data } : {}),
        })),
      })
      assertAddresses(...calls.map((call) => call.to))
      try {
        const result = await sendCalls(walletClient(withMethodNotFound(target)), {
          account: account(target),
          calls: calls.map(({ to, data, value }) => ({ to, data, value })),
          ...(capabilities ? { capabilities } : {}),
          ...(forceAtomic !== undefined ? { forceAtomic } : {}),
          experimental_fallback: true,
        })
        return {
          id: result.id,
          ...(result.capabilities ? { capabilities: result.capabilities } : {}),
        }
      } catch (error) {
        throw mapTransactionError(error)
      }
    },

    async getCallsStatus(target, id) {
      const status = await getCallsStatus(walletClient(target), { id }).catch((error: unknown) => {
        throw mapTransactionError(error)
      })
      return {
        status: status.status,
        statusCode: status.statusCode,
        chainId: status.chainId,
        atomic: status.atomic,
        receipts: (status.receipts ?? []).map(({ transactionHash, status, blockNumber, gasUsed }) => ({
          transactionHash,
          status,
          blockNumber,
          gasUsed,
        })),
      }
    },

    async getCapabilities(target, { account: who, chainId }) {
      assertAddresses(who)
      const client = walletClient(target)
      const asked = who ?? account(target)
      try {
        if (chainId === undefined) return await getCapabilities(client, { account: asked })
        const onChain = await getCapabilities(client, { account: asked, chainId })
        return { [chainId]: onChain ?? {} }
      } catch (error) {
        if (notSupported(error)) return {}
        throw mapTransactionError(error)
      }
    },
  }
}

const account = (target: WalletTarget) => target.address as Address

const notSupported = (error: unknown) => errorCodesOf(error).some((code) => NOT_SUPPORTED.has(code))

/**
 * viem falls back on -32601 (MethodNotFoundRpcError) but reads 4200 (UnsupportedProviderMethodError) only
 * by its message; so the wallet's 4200 answer to wallet_sendCalls is passed on as -32601. Nothing is asked
 * twice: this only renames the wallet's one answer.
 */
function withMethodNotFound(target: WalletTarget): WalletTarget {
  const { provider } = target.connector
  return {
    ...target,
    connector: {
      ...target.connector,
      provider: {
        ...provider,
        request: (args) =>
          provider.request(args).catch((error: unknown) => {
            if (args.method !== 'wallet_sendCalls' || !notSupported(error)) throw error
            throw new MethodNotFoundRpcError(error as Error, { method: args.method })
          }),
      },
    },
  }
}
