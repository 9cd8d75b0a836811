import { useEffect, useMemo, useRef } from 'react'
import {
  createMutation,
  createQuery,
  type MutationState,
  type QueryState,
} from '../controllers/actions/index.ts'
import type { Portkit } from '../create-portkit.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'

/** What a mutation hook returns (wagmi's and TanStack Query's conventions). */
export interface MutationResult<TData, TVariables> extends MutationState<TData, TVariables> {
  mutate: (variables: TVariables) => void
  mutateAsync: (variables: TVariables) => Promise<TData>
  reset: () => void
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
}

/** What a query hook returns (wagmi's and TanStack Query's conventions). */
export interface QueryResult<TData> extends QueryState<TData> {
  /** The first fetch (or the one after an account or network change) is running: no data yet. */
  isLoading: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  refetch: () => Promise<void>
}

/** Binds an action (a function of the instance) as a mutation: state by useSyncExternalStore. */
export function useActionMutation<TData, TVariables>(
  action: (portkit: Portkit, variables: TVariables) => Promise<TData>,
): MutationResult<TData, TVariables> {
  const portkit = usePortkitInstance()
  const mutation = useMemo(
    () => createMutation((variables: TVariables) => action(portkit, variables)),
    [portkit, action],
  )
  const state = useSignalValue(mutation.state)
  return useMemo(
    () => ({
      ...state,
      mutate: mutation.mutate,
      mutateAsync: mutation.mutateAsync,
      reset: mutation.reset,
      isIdle: state.status === 'idle',
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
    }),
    [state, mutation],
  )
}

/**
 * Binds a read as a query, fetched after mount (never during render, so SSR asks nothing) and again when
 * the account or network changes. `key` stands for everything `read` depends on: a new key is a new query.
 */
export function useActionQuery<TData>(
  key: string,
  read: (portkit: Portkit) => Promise<TData>,
  enabled = true,
): QueryResult<TData> {
  const portkit = usePortkitInstance()
  // `read` is a new closure each render; what it reads is in `key`, so `key` makes a new query and the
  // query runs the latest `read`.
  const latestRead = useRef(read)
  latestRead.current = read
  const query = useMemo(
    () => createQuery({ state: portkit.state, run: () => latestRead.current(portkit), enabled }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new key is a new query (above)
    [portkit, key, enabled],
  )
  useEffect(() => query.start(), [query])
  const state = useSignalValue(query.state)
  return useMemo(
    () => ({
      ...state,
      isLoading: state.status === 'pending' && state.isFetching,
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      refetch: query.refetch,
    }),
    [state, query],
  )
}
