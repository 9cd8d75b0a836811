import type { OnrampProviderId } from '../constants.ts'
import type { OnrampHost } from './context.ts'

/** The provider picked; the quote does not depend on it. */
export function setProvider(host: OnrampHost, value: OnrampProviderId): void {
  host.state.provider.value = value
}
