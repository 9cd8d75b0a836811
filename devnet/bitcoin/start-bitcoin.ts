import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { answerPreflight, applyCors } from '../../server/http/cors.ts'
import { readText } from '../../server/http/read-json-body.ts'
import { bitcoinTestAccounts } from './bitcoin-accounts.ts'
import { signatureChecks } from './curves.ts'
import { createRegtestLedger, type RegtestLedger } from './regtest-ledger.ts'

export interface BitcoinApi {
  /** Base URL of the Esplora-style API. */
  url: string
  stop(): Promise<void>
}

/** Fixed fee rates (sat/vB) by confirmation target, the shape of Esplora's `/fee-estimates`. */
export const DEVNET_FEE_ESTIMATES = { '1': 3, '3': 2, '6': 2, '144': 1 } as const

/**
 * The regtest chain's Esplora-style API on a loopback port, over the in-memory ledger: the unspent outputs
 * of an address, fee estimates, broadcast (`POST /tx`, raw hex), a transaction's hex and status.
 */
export async function startBitcoinApi(): Promise<BitcoinApi> {
  const ledger = createRegtestLedger(bitcoinTestAccounts(), await signatureChecks())
  const server = createServer((request, response) => {
    applyCors(response)
    if (answerPreflight(request, response)) return
    answer(ledger, request, response).catch((error: unknown) => {
      send(response, 500, String((error as Error).message))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => resolve())
  })
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The Bitcoin API reported no port')
  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}

async function answer(ledger: RegtestLedger, request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  const utxo = /^\/address\/([^/]+)\/utxo$/.exec(path)
  const tx = /^\/tx\/([0-9a-f]{64})\/(hex|status)$/.exec(path)
  if (request.method === 'GET' && utxo) return json(response, ledger.utxos(decodeURIComponent(utxo[1]!)))
  if (request.method === 'GET' && path === '/fee-estimates') return json(response, DEVNET_FEE_ESTIMATES)
  if (request.method === 'POST' && path === '/tx') {
    try {
      return send(response, 200, ledger.submit((await readText(request)).trim()))
    } catch (error) {
      // Esplora answers a refused broadcast with 400 and the node's reason.
      return send(response, 400, `sendrawtransaction RPC error: ${(error as Error).message}`)
    }
  }
  if (request.method === 'GET' && tx) {
    const hex = ledger.transaction(tx[1]!)
    if (!hex) return send(response, 404, 'Transaction not found')
    return tx[2] === 'hex' ? send(response, 200, hex) : json(response, { confirmed: true })
  }
  send(response, 404, 'Not found')
}

function json(response: ServerResponse, body: unknown) {
  response.setHeader('Content-Type', 'application/json')
  send(response, 200, JSON.stringify(body))
}

function send(response: ServerResponse, status: number, text: string) {
  response.statusCode = status
  if (!response.hasHeader('Content-Type')) response.setHeader('Content-Type', 'text/plain')
  response.end(text)
}
