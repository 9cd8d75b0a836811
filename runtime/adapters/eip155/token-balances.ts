import { erc20Abi, multicall3Abi, type Address, type Chain, type PublicClient, type Transport } from 'viem'
import { getBalance, multicall, readContract } from 'viem/actions'
import type { TokenAmount, TokenToRead } from '../../controllers/types.ts'
import { assertAddresses } from '../../core/validation/transaction-request.ts'

type Read = {
  address: Address
  abi: typeof erc20Abi | typeof multicall3Abi
  functionName: string
  args?: readonly unknown[]
}
type Outcome = { status: 'success'; result: unknown } | { status: 'failure' }

/** The ERC-20 facts a list may leave out, asked of the token itself in the same batch. */
const FACTS = ['decimals', 'symbol', 'name'] as const

/**
 * The native balance and every token's balance in one Multicall3 `aggregate3` call (viem's multicall with
 * the chain's `contracts.multicall3`, its 1024-byte batch: a default list fits one call). A chain without
 * Multicall3 is read call by call. A token whose reads fail is left out rather than failing the rest.
 */
export async function readTokenBalances(
  client: PublicClient<Transport, Chain>,
  account: string,
  tokens: readonly TokenToRead[],
): Promise<TokenAmount[]> {
  assertAddresses(account, ...tokens.map((token) => token.address))
  const owner = account as Address
  const multicall3 = client.chain.contracts?.multicall3?.address
  const plan = tokens.map((token) => tokenReads(token, owner))
  const reads = plan.flatMap((entry) => entry.reads)
  const native = multicall3
    ? { address: multicall3, abi: multicall3Abi, functionName: 'getEthBalance', args: [owner] }
    : undefined
  const outcomes = await readAll(client, native ? [native, ...reads] : reads)
  const nativeValue = native
    ? (outcomes.shift() as Outcome)
    : await getBalance(client, { address: owner }).then(
        (result): Outcome => ({ status: 'success', result }),
        (): Outcome => ({ status: 'failure' }),
      )
  const { decimals, symbol, name } = client.chain.nativeCurrency
  const amounts: TokenAmount[] =
    nativeValue.status === 'success' ? [{ symbol, name, decimals, value: nativeValue.result as bigint }] : []
  for (const { token, reads: own } of plan) {
    const results = outcomes.splice(0, own.length)
    const amount = toAmount(token, own, results)
    if (amount) amounts.push(amount)
  }
  return amounts
}

function tokenReads(token: TokenToRead, owner: Address): { token: TokenToRead; reads: Read[] } {
  const address = token.address as Address
  const balance: Read = { address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }
  const missing = FACTS.filter((fact) => token[fact] === undefined)
  return {
    token,
    reads: [balance, ...missing.map((functionName) => ({ address, abi: erc20Abi, functionName }))],
  }
}

/** A token's balance and facts (the list's, else the contract's); undefined when a read failed. */
function toAmount(token: TokenToRead, reads: Read[], results: Outcome[]): TokenAmount | undefined {
  if (results.some((result) => result.status !== 'success')) return undefined
  const asked = new Map(
    reads.map((read, i) => [read.functionName, (results[i] as { result: unknown }).result]),
  )
  const decimals = token.decimals ?? Number(asked.get('decimals'))
  const symbol = token.symbol ?? asked.get('symbol')
  const name = token.name ?? asked.get('name')
  if (!Number.isInteger(decimals) || typeof symbol !== 'string' || typeof name !== 'string') return undefined
  return { address: token.address, symbol, name, decimals, value: asked.get('balanceOf') as bigint }
}

async function readAll(client: PublicClient<Transport, Chain>, reads: Read[]): Promise<Outcome[]> {
  if (reads.length === 0) return []
  if (client.chain.contracts?.multicall3)
    return await multicall(client, { contracts: reads as never[], allowFailure: true })
  return Promise.all(
    reads.map((read) =>
      readContract(client, read as never).then(
        (result): Outcome => ({ status: 'success', result }),
        (): Outcome => ({ status: 'failure' }),
      ),
    ),
  )
}
