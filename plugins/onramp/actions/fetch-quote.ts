import { mockedQuote, servedQuote, type OnrampQuote } from '../answers.ts'
import { dataApi, type OnrampHost } from './context.ts'

/** POST /v1/onramp/quote for the form as it stands; spec section 8: a failure gives the placeholder quote. */
export async function fetchQuote(host: OnrampHost): Promise<OnrampQuote | undefined> {
  const { state } = host
  const run = ++state.runs.quote
  const key = state.quoteKey.value
  const text = state.amount.value.trim()
  const bought = state.purchaseCurrency.value
  const paying = state.current.value.paymentCurrencies.find(
    (candidate) => candidate.id === state.currency.value,
  )
  if (state.problem.value || !bought || !paying) return undefined
  let next: OnrampQuote
  try {
    const { data } = await (
      await dataApi(host)
    ).POST('/v1/onramp/quote', {
      body: {
        purchaseCurrency: bought,
        paymentCurrency: paying,
        amount: text,
        network: state.quoteNetwork.value,
      },
    })
    next = await servedQuote(data)
  } catch {
    next = mockedQuote(text, state.currency.value, bought.symbol)
  }
  if (run !== state.runs.quote) return undefined
  state.quote.value = { ...next, key }
  return next
}
