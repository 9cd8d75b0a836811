import { contractAnswer, dataApiGuards } from '../../../runtime/plugins/index.ts'
import { MELD_URL } from '../constants.ts'
import { dataApi, type OnrampHost } from './context.ts'

/**
 * The provider page's address: Coinbase's from POST /v1/generators/onrampurl (an answer the contract
 * refuses is an error), Meld's built here. Either is then opened only if `safeProviderUrl` allows it.
 */
export async function requestProviderUrl(host: OnrampHost): Promise<string | undefined> {
  const { state } = host
  const wallet = state.address.value
  const bought = state.purchaseCurrency.value
  if (!wallet || !bought) return undefined
  const amount = state.amount.value.trim()
  if (state.chosenProvider.value === 'meld')
    return meldUrl(wallet, bought.symbol, amount, state.currency.value)
  const chain = state.quoteNetwork.value
  const { data } = await (
    await dataApi(host)
  ).POST('/v1/generators/onrampurl', {
    body: {
      destinationWallets: [{ address: wallet, blockchains: [chain], assets: [bought.symbol] }],
      defaultNetwork: chain,
      partnerUserId: wallet,
      defaultExperience: 'buy',
      presetFiatAmount: Number(amount),
    },
  })
  return contractAnswer(data, (await dataApiGuards()).isOnrampUrlResponse, 'onramp URL').url
}

/** Meld's hosted page takes the purchase as query parameters (it has no generator call). */
function meldUrl(wallet: string, symbol: string, amount: string, currency: string): string {
  const url = new URL(MELD_URL)
  url.searchParams.set('walletAddress', wallet)
  url.searchParams.set('destinationCurrencyCode', symbol)
  url.searchParams.set('sourceAmount', amount)
  url.searchParams.set('sourceCurrencyCode', currency)
  return url.href
}
