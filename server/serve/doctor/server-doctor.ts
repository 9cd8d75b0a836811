import { createFeedReader } from '../../data-api/prices/feed-reader.ts'
import { feedOnChain } from '../../data-api/prices/price-feed.ts'
import { createServedChain, type ServedChain } from '../../data-api/served-chain.ts'
import { ApiError } from '../../http/api-error.ts'
import { createRemoteOnrampProvider } from '../../data-api/onramp/create-onramp-provider.ts'
import { isRemoteOnramp, type RemoteOnrampSettings } from '../../data-api/onramp/onramp-settings.ts'
import type { PortkitServerConfig } from '../server-config.ts'
import { checkEvmChain } from './chain-checks.ts'
import { fail, off, ok, originOf, shortReason, type DoctorCheck } from './doctor-check.ts'
import { checkEmail } from './email-checks.ts'
import { checkPrices, type PricedItem } from './price-checks.ts'
import { checkTokenLists } from './token-list-checks.ts'

/**
 * `portkit serve doctor`: every source the server config names, checked now from this machine (nodes,
 * contracts, price feeds, Otterscan history, token lists, SMTP, social providers, the on-ramp page), each with
 * what the feature it serves will do.
 */
export async function runServerDoctor(config: PortkitServerConfig): Promise<DoctorCheck[]> {
  const chains = (config.chains ?? []).map(createServedChain)
  const reader = createFeedReader(new Map(chains.map((chain) => [chain.chainId, chain.client])))
  const [evm, lists, email, onramp] = await Promise.all([
    Promise.all(chains.map(checkEvmChain)),
    Promise.all(chains.map(checkTokenLists)),
    checkEmail(config.email),
    checkOnramp(config.onramp),
  ])
  // A feed is read only on a node that passed: one on another chain would answer with that chain's data.
  const failedNodes = chains.filter((_, i) => evm[i]![0]!.outcome === 'fail').map((chain) => chain.chainId)
  const prices = await checkPrices(reader, pricedItems(config, chains), new Set(failedNodes))
  const solana = config.solana
    ? [await checkSolanaNode(config.solana.caipNetworkId, config.solana.rpcUrl)]
    : []
  const perChain = evm.flatMap((checks, i) => [...checks, ...lists[i]!])
  return [...perChain, ...solana, ...prices, ...email, ...onramp]
}

/** Every currency the data API prices, with the feed it is priced from. */
function pricedItems(config: PortkitServerConfig, chains: ServedChain[]): PricedItem[] {
  const items: PricedItem[] = []
  for (const chain of chains) {
    const subject = chain.caipNetworkId
    for (const currency of [chain.nativeCurrency, ...chain.tokens])
      items.push({ subject, symbol: currency.symbol, feed: feedOnChain(chain.chainId, currency.priceFeed) })
  }
  if (config.solana) {
    const subject = config.solana.caipNetworkId
    items.push({ subject, symbol: 'SOL', feed: config.solana.nativePriceFeed })
    for (const token of config.solana.tokens)
      items.push({ subject, symbol: token.symbol, feed: token.priceFeed })
  }
  for (const [code, feed] of Object.entries(config.fiatPriceFeeds ?? {}))
    items.push({ subject: 'fiat', symbol: code.toUpperCase(), feed })
  return items
}

async function checkSolanaNode(subject: string, rpcUrl: string): Promise<DoctorCheck> {
  const where = originOf(rpcUrl)
  try {
    const answer = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getVersion' }),
      signal: AbortSignal.timeout(10_000),
    })
    const { result } = (await answer.json()) as { result?: { 'solana-core'?: string } }
    if (!result) return fail(subject, 'node', `${where} gave no getVersion result`)
    return ok(subject, 'node', `${where} answers (solana-core ${result['solana-core'] ?? 'unknown'})`)
  } catch (error) {
    return fail(subject, 'node', `${where} did not answer: ${shortReason(error)}`)
  }
}

async function checkOnramp(onramp: PortkitServerConfig['onramp']): Promise<DoctorCheck[]> {
  if (!onramp) return [off('onramp', 'provider', 'no onramp settings: Buy crypto offers no provider page')]
  if (isRemoteOnramp(onramp)) return [await checkRemoteOnramp(onramp)]
  const where = originOf(onramp.providerUrl)
  try {
    const answer = await fetch(onramp.providerUrl, { signal: AbortSignal.timeout(10_000) })
    return [
      answer.status < 500
        ? ok('onramp', 'provider', `${where} answers`)
        : fail('onramp', 'provider', `${where} answered ${answer.status}`),
    ]
  } catch (error) {
    return [fail('onramp', 'provider', `${where} did not answer: ${shortReason(error)}`)]
  }
}

/** A remote provider answers its options with the server's keys (what Buy crypto asks for first). */
async function checkRemoteOnramp(onramp: RemoteOnrampSettings): Promise<DoctorCheck> {
  try {
    const { purchaseCurrencies } = await createRemoteOnrampProvider(onramp).options()
    return ok('onramp', 'provider', `${onramp.provider} answers: ${purchaseCurrencies.length} assets to buy`)
  } catch (error) {
    const reason = error instanceof ApiError ? error.reasons[0]!.description : shortReason(error)
    return fail('onramp', 'provider', `${onramp.provider}: ${reason}; Buy crypto falls back to its defaults`)
  }
}
