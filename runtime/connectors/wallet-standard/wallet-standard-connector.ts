import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Connector, ConnectorFactory } from '../../controllers/types.ts'
import { safeImageUrl } from '../../core/safe-image-url.ts'
import { isSolanaWallet, solanaWalletProvider } from './solana-wallet-provider.ts'

/**
 * Browser wallets for Solana: every wallet registered through the Wallet Standard (its window event) that
 * can connect and sign Solana messages and transactions. The generated entry adds it to the `injected`
 * connector kind when the config has Solana networks.
 */
export function walletStandardConnector(): ConnectorFactory {
  return () => ({
    kind: 'wallet-standard',
    watch(onChange) {
      if (typeof window === 'undefined') return () => undefined
      const wallets = getWallets()
      const connectors = new Map<Wallet, Connector>()
      const publish = () => {
        for (const wallet of wallets.get()) {
          if (connectors.has(wallet) || !isSolanaWallet(wallet)) continue
          connectors.set(wallet, {
            id: `wallet-standard:${wallet.name}`,
            name: wallet.name,
            type: 'ANNOUNCED',
            chain: 'solana',
            // A wallet's own icon is inline data only: showing it makes no request.
            imageUrl: safeImageUrl(wallet.icon, []),
            provider: solanaWalletProvider(wallet),
          })
        }
        onChange([...connectors.values()])
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
