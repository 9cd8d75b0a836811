import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Connector, ConnectorFactory } from '../../controllers/types.ts'
import { safeImageUrl } from '../../core/safe-image-url.ts'
import { bitcoinWalletProvider, isBitcoinWallet } from './bitcoin-wallet-provider.ts'
import { satsConnectProvider, satsConnectProviders } from './sats-connect-provider.ts'

/**
 * Browser wallets for Bitcoin: every wallet registered through the Wallet Standard (its window event) with
 * the Bitcoin Wallet Standard's connect and sign-transaction features, and the sats-connect-style providers
 * listed in `window.btc_providers` (read once at start, as they are injected before the page runs). The
 * generated entry adds it to the `injected` connector kind when the config has bip122 networks.
 */
export function bitcoinWalletStandardConnector(): ConnectorFactory {
  return () => ({
    kind: 'bitcoin-wallet-standard',
    watch(onChange) {
      if (typeof window === 'undefined') return () => undefined
      const wallets = getWallets()
      const connectors = new Map<Wallet, Connector>()
      const injected: Connector[] = satsConnectProviders().map(({ id, name, icon, provider }) => ({
        id: `sats-connect:${id}`,
        name,
        type: 'INJECTED',
        chain: 'bip122',
        imageUrl: safeImageUrl(icon, []),
        provider: satsConnectProvider(provider),
      }))
      const publish = () => {
        for (const wallet of wallets.get()) {
          if (connectors.has(wallet) || !isBitcoinWallet(wallet)) continue
          connectors.set(wallet, {
            id: `bitcoin-wallet-standard:${wallet.name}`,
            name: wallet.name,
            type: 'ANNOUNCED',
            chain: 'bip122',
            // A wallet's own icon is inline data only: showing it makes no request.
            imageUrl: safeImageUrl(wallet.icon, []),
            provider: bitcoinWalletProvider(wallet),
          })
        }
        onChange([...connectors.values(), ...injected])
      }
      const stops = [
        wallets.on('register', publish),
        wallets.on('unregister', () => {
          const registered = new Set(wallets.get())
          for (const wallet of connectors.keys()) if (!registered.has(wallet)) connectors.delete(wallet)
          publish()
        }),
      ]
      publish()
      return () => stops.forEach((stop) => stop())
    },
  })
}
