import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import type { AnyPortkitPlugin } from '../../../runtime/plugins/types.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { FEATURES } from '../../support/features.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'
import { englishMessage } from '../../support/english-message.ts'

export const ADDRESS = '0x2222222222222222222222222222222222222222'

/** The account's ETH on devnet Alpha as the balance API lists it: 1 ETH at 2000 USD. */
export const ETH_BALANCE = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337' as const,
  price: 2000,
  value: 2000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

/**
 * A Portkit instance whose data API is `dataApi`, with `plugins` (every built-in feature by default) and
 * an account (`address`) connected on the devnet's first chain. The scripted adapter is handed back: a
 * test may replace its methods (a balance, a send) before using them.
 */
export function connectedPortkit(
  dataApi: string,
  overrides: Partial<ResolvedConfig> = {},
  { plugins = FEATURES, address = ADDRESS }: { plugins?: AnyPortkitPlugin[]; address?: string } = {},
) {
  const { adapter, script } = scriptedAdapter()
  const portkit = createPortkit({
    config: testConfig({ services: { dataApi }, ...overrides }),
    adapters: [() => adapter],
    connectors: [],
    plugins,
    storage: memoryStorage(),
  })
  const connector = testConnector()
  portkit.state.connectors.value = [connector]
  updateChain(portkit.state, 'eip155', {
    status: 'connected',
    address,
    connectorId: connector.id,
    caipNetwork: devnetAlpha,
  })
  const toasts: string[] = []
  const notification = portkit.notifications.notification
  notification.subscribe((value) => {
    if (value.open) toasts.push(englishMessage(value.message))
  })
  return { portkit, script, adapter, toasts }
}

/** Collects unhandled rejections for the duration of a test. */
export function watchUnhandledRejections() {
  const seen: unknown[] = []
  const listener = (reason: unknown) => seen.push(reason)
  process.on('unhandledRejection', listener)
  return {
    seen,
    stop: () => process.off('unhandledRejection', listener),
  }
}
