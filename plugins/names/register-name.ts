import {
  contractAnswer,
  dataApiGuards,
  HttpStatusError,
  NamesForAddressError,
  NameSuggestionsError,
  type NameRecord,
  RegisterNameError,
  signMessage,
  type PluginApis,
  type PluginContext,
} from '../../runtime/plugins/index.ts'
import { NAME_ZONE, registrationCoinType, registrationMessage } from './name-rules.ts'

type DataApi = PluginApis['dataApi']
type Portkit = PluginContext['portkit']

export interface NameSuggestion {
  name: string
  registered: boolean
}

/**
 * GET /v1/profile/suggestions/{name} in the fixed zone (spec sections 7 and 9): the wanted name, with
 * whether it is taken, and free names close to it. Any failure, an answer the contract refuses included, is
 * 'Error fetching name suggestions'.
 */
export async function fetchNameSuggestions(dataApi: DataApi, label: string): Promise<NameSuggestion[]> {
  try {
    const { data } = await dataApi.GET('/v1/profile/suggestions/{name}', {
      params: { path: { name: label }, query: { zone: NAME_ZONE } },
    })
    const { isNameSuggestionsResponse } = await dataApiGuards()
    return contractAnswer(data, isNameSuggestionsResponse, 'name suggestions').suggestions
  } catch (cause) {
    throw new NameSuggestionsError({ cause })
  }
}

/**
 * The names an address holds (spec section 7: GET /v1/profile/reverse/{address}, asked as that address):
 * those registered with Portkit first, then its ENS primary name. Any failure is 'Error fetching names for
 * address' (spec section 8).
 */
export async function fetchAccountNames(dataApi: DataApi, address: string): Promise<NameRecord[]> {
  try {
    const { data } = await dataApi.GET('/v1/profile/reverse/{address}', {
      params: { path: { address }, query: { sender: address } },
    })
    const { isNameRecord } = await dataApiGuards()
    if (!Array.isArray(data) || !data.every(isNameRecord)) throw new TypeError('Malformed names response')
    return data
  } catch (cause) {
    throw new NamesForAddressError({ cause })
  }
}

/**
 * Registers `name` (full and normalised, e.g. `alice.portkit.id`) to the connected EVM account (spec
 * section 4, Name registration): coin type of the active chain, the registration message signed through
 * the wallet, then POST /v1/profile/account. Any failure, a declined signature included, is
 * RegisterNameError: 'Error registering name {name}', or the service's first reason when it gave one
 * (spec section 8). On success the name is the account's name at once.
 */
export async function registerAccountName(
  portkit: Portkit,
  dataApi: DataApi,
  name: string,
  now: () => number = Date.now,
): Promise<void> {
  const chain = portkit.state.activeChainState.value
  try {
    const coinType = registrationCoinType(chain?.caipNetwork)
    const message = registrationMessage(name, now())
    // Not connected: signMessage refuses ('No ActiveCaipAddress found') before asking any wallet.
    const signature = await signMessage(portkit, { message })
    const address = chain?.address ?? ''
    const { data } = await dataApi.POST('/v1/profile/account', {
      body: { coin_type: coinType, address, message, signature },
    })
    // Registered only on the contract's `{ success: true }`: a malformed answer is no registration.
    const { isSuccessResponse } = await dataApiGuards()
    if (!contractAnswer(data, isSuccessResponse, 'name registration').success)
      throw new RegisterNameError(name)
    await showAsAccountName(portkit, address, name)
  } catch (error) {
    if (error instanceof RegisterNameError) throw error
    const reasons = error instanceof HttpStatusError ? error.reasons : undefined
    throw new RegisterNameError(name, reasons, { cause: error })
  }
}

/**
 * The registered name becomes the account's name without a reload (spec section 3, profileName): shown
 * now, and kept in the identity cache so the next identity lookup (another network, say) answers it.
 */
async function showAsAccountName(portkit: Portkit, address: string, name: string): Promise<void> {
  const { cache } = portkit.services
  const previous = cache.get<{ name: string | null; avatar: string | null }>('identity', address)
  cache.set('identity', address, { name, avatar: previous?.avatar ?? null })
  const active = portkit.state.activeChainState.value
  if (active?.address?.toLowerCase() !== address.toLowerCase()) return
  // Naming afresh drops an older lookup still on its way (it would put back the name-less answer).
  if (portkit.plugins.has('identity')) await portkit.account.syncProfile()
  if (portkit.account.profileName.value !== name) portkit.account.profileName.value = name
}
