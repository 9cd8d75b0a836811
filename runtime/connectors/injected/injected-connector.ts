import type { Connector, ConnectorFactory, Eip1193Provider } from '../../controllers/types.ts'
import { safeImageUrl } from '../../core/safe-image-url.ts'
import { listenForAnnouncements, type Eip6963Detail } from './eip6963.ts'

function fromAnnouncement({ info, provider }: Eip6963Detail): Connector {
  return {
    id: `eip6963:${info.rdns}`,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    // A wallet's own icon is inline data only: showing it makes no request.
    imageUrl: safeImageUrl(info.icon, []),
    info: { rdns: info.rdns },
    provider,
  }
}

/**
 * Browser wallets: every EIP-6963 announcement (one entry per rdns, the latest wins), plus the legacy
 * `window.ethereum` when no announced wallet is that same provider.
 */
export function injectedConnector(): ConnectorFactory {
  return ({ config }) => ({
    kind: 'injected',
    watch(onChange) {
      if (typeof window === 'undefined') return () => undefined
      const announced = new Map<string, Connector>()
      const legacy = (window as { ethereum?: Eip1193Provider }).ethereum

      const publish = () => {
        const list = [...announced.values()]
        if (legacy && !list.some((c) => c.provider === legacy)) {
          list.push({
            id: 'injected',
            name: 'Browser Wallet',
            type: 'INJECTED',
            chain: 'eip155',
            provider: legacy,
          })
        }
        onChange(list)
      }

      const stop = !config.enableEIP6963
        ? () => undefined
        : listenForAnnouncements(window, (detail) => {
            announced.set(detail.info.rdns, fromAnnouncement(detail))
            publish()
          })
      publish()
      return stop
    },
  })
}
