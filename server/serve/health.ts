import type { SqlDb } from '../db/sql-db.ts'
import type { ChainSource } from '../data-api/chain-source.ts'

/** A dependency that does not answer within this long counts as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 2_000

export interface Readiness {
  ready: boolean
  /** 'ok' or what failed, per dependency: `database` and each chain by CAIP-2 id. */
  checks: Record<string, string>
}

/** `/readyz`: the database answers a query and every configured chain's node answers eth_chainId. */
export async function checkReadiness(db: SqlDb, chains: ChainSource[]): Promise<Readiness> {
  const entries = await Promise.all([
    probe('database', () => db.query('SELECT 1')),
    ...chains.map((chain) => probe(chain.caipNetworkId, () => chainAnswers(chain))),
  ])
  return { ready: entries.every(([, state]) => state === 'ok'), checks: Object.fromEntries(entries) }
}

async function probe(name: string, check: () => Promise<unknown>): Promise<[string, string]> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([check(), timeout])
    return [name, 'ok']
  } catch (error) {
    return [name, error instanceof Error ? error.message.split('\n')[0]! : String(error)]
  } finally {
    clearTimeout(timer)
  }
}

async function chainAnswers(chain: ChainSource): Promise<void> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  })
  const body = (await response.json()) as { result?: string }
  if (Number(body.result) !== chain.chainId)
    throw new Error(`the node answered chain ${String(body.result)}, not ${chain.chainId}`)
}
