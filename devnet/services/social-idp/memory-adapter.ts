import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Epoch milliseconds; undefined for entries kept until the devnet stops. */
  expiresAt?: number
}

/**
 * oidc-provider's storage for one issuer, in memory (a devnet forgets its logins when it stops). The
 * library's own memory adapter is shared by every issuer of the process and warns on each start.
 */
export function createMemoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, Entry>()
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key)
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key)
      return undefined
    }
    return entry?.payload
  }
  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [key] of entries) {
        if (!key.startsWith(`${model}:`)) continue
        const payload = live(key)
        if (payload?.[field] === value) return payload
      }
      return undefined
    }
    // The in-memory stand-in of oidc-provider's Adapter, whose methods return promises.
    /* eslint-disable @typescript-eslint/require-await */
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn === undefined ? undefined : Date.now() + expiresIn * 1000
        entries.set(keyOf(id), { payload, expiresAt })
      },
      async find(id) {
        return live(keyOf(id))
      },
      async findByUid(uid) {
        return findBy('uid', uid)
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode)
      },
      async consume(id) {
        const payload = live(keyOf(id))
        if (payload) payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        entries.delete(keyOf(id))
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
      },
    }
    /* eslint-enable @typescript-eslint/require-await */
  }
}
