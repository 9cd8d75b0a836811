/** Handlers still running, whether or not their client is still there: the database outlives them all. */
export interface InFlight {
  started(): void
  finished: () => void
  /** Resolves once no handler runs. */
  idle: () => Promise<void>
}

export function countInFlight(): InFlight {
  let running = 0
  const waiters: (() => void)[] = []
  return {
    started: () => void running++,
    finished: () => {
      running--
      if (running === 0) for (const wake of waiters.splice(0)) wake()
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  }
}
