/** What the data API reads of a Solana account: its lamports and its balance of each mint, in order. */
export interface SolanaBalances {
  lamports: bigint
  tokens: bigint[]
}

interface RpcAnswer {
  id: number
  result?: unknown
  error?: { message?: string }
}

interface ParsedTokenAccounts {
  value: { account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } } }[]
}

/** How long the node may take: the balance request waits on it. */
const SOLANA_ANSWER_MS = 10_000

/**
 * `owner`'s balances read from a Solana node in one JSON-RPC batch: `getBalance`, and per mint
 * `getTokenAccountsByOwner` (jsonParsed, summed over every token account of that mint the owner has, the
 * associated one or others). Any node with the standard RPC serves it; a refused call fails the read.
 */
export async function readSolanaBalances(
  rpcUrl: string,
  owner: string,
  mints: string[],
): Promise<SolanaBalances> {
  const calls = [
    { method: 'getBalance', params: [owner] },
    ...mints.map((mint) => ({
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed' }],
    })),
  ].map((call, id) => ({ jsonrpc: '2.0', id, ...call }))
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(calls),
    signal: AbortSignal.timeout(SOLANA_ANSWER_MS),
  })
  if (!response.ok) throw new Error(`The Solana node answered ${response.status}`)
  const answers = new Map(((await response.json()) as RpcAnswer[]).map((answer) => [answer.id, answer]))
  const result = (id: number): unknown => {
    const answer = answers.get(id)
    if (answer?.result === undefined || answer.error)
      throw new Error(
        `The Solana node refused ${calls[id]!.method}: ${answer?.error?.message ?? 'no answer'}`,
      )
    return answer.result
  }
  const lamports = BigInt((result(0) as { value: number }).value)
  const tokens = mints.map((_, i) =>
    (result(i + 1) as ParsedTokenAccounts).value.reduce(
      (sum, { account }) => sum + BigInt(account.data.parsed?.info?.tokenAmount?.amount ?? '0'),
      0n,
    ),
  )
  return { lamports, tokens }
}
