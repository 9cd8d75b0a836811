import { createStore, del, get, set } from 'idb-keyval'
import { generatePrivateKey } from 'viem/accounts'
import type { Hex } from 'viem'
import { openBackup, sealForBackup, type KeyBackup } from './key-backup.ts'

/** The frame origin's own IndexedDB: the embedding page cannot open it (same-origin policy). */
const store = createStore('portkit-frame', 'keys')

interface SealedKey {
  iv: Uint8Array<ArrayBuffer>
  data: ArrayBuffer
}

export interface FrameSession {
  token: string
  /** Whom the session and the wallet key belong to: the email, or `farcaster:<fid>` for a Farcaster login. */
  identity: string
  /** The login's email; a Farcaster login has none (spec section 3, Frame user: email nullable). */
  email?: string
  /** The social account's user name, when the login was a social one. */
  userName?: string
}

/**
 * The AES-GCM key that seals the wallet keys: made non-extractable, so even script on the frame's origin
 * can use it but never read it; IndexedDB keeps the CryptoKey object itself.
 */
async function sealingKey(): Promise<CryptoKey> {
  const existing = await get<CryptoKey>('sealing-key', store)
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await set('sealing-key', key, store)
  return key
}

/**
 * The wallet key of `identity`, kept sealed at rest in this frame origin. On a device that has none it
 * comes from the account's backup (a device approved later gets the same wallet); an account without
 * a backup gets a new key, backed up before it is used (when two devices race, the first backup wins).
 */
export async function walletKey(identity: string, backup: KeyBackup): Promise<Hex> {
  const key = await sealingKey()
  const sealed = await get<SealedKey>(`wallet:${identity}`, store)
  if (sealed) {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data)
    return new TextDecoder().decode(plain) as Hex
  }
  const { backupKey, sealed: backedUp } = await backup.open()
  const kept = backedUp ?? (await backup.save(await sealForBackup(backupKey, generatePrivateKey())))
  const privateKey = (await openBackup(backupKey, kept)) as Hex
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(privateKey))
  await set(`wallet:${identity}`, { iv, data } satisfies SealedKey, store)
  return privateKey
}

export const readSession = () => get<FrameSession>('session', store)
export const saveSession = (session: FrameSession) => set('session', session, store)
export const forgetSession = () => del('session', store)

/** This browser's device id for the auth service (new-device approval); random, kept in the frame origin. */
export async function deviceId(): Promise<string> {
  const existing = await get<string>('device-id', store)
  if (existing) return existing
  const made = crypto.randomUUID()
  await set('device-id', made, store)
  return made
}

/** The account's email changed: its sealed wallet key follows it (same key, same addresses). */
export async function moveWalletKey(from: string, to: string): Promise<void> {
  const sealed = await get<SealedKey>(`wallet:${from}`, store)
  if (!sealed) return
  await set(`wallet:${to}`, sealed, store)
  await del(`wallet:${from}`, store)
}
