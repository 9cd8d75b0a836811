import { signal } from '@preact/signals-core'
import { AddressOrAuthConnectorNotFoundError } from '../core/errors.ts'
import type { AccountType, ChainNamespace } from '../core/types.ts'
import { STORAGE_KEYS, type Storage } from '../services/storage.ts'
import type { EventsController } from './events.ts'

/** What the auth (email/social) connector offers for account types; implemented by the frame connector. */
export interface AuthAccountTypes {
  setPreferredAccount(type: AccountType): Promise<void>
}

export type PreferredAccountTypes = Partial<Record<ChainNamespace, AccountType>>

export interface PreferredAccountTypeDeps {
  storage: Storage
  events: Pick<EventsController, 'sendEvent'>
  /** Starts from the config's `defaultAccountTypes` (spec section 6 defaults). */
  defaults: PreferredAccountTypes
  /** The auth connector when the visitor is connected through it. */
  authConnector(): AuthAccountTypes | undefined
  /** Re-reads the account after the switch, so the new address shows. */
  reconnect(namespace: ChainNamespace): Promise<void>
}

/**
 * Switching between a smart account and an EOA (spec section 4): shows loading, updates the auth
 * connector, stores the preference, reconnects, then sends a tracking event.
 */
export function createPreferredAccountType(deps: PreferredAccountTypeDeps) {
  const loading = signal(false)
  const preferred = signal<PreferredAccountTypes>({ ...deps.defaults })

  return {
    loading,
    preferred,

    async load(): Promise<void> {
      const stored = await deps.storage.get<PreferredAccountTypes>(STORAGE_KEYS.preferredAccountTypes)
      if (stored && typeof stored === 'object') preferred.value = { ...deps.defaults, ...stored }
    },

    async set(type: AccountType, namespace: ChainNamespace): Promise<void> {
      const auth = deps.authConnector()
      if (!auth) throw new AddressOrAuthConnectorNotFoundError()
      loading.value = true
      try {
        await auth.setPreferredAccount(type)
        preferred.value = { ...preferred.value, [namespace]: type }
        await deps.storage.set(STORAGE_KEYS.preferredAccountTypes, preferred.value)
        await deps.reconnect(namespace)
        deps.events.sendEvent({
          type: 'track',
          event: 'SET_PREFERRED_ACCOUNT_TYPE',
          properties: { accountType: type, namespace },
        })
      } finally {
        loading.value = false
      }
    },
  }
}

export type PreferredAccountType = ReturnType<typeof createPreferredAccountType>
