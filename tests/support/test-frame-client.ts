import { vi } from 'vitest'
import { createFrameClient, type FrameClientOptions } from '../../runtime/connectors/auth/frame-client.ts'

/** The secure frame's origin in the page-side frame tests (a stand-in iframe; nothing listens there). */
export const TEST_FRAME_ORIGIN = 'http://127.0.0.1:4100'

/** The page's frame client for project 'shop' on chain 31337, as the frame tests make it; `options` override. */
export function testFrameClient(options: Partial<FrameClientOptions> = {}) {
  return createFrameClient({
    frameUrl: `${TEST_FRAME_ORIGIN}/`,
    projectId: 'shop',
    chainId: 31337,
    version: '0.1.0',
    enableLogger: false,
    onRefused: () => undefined,
    ...options,
  })
}

/** The iframe the client appends, as the tests hand it out: a plain object whose window they choose. */
export interface StandInFrame {
  src: string
  contentWindow: unknown
}

/**
 * Stands an object in for the frame's iframe (happy-dom loads no page): the client's own logic is under test.
 * `contentWindow()` is read at each creation; the result gives the last iframe made. vi.restoreAllMocks undoes it.
 */
export function useStandInFrame(contentWindow: () => unknown): () => StandInFrame | undefined {
  let last: StandInFrame | undefined
  const realCreate = document.createElement.bind(document)
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    if (tag !== 'iframe') return realCreate(tag)
    last = {
      src: '',
      contentWindow: contentWindow(),
      style: { cssText: '' },
      setAttribute: () => undefined,
      remove: () => undefined,
    } as StandInFrame
    return last
  }) as typeof document.createElement)
  vi.spyOn(document.body, 'appendChild').mockImplementation(((node: Node) => node) as never)
  return () => last
}
