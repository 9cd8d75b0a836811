/** One key's fixed window, as it stands after a hit. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number
  /**
   * Milliseconds until the window ends, by the store's own clock: relative, so replicas whose clocks
   * differ still agree on when a window ends.
   */
  resetInMs: number
}

/**
 * Where rate-limit counters live: outside the process, so every replica counts into the same windows and
 * a restart forgets none. Redis when the host runs one, else the services' database.
 */
export interface RateLimitStore {
  /**
   * Counts one hit on `key`. The first hit opens a window of `windowMs`; once it has ended the next hit
   * opens a new one. Atomic in the store: concurrent hits from any number of servers each count.
   */
  hit(key: string, windowMs: number): Promise<WindowCount>
  /** Releases what the store opened itself (not a database it was given). */
  close(): Promise<void>
}
