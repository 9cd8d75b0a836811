import { describe, expect, it } from 'vitest'
import {
  AUTH_LOG_BUFFER_MAX_BYTES,
  createFrameLogger,
  type FrameLogEntry,
} from '../../../../server/frame/app/frame-logger.ts'

// enableAuthLogger (spec section 9: log buffer max 1,024,000 bytes), in the secure frame.
const entry = (n: number, size = 10): FrameLogEntry => ({ time: n, event: 'E', message: 'x'.repeat(size) })

describe('frame logger', () => {
  it('off: keeps and sends nothing', async () => {
    const sent: FrameLogEntry[][] = []
    const logger = createFrameLogger({ enabled: false, send: async (entries) => void sent.push(entries) })
    logger.log(entry(1))
    await logger.flush()
    expect(sent).toEqual([])
  })

  it('keeps at most 1,024,000 bytes of JSON, dropping the oldest entries first', async () => {
    const sent: FrameLogEntry[][] = []
    const logger = createFrameLogger({ enabled: true, send: async (entries) => void sent.push(entries) })
    const size = 100_000
    for (let n = 0; n < 12; n++) logger.log(entry(n, size))
    await logger.flush()
    const batch = sent[0]!
    expect(JSON.stringify(batch).length).toBeLessThanOrEqual(AUTH_LOG_BUFFER_MAX_BYTES)
    // Ten entries of ~100 KB fit; the two oldest went.
    expect(batch.map((item) => item.time)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    await logger.flush()
    expect(sent).toHaveLength(1)
  })

  it('keeps a batch whose send failed for the next flush, in order', async () => {
    let fail = true
    const sent: FrameLogEntry[][] = []
    const logger = createFrameLogger({
      enabled: true,
      send: async (entries) => {
        if (fail) throw new Error('offline')
        sent.push(entries)
      },
    })
    logger.log(entry(1))
    await logger.flush()
    logger.log(entry(2))
    fail = false
    await logger.flush()
    expect(sent[0]!.map((item) => item.time)).toEqual([1, 2])
  })
})
