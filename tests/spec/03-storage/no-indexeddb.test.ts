import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStorage } from '../../../runtime/services/storage.ts'
import { fakeLocalStorage } from '../../support/fake-local-storage.ts'

describe('spec 3: without IndexedDB (SSR, some private modes)', () => {
  // Files sharing this worker (vitest `isolate: false`) may have installed fake-indexeddb globally.
  beforeEach(() => {
    vi.stubGlobal('indexedDB', undefined)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('storage is a quiet no-op and localStorage is left untouched', async () => {
    expect(typeof indexedDB).toBe('undefined')
    const local = fakeLocalStorage({ 'wc@2:a': '1' })
    const storage = createStorage({ localStorage: local })
    await storage.set('k', 1)
    expect(await storage.get('k')).toBeUndefined()
    expect(local.removed).toEqual([])
  })
})
