import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStorage } from '../../../runtime/services/storage.ts'

describe('spec 3: without IndexedDB (SSR, some private modes)', () => {
  // Files sharing this worker (vitest `isolate: false`) may have installed fake-indexeddb globally.
  beforeEach(() => {
    vi.stubGlobal('indexedDB', undefined)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('storage is a quiet no-op', async () => {
    expect(typeof indexedDB).toBe('undefined')
    const storage = createStorage()
    await storage.set('k', 1)
    expect(await storage.get('k')).toBeUndefined()
  })
})
