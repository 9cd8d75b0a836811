import { signal, type ReadonlySignal } from '@preact/signals-core'

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

export interface MutationState<TData, TVariables> {
  status: MutationStatus
  data: TData | undefined
  error: Error | null
  /** What the last `mutate` was called with. */
  variables: TVariables | undefined
}

export interface Mutation<TData, TVariables> {
  state: ReadonlySignal<MutationState<TData, TVariables>>
  /** Runs the action; resolves with its result or rejects with its error (the state shows it too). */
  mutateAsync: (variables: TVariables) => Promise<TData>
  /** Runs the action and never rejects: the outcome is in the state. */
  mutate: (variables: TVariables) => void
  /** Back to idle; the outcome of a run still pending is dropped. */
  reset: () => void
}

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const

/**
 * The state of one action the host runs on demand (sign, send, write...): idle, pending, then success with
 * its data or error. Only the latest run writes the state. Framework-free; `portkit/react` binds it.
 */
export function createMutation<TData, TVariables>(
  run: (variables: TVariables) => Promise<TData>,
): Mutation<TData, TVariables> {
  const state = signal<MutationState<TData, TVariables>>(IDLE)
  let latest = 0

  async function mutateAsync(variables: TVariables): Promise<TData> {
    const id = ++latest
    state.value = { status: 'pending', data: undefined, error: null, variables }
    try {
      const data = await run(variables)
      if (id === latest) state.value = { status: 'success', data, error: null, variables }
      return data
    } catch (error) {
      if (id === latest) state.value = { status: 'error', data: undefined, error: asError(error), variables }
      throw error
    }
  }

  return {
    state,
    mutateAsync,
    mutate: (variables) => void mutateAsync(variables).catch(() => undefined),
    reset() {
      latest++
      state.value = IDLE
    },
  }
}

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
