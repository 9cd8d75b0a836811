import type { OnrampOptions } from '../constants.ts'
import { DEFAULT_ONRAMP_OPTIONS } from '../constants.ts'
import { servedOptions } from '../answers.ts'
import { dataApi, type OnrampHost } from './context.ts'

/**
 * GET /v1/onramp/options, asked once per instance; spec section 8: any failure (or a malformed answer)
 * gives the defaults, and the next call asks again.
 */
export function loadOptions(host: OnrampHost): Promise<OnrampOptions> {
  const { state } = host
  state.runs.options ??= (async () => {
    try {
      const { data } = await (await dataApi(host)).GET('/v1/onramp/options')
      state.options.value = await servedOptions(data)
      state.optionsFallback.value = false
    } catch {
      state.options.value = DEFAULT_ONRAMP_OPTIONS
      state.optionsFallback.value = true
      state.runs.options = undefined
    }
    return state.options.value
  })()
  return state.runs.options
}
