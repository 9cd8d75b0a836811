import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES } from '../../../runtime/config/options.ts'
import type { TrackedEvent } from '../../../runtime/controllers/events.ts'
import { createPreferredAccountType } from '../../../runtime/controllers/preferred-account-type.ts'
import { AddressOrAuthConnectorNotFoundError } from '../../../runtime/core/errors.ts'
import type { AccountType } from '../../../runtime/core/types.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

function setup(withAuth = true) {
  const storage = memoryStorage()
  const steps: string[] = []
  const sent: TrackedEvent[] = []
  const controller = createPreferredAccountType({
    storage,
    events: { sendEvent: (event) => (steps.push(`event:${event.event}`), sent.push(event)) },
    defaults: DEFAULT_ACCOUNT_TYPES,
    authConnector: () =>
      withAuth
        ? {
            async setPreferredAccount(type: AccountType) {
              steps.push(`loading:${controller.loading.value}`)
              steps.push(`auth:${type}`)
            },
          }
        : undefined,
    async reconnect(namespace) {
      steps.push(`stored:${JSON.stringify(storage.data.get(STORAGE_KEYS.preferredAccountTypes))}`)
      steps.push(`reconnect:${namespace}`)
    },
  })
  return { controller, storage, steps, sent }
}

describe('spec 4: preferred account type', () => {
  it('shows loading, updates the auth connector, stores, reconnects, then sends a tracking event', async () => {
    const { controller, steps, sent } = setup()
    expect(controller.loading.value).toBe(false)
    await controller.set('eoa', 'eip155')
    expect(steps).toEqual([
      'loading:true',
      'auth:eoa',
      `stored:${JSON.stringify({ ...DEFAULT_ACCOUNT_TYPES, eip155: 'eoa' })}`,
      'reconnect:eip155',
      'event:SET_PREFERRED_ACCOUNT_TYPE',
    ])
    expect(sent[0]?.properties).toEqual({ accountType: 'eoa', namespace: 'eip155' })
    expect(controller.loading.value).toBe(false)
    expect(controller.preferred.value.eip155).toBe('eoa')
  })

  it('loading ends even when the auth connector fails, and nothing is stored', async () => {
    const { controller, storage } = setup()
    const failing = createPreferredAccountType({
      storage,
      events: { sendEvent: () => undefined },
      defaults: DEFAULT_ACCOUNT_TYPES,
      authConnector: () => ({ setPreferredAccount: () => Promise.reject(new Error('frame down')) }),
      reconnect: async () => undefined,
    })
    await expect(failing.set('eoa', 'eip155')).rejects.toThrow('frame down')
    expect(failing.loading.value).toBe(false)
    expect(storage.data.has(STORAGE_KEYS.preferredAccountTypes)).toBe(false)
    expect(controller.preferred.value.eip155).toBe('smartAccount')
  })

  it("without an auth connector: 'Address or auth connector not found'", async () => {
    const { controller } = setup(false)
    await expect(controller.set('eoa', 'eip155')).rejects.toBeInstanceOf(AddressOrAuthConnectorNotFoundError)
  })

  it('a stored preference is read back over the defaults', async () => {
    const { controller, storage } = setup()
    await storage.set(STORAGE_KEYS.preferredAccountTypes, { eip155: 'eoa' })
    await controller.load()
    expect(controller.preferred.value).toEqual({ ...DEFAULT_ACCOUNT_TYPES, eip155: 'eoa' })
  })
})
