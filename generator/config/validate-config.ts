import type { DevnetManifest } from '../../devnet/manifest.ts'
import type { ConnectorKind, ResolvedConfig } from '../../runtime/config/index.ts'
import type { ChainNamespace, Network } from '../../runtime/core/types.ts'
import { expectKnownKeys, expectObject, fail } from './checks.ts'
import { resolveBridges, resolveWalletConnectOnly } from './validate-adapters.ts'
import {
  CONFIG_KEYS,
  CONFIG_OPTIONS,
  type ConfigOption,
  type ConfigOptionName,
  type OptionContext,
} from './options.ts'

export { CONFIG_KEYS } from './options.ts'
export { SERVICE_KEYS } from './validate-services.ts'

/**
 * Validates what portkit.config.ts exports and fills every default (spec sections 3 and 5), option by
 * option as CONFIG_OPTIONS says. The result has the table's key order, so the generated config.ts is
 * byte-stable. With a devnet manifest, local chains point at the running devnet and its services fill
 * the endpoints the config leaves out.
 */
export function resolveConfig(input: unknown, manifest?: DevnetManifest): ResolvedConfig {
  const raw = expectObject(input, 'config')
  expectKnownKeys(raw, '', CONFIG_KEYS)

  const resolved = new Map<ConfigOptionName, unknown>()
  const resolve = (option: ConfigOptionName): unknown => {
    if (!resolved.has(option)) {
      const spec: ConfigOption<unknown> = CONFIG_OPTIONS[option]
      const value = raw[option]
      resolved.set(
        option,
        value === undefined && spec.default !== undefined
          ? structuredClone(spec.default)
          : spec.resolve(value, { option, get: resolve as OptionContext['get'], raw, manifest }),
      )
    }
    return resolved.get(option)
  }

  const config: Record<string, unknown> = {}
  for (const option of CONFIG_KEYS) {
    const value = resolve(option)
    // Optional options the host left out stay out of the generated config, instead of being `undefined`.
    if (value !== undefined) config[option] = value
  }
  // Derived from the (now valid) adapters option; placed right after it so config.ts reads in order.
  const bridges = resolveBridges(raw.adapters)
  const walletConnectOnly = resolveWalletConnectOnly(raw.adapters, config.networks as Network[])
  if (walletConnectOnly) checkWalletConnectServes(walletConnectOnly, config.connectors as ConnectorKind[])
  let derived = bridges ? withAfter(config, 'adapters', 'bridges', bridges) : config
  if (walletConnectOnly) derived = withAfter(derived, 'adapters', 'walletConnectOnly', walletConnectOnly)
  return derived as unknown as ResolvedConfig
}

/** `universal` chains connect through WalletConnect alone, so the app must offer it. */
function checkWalletConnectServes(namespaces: ChainNamespace[], connectors: ConnectorKind[]): void {
  if (!connectors.includes('walletconnect'))
    fail(
      'adapters',
      `universal leaves ${namespaces.join(', ')} to WalletConnect, but connectors does not list walletconnect`,
    )
}

/** `record` with `key: value` inserted right after `after` (key order is the generated file's order). */
function withAfter(record: Record<string, unknown>, after: string, key: string, value: unknown) {
  return Object.fromEntries(
    Object.entries(record).flatMap((entry) => (entry[0] === after ? [entry, [key, value]] : [entry])),
  )
}
