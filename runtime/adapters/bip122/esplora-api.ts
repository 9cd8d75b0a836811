import { HttpStatusError } from '../../core/errors/http.ts'
import { fetchWithDeadline } from '../../services/deadline.ts'

/**
 * The part of an Esplora-style REST API (mempool.space, Blockstream, the devnet's regtest ledger) the
 * bip122 adapter asks: unspent outputs, fee rates, broadcast and a transaction's status. The network's RPC
 * URL is the API's base. Each call gives up after spec section 9's RPC timeout (10 s): a hung API ends in
 * the balance fallback or the send error, not an endless spinner.
 */

export interface Utxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
  status: { confirmed: boolean }
}

/** Throws the status with the API's reason (Esplora answers errors as plain text). */
async function call(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetchWithDeadline(url, init)
  if (!response.ok)
    throw new HttpStatusError(response.status, [{ name: 'esplora', description: await response.text() }])
  return response
}

export async function getUtxos(apiUrl: string, address: string): Promise<Utxo[]> {
  return (await call(`${apiUrl}/address/${encodeURIComponent(address)}/utxo`)).json() as Promise<Utxo[]>
}

/** Satoshis per virtual byte for confirmation within about `target` blocks (at least 1). */
export async function getFeeRate(apiUrl: string, target = 6): Promise<bigint> {
  const rates = (await (await call(`${apiUrl}/fee-estimates`)).json()) as Record<string, number>
  const rate = rates[String(target)] ?? Math.min(...Object.values(rates))
  return BigInt(Math.max(1, Math.ceil(Number.isFinite(rate) ? rate : 1)))
}

/** Broadcasts a raw transaction (hex); resolves with its txid. */
export async function broadcast(apiUrl: string, hex: string): Promise<string> {
  return (await call(`${apiUrl}/tx`, { method: 'POST', body: hex })).text()
}

/** Whether the API knows the transaction, and whether it is in a block. */
export async function getTransactionStatus(
  apiUrl: string,
  txid: string,
): Promise<{ confirmed: boolean } | undefined> {
  const response = await fetchWithDeadline(`${apiUrl}/tx/${encodeURIComponent(txid)}/status`)
  if (response.status === 404) return undefined
  if (!response.ok) throw new HttpStatusError(response.status)
  return (await response.json()) as { confirmed: boolean }
}
