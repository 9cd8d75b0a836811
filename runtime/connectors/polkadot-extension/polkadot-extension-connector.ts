import type { Connector, ConnectorFactory } from '../../controllers/types.ts'
import { polkadotExtensionProvider } from './polkadot-extension-provider.ts'

/** What an extension puts on `window.injectedWeb3` under its name (the injection interface). */
interface InjectedWindowProvider {
  enable?: unknown
  connect?: unknown
  version?: unknown
}

/** The names of the extensions injected so far (`window.injectedWeb3`'s keys with an enable hook). */
function injectedSources(): string[] {
  const injected = (window as unknown as { injectedWeb3?: Record<string, InjectedWindowProvider> })
    .injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  return Object.entries(injected)
    .filter(([, provider]) => typeof provider?.enable === 'function')
    .map(([source]) => source)
}

/**
 * Browser extensions for Polkadot chains (polkadot-js, Talisman, SubWallet...): each one injected into
 * `window.injectedWeb3` is a wallet row named as it names itself. Discovery only reads that object; the
 * extension is asked (through @polkadot/extension-dapp, loaded then) once the visitor picks it. The
 * generated entry adds it to the `injected` connector kind when the config has polkadot networks.
 */
export function polkadotExtensionConnector(): ConnectorFactory {
  return ({ config }) => ({
    kind: 'polkadot-extension',
    watch(onChange) {
      if (typeof window === 'undefined') return () => undefined
      const connectors = new Map<string, Connector>()
      const publish = () => {
        for (const source of injectedSources()) {
          if (connectors.has(source)) continue
          connectors.set(source, {
            id: `polkadot-extension:${source}`,
            name: source,
            type: 'INJECTED',
            chain: 'polkadot',
            provider: polkadotExtensionProvider(source, config.metadata.name),
          })
        }
        onChange([...connectors.values()])
      }
      publish()
      // Extensions inject before the page's scripts run or, at the latest, by the load event.
      window.addEventListener('load', publish)
      return () => window.removeEventListener('load', publish)
    },
  })
}
