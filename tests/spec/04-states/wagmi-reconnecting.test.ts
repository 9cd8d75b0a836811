import { getAccount, reconnect } from 'wagmi/actions'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortkitWagmiConfig } from '../../../runtime/bridges/wagmi/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { fixedSource, scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec section 4, wallet-level status "reconnecting": while Portkit restores the session stored by an
 * earlier visit, a host reading wagmi through the bridge sees wagmi's `reconnecting` (as for a session of
 * wagmi's own), never `connecting` or `disconnected`, then `connected` (or `disconnected` when the wallet
 * no longer grants it).
 */

const ADDRESS = '0x1111111111111111111111111111111111111111'
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A Portkit whose stored eip155 session is being restored: the wallet answers on `answer(granted)`. */
function restoring() {
  const { adapter, script } = scriptedAdapter()
  const connector = testConnector()
  let answer!: (granted: boolean) => void
  script.reconnect = () =>
    new Promise(
      (resolve) =>
        (answer = (granted) => resolve(granted ? { address: ADDRESS, chainReference: '31337' } : undefined)),
    )
  const portkit = createPortkit({
    config: testConfig(),
    adapters: [() => adapter],
    connectors: [() => fixedSource(connector)],
    storage: memoryStorage({
      [STORAGE_KEYS.connectionStatus('eip155')]: 'connected',
      [STORAGE_KEYS.connectorId('eip155')]: connector.id,
    }),
  })
  const wagmi = createPortkitWagmiConfig(portkit, { storage: null })
  const seen: string[] = []
  stops.push(
    wagmi.subscribe(
      (state) => state.status,
      (status) => void seen.push(status),
    ),
  )
  const started = portkit.start()
  // What WagmiProvider does when it mounts: wagmi's own reconnect, which says connecting for a config
  // without a persisted connection.
  void reconnect(wagmi)
  stops.push(() => portkit.stop())
  return { portkit, wagmi, seen, started, answer: (granted: boolean) => answer(granted) }
}

describe("spec 4: the wagmi bridge's status while a stored session is restored", () => {
  it('reconnecting while Portkit re-syncs, then connected with the restored account', async () => {
    const { portkit, wagmi, seen, started, answer } = restoring()
    await expect.poll(() => portkit.connection.status.value).toBe('reconnecting')
    expect(getAccount(wagmi).status).toBe('reconnecting')
    answer(true)
    await started
    await expect.poll(() => getAccount(wagmi).status).toBe('connected')
    expect(getAccount(wagmi).address).toBe(ADDRESS)
    // Before Portkit has read its storage wagmi's own reconnect may say connecting; never disconnected.
    expect(seen.slice(seen.indexOf('reconnecting'))).toEqual(['reconnecting', 'connected'])
    expect(seen).not.toContain('disconnected')
  })

  it('reconnecting, then disconnected when the wallet no longer grants the session', async () => {
    const { portkit, wagmi, seen, started, answer } = restoring()
    await expect.poll(() => portkit.connection.status.value).toBe('reconnecting')
    expect(getAccount(wagmi).status).toBe('reconnecting')
    answer(false)
    await started
    await expect.poll(() => getAccount(wagmi).status).toBe('disconnected')
    expect(seen.slice(seen.indexOf('reconnecting'))).toEqual(['reconnecting', 'disconnected'])
  })
})
