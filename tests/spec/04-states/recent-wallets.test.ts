import { describe, expect, it } from 'vitest'
import {
  addToNamespaceList,
  createConnectedNamespaces,
  removeFromNamespaceList,
} from '../../../runtime/controllers/connected-namespaces.ts'
import { createRecentWallets, withRecentWallet } from '../../../runtime/controllers/recent-wallets.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { RECENT_WALLETS_MAX } from '../../../runtime/core/constants.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

const wallet = (id: string): WalletEntry => ({ id, name: id.toUpperCase() })

describe('spec 4: recent wallets', () => {
  it('newest first', () => {
    expect(withRecentWallet([wallet('a')], wallet('b')).map((w) => w.id)).toEqual(['b', 'a'])
  })

  it('max 2', () => {
    expect(RECENT_WALLETS_MAX).toBe(2)
    const list = [wallet('a'), wallet('b'), wallet('c')].reduce(withRecentWallet, [] as WalletEntry[])
    expect(list.map((w) => w.id)).toEqual(['c', 'b'])
  })

  it('no duplicates: picking a listed wallet again moves it to the front', () => {
    const list = [wallet('a'), wallet('b'), wallet('a')].reduce(withRecentWallet, [] as WalletEntry[])
    expect(list.map((w) => w.id)).toEqual(['a', 'b'])
  })

  it('is stored and read back', async () => {
    const storage = memoryStorage()
    const recent = createRecentWallets(storage)
    await recent.add(wallet('a'))
    await recent.add(wallet('b'))
    expect(storage.data.get(STORAGE_KEYS.recentWallets)).toEqual([wallet('b'), wallet('a')])
    const again = createRecentWallets(storage)
    await again.load()
    expect(again.wallets.value.map((w) => w.id)).toEqual(['b', 'a'])
  })
})

describe('spec 4: connected namespaces are stored as a unique comma list', () => {
  it('adds each namespace once', () => {
    expect(addToNamespaceList(undefined, 'eip155')).toBe('eip155')
    expect(addToNamespaceList('eip155', 'solana')).toBe('eip155,solana')
    expect(addToNamespaceList('eip155,solana', 'eip155')).toBe('eip155,solana')
  })

  it('removes a namespace', () => {
    expect(removeFromNamespaceList('eip155,solana', 'eip155')).toBe('solana')
    expect(removeFromNamespaceList('eip155', 'eip155')).toBe('')
  })

  it('concurrent updates keep every namespace', async () => {
    const storage = memoryStorage()
    const record = createConnectedNamespaces(storage)
    await Promise.all([record.add('eip155'), record.add('solana'), record.add('eip155')])
    expect(storage.data.get(STORAGE_KEYS.connectedNamespaces)).toBe('eip155,solana')
    await record.remove('eip155')
    expect(await record.list()).toEqual(['solana'])
    await record.remove('solana')
    expect(storage.data.has(STORAGE_KEYS.connectedNamespaces)).toBe(false)
  })
})
