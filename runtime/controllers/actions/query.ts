import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core'
import type { PortkitState } from '../../state/create-state.ts'
import { asError } from './mutation.ts'

export type QueryStatus = 'pending' | 'success' | 'error'

export interface QueryState<TData> {
  status: QueryStatus
  data: TData | undefined
  error: Error | null
  /** A fetch is running (the first one, a refetch, or one after an account or network change). */
  isFetching: boolean
}

export interface Query<TData> {
  state: ReadonlySignal<QueryState<TData>>
  /** Fetches now and again whenever the active account or network changes; returns the stop function. */
  start: () => () => void
  /** Fetches again, keeping the current data until the answer arrives. */
  refetch: () => Promise<void>
}

/**
 * The state of one read the host keeps on screen (balance, contract read, receipt). It is fetched while
 * started, and fetched afresh when the account or the network changes, so it never shows another account's
 * data. Only the latest fetch writes the state. A disabled query stays pending and asks nothing.
 */
export function createQuery<TData>(options: {
  state: PortkitState
  run: () => Promise<TData>
  enabled?: boolean
}): Query<TData> {
  const enabled = options.enabled ?? true
  const state = signal<QueryState<TData>>({
    status: 'pending',
    data: undefined,
    error: null,
    isFetching: enabled,
  })
  const scope = computed(
    () =>
      `${options.state.activeCaipAddress.value ?? ''} ${options.state.activeCaipNetwork.value?.caipNetworkId ?? ''}`,
  )
  let latest = 0

  async function fetch(fresh: boolean): Promise<void> {
    if (!enabled) return
    const id = ++latest
    const current = state.peek()
    state.value = fresh
      ? { status: 'pending', data: undefined, error: null, isFetching: true }
      : { ...current, isFetching: true }
    try {
      const data = await options.run()
      if (id === latest) state.value = { status: 'success', data, error: null, isFetching: false }
    } catch (error) {
      if (id === latest)
        state.value = { ...state.peek(), status: 'error', error: asError(error), isFetching: false }
    }
  }

  return {
    state,
    start() {
      let first = true
      const stop = effect(() => {
        void scope.value
        const fresh = !first
        first = false
        untracked(() => void fetch(fresh))
      })
      return () => {
        stop()
        // An answer arriving after the stop is dropped.
        latest++
      }
    },
    refetch: () => fetch(false),
  }
}
