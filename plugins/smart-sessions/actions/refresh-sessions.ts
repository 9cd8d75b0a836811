import { keyed } from '../../../runtime/plugins/index.ts'
import { readKeys } from '../kept-keys.ts'
import { readSessions, type SmartSession } from '../session-list.ts'
import { nowSeconds, type SmartSessionsHost } from './context.ts'

/** GET /v1/sessions/{address}: the connected account's sessions, newest first. */
export async function refreshSessions(host: SmartSessionsHost): Promise<SmartSession[]> {
  const { state, context } = host
  const current = state.account.value
  const run = ++state.runs.load
  if (!current) {
    state.sessions.value = []
    return []
  }
  state.loading.value = true
  state.loadError.value = undefined
  try {
    const api = await context.api('dataApi')
    const [{ data }, keys] = await Promise.all([
      api.GET('/v1/sessions/{address}', { params: { path: { address: current.address } } }),
      readKeys(context.portkit, current.address),
    ])
    const list = await readSessions(data, keys, nowSeconds(host))
    if (run === state.runs.load) state.sessions.value = list
    return list
  } catch {
    if (run === state.runs.load) state.loadError.value = keyed('loadFailed')
    return state.sessions.value
  } finally {
    if (run === state.runs.load) state.loading.value = false
  }
}
