import type { ResolvedConfig } from '../../config/types.ts'
import type { PortkitInitialState } from '../../services/connection-cookie.ts'
import type { Storage } from '../../services/storage.ts'
import type { AnyPortkitPlugin } from '../../plugins/types.ts'
import type { EventsEnvironment } from '../events.ts'
import type { AdapterFactory, ConnectorFactory } from '../types.ts'

export interface PortkitOptions {
  config: ResolvedConfig
  adapters: AdapterFactory[]
  connectors: ConnectorFactory[]
  /** Plugin objects (`definePlugin`); the generated entry lists the ones the config enables. */
  plugins?: AnyPortkitPlugin[]
  /** Injected in tests; IndexedDB by default. Its failures are logged, never thrown (spec section 8). */
  storage?: Storage
  /** Page facts for analytics; the browser's by default (tests stand in for a browser with it). */
  eventsEnvironment?: EventsEnvironment
  /**
   * Server rendering (`portkit/ssr`): the browser keeps the connection in a cookie, and the instance starts
   * from the connection a request's cookie held (`cookieToInitialState`), on the server and when hydrating.
   */
  ssr?: { initialState?: PortkitInitialState | undefined }
}
