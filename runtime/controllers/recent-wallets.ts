import { signal } from '@preact/signals-core'
import { RECENT_WALLETS_MAX } from '../core/constants.ts'
import { STORAGE_KEYS, type Storage } from '../services/storage.ts'
import type { WalletEntry } from '../core/types.ts'

/** Newest first, no duplicates (by id), at most 2 (spec section 4, Recent wallets). */
export function withRecentWallet(list: readonly WalletEntry[], wallet: WalletEntry): WalletEntry[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}

export function createRecentWallets(storage: Storage) {
  const wallets = signal<WalletEntry[]>([])

  return {
    wallets,
    async load(): Promise<void> {
      const stored = await storage.get<WalletEntry[]>(STORAGE_KEYS.recentWallets)
      if (Array.isArray(stored)) wallets.value = stored.slice(0, RECENT_WALLETS_MAX)
    },
    async add(wallet: WalletEntry): Promise<void> {
      wallets.value = withRecentWallet(wallets.value, wallet)
      await storage.set(STORAGE_KEYS.recentWallets, wallets.value)
    },
  }
}

export type RecentWallets = ReturnType<typeof createRecentWallets>
