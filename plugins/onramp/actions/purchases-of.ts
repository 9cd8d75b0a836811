import { dataApiGuards } from '../../../runtime/plugins/index.ts'
import { WATCHED_ONRAMP_PROVIDER } from '../constants.ts'
import { dataApi, type OnrampHost } from './context.ts'

/**
 * The provider's purchases for this account on this network, newest first (history `onramp`): only the
 * transactions the contract allows (as the Activity tab's reader keeps them).
 */
export async function purchasesOf(host: OnrampHost, account: string, chainId: string) {
  const { data } = await (
    await dataApi(host)
  ).GET('/v1/account/{account}/history', {
    params: {
      path: { account },
      query: { onramp: WATCHED_ONRAMP_PROVIDER, chainId },
    },
  })
  if (!data || !Array.isArray(data.data)) throw new TypeError('Malformed history response')
  return data.data.filter((await dataApiGuards()).isTransaction)
}

/** One purchase as the history lists it. */
export type OnrampPurchaseRecord = Awaited<ReturnType<typeof purchasesOf>>[number]
