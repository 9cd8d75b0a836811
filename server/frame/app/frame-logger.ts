/** The most the frame's log buffer holds (`enableAuthLogger`, spec section 9): oldest entries go first. */
export const AUTH_LOG_BUFFER_MAX_BYTES = 1_024_000

export interface FrameLogEntry {
  time: number
  event: string
  outcome?: 'success' | 'error'
  message?: string
}

/**
 * `enableAuthLogger` (the frame URL's enableLogger): what the frame did, never what the visitor typed
 * (no email, code or key), kept in a buffer of at most 1,024,000 bytes as JSON (the oldest entries go
 * first) and sent to the auth service's log endpoint. Off: nothing is kept or sent.
 */
export function createFrameLogger(options: {
  enabled: boolean
  send(entries: FrameLogEntry[]): Promise<void>
  maxBytes?: number
}) {
  const maxBytes = options.maxBytes ?? AUTH_LOG_BUFFER_MAX_BYTES
  let entries: { entry: FrameLogEntry; bytes: number }[] = []
  // JSON of the list: '[' + entries joined by ',' + ']'.
  let bytes = 2
  const size = (entry: FrameLogEntry) => new TextEncoder().encode(JSON.stringify(entry)).length + 1
  const trim = () => {
    while (bytes - 1 > maxBytes) bytes -= entries.shift()!.bytes
  }

  return {
    get bytes() {
      return bytes
    },
    log(entry: FrameLogEntry): void {
      if (!options.enabled) return
      const item = { entry, bytes: size(entry) }
      if (item.bytes + 2 > maxBytes) return
      entries.push(item)
      bytes += item.bytes
      trim()
    },
    /** Sends what is buffered (nothing is, when off); on failure it stays for the next flush. */
    async flush(): Promise<void> {
      if (entries.length === 0) return
      const sending = entries
      entries = []
      bytes = 2
      try {
        await options.send(sending.map((item) => item.entry))
      } catch {
        entries = [...sending, ...entries]
        bytes = entries.reduce((total, item) => total + item.bytes, 2)
        trim()
      }
    },
  }
}
