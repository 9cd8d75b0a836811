import { createAuthProvider } from '../../runtime/connectors/auth/auth-provider.ts'
import type { FrameClientOptions } from '../../runtime/connectors/auth/frame-client.ts'

/** The frame options of a test app (project 'p' on chain 31337; the frame itself is the test's). */
const TEST_FRAME_OPTIONS = {
  frameUrl: 'http://127.0.0.1:1',
  projectId: 'p',
  chainId: 31337,
  version: '0',
  enableLogger: false,
  dappData: {
    metadata: { name: 'Shop', description: '', url: 'http://127.0.0.1:1', icons: [] },
    projectId: 'p',
    sdkVersion: '0',
    sdkType: 'portkit',
  },
}

/** The embedded wallet's provider over `frame`, an object answering frame requests as the test needs. */
export function authProviderOnFrame(frame: object) {
  return createAuthProvider(TEST_FRAME_OPTIONS, (_: FrameClientOptions) => frame as never)
}
