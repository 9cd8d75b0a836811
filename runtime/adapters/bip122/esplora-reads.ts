import { BitcoinActionUnsupportedError, BitcoinSendError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type { ChainAdapter } from '../../controllers/types.ts'
import { getTransactionStatus, getUtxos } from './esplora-api.ts'

/** How often a broadcast transaction is looked up until the API knows it. */
const STATUS_POLL_MS = 1_000
/** Spec section 9: transaction confirmation wait. */
const STATUS_TIMEOUT_MS = 25_000

/**
 * Reads from the network's API, as the other adapters read their RPC (the data API serves eip155 and
 * solana only, spec section 9). `apiUrl` gives the network's API base.
 */
export function esploraReads(
  apiUrl: (network: Network) => string,
): Pick<ChainAdapter<'bip122'>, 'getBalance' | 'waitForReceipt'> {
  return {
    /** The sum of the address's unspent outputs: what a send can spend. */
    async getBalance(address, network, token) {
      if (token !== undefined) throw new BitcoinActionUnsupportedError('A token balance')
      const utxos = await getUtxos(apiUrl(network), address)
      const { decimals, symbol } = network.nativeCurrency
      return { value: utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n), decimals, symbol }
    },

    /**
     * Resolves once the network's API knows the broadcast transaction (Bitcoin blocks come far later); gives
     * up after `options.timeout`, else the confirmation wait.
     */
    async waitForReceipt(network, txid, options) {
      const deadline = Date.now() + (options?.timeout ?? STATUS_TIMEOUT_MS)
      while (!(await getTransactionStatus(apiUrl(network), txid).catch(() => undefined))) {
        if (Date.now() > deadline) throw new BitcoinSendError()
        await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
      }
      return { hash: txid, status: 'success' }
    },
  }
}
