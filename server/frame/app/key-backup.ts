import type { AuthCall } from './auth-call.ts'
import { base64urlnopad } from '@scure/base'

/** Bytes WebCrypto takes (an ArrayBuffer, not a shared one). */
const bytesOf = (text: string) => new Uint8Array(base64urlnopad.decode(text))

/** A wallet key sealed with AES-GCM: what leaves the frame for the auth service's backup. */
export interface SealedBackup {
  /** base64url of the 12-byte IV and of the ciphertext. */
  iv: string
  data: string
}

/** The account's backup as the auth service hands it to a live session: its key, and the sealed wallet key once saved. */
export interface BackupAnswer {
  backupKey: string
  sealed?: SealedBackup
}

export interface KeyBackup {
  open(): Promise<BackupAnswer>
  /** Saves the sealed key unless the account already has one; answers the one kept (the first wins). */
  save(sealed: SealedBackup): Promise<SealedBackup>
}

/**
 * The auth service's backup of an account's embedded wallet key (server/email-auth/
 * wallet-key-backup.ts), so every device the account logs in from has the same wallet.
 */
export function keyBackup(authCall: AuthCall, token: () => Promise<string>): KeyBackup {
  return {
    open: async () => authCall<BackupAnswer>('/wallet/backup/open', {}, await token()),
    save: async (sealed) => authCall<SealedBackup>('/wallet/backup', sealed, await token()),
  }
}

const backupCipher = (backupKey: string) =>
  crypto.subtle.importKey('raw', bytesOf(backupKey), 'AES-GCM', false, ['encrypt', 'decrypt'])

export async function sealForBackup(backupKey: string, plain: string): Promise<SealedBackup> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await backupCipher(backupKey),
    new TextEncoder().encode(plain),
  )
  return { iv: base64urlnopad.encode(iv), data: base64urlnopad.encode(new Uint8Array(data)) }
}

export async function openBackup(backupKey: string, sealed: SealedBackup): Promise<string> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytesOf(sealed.iv) },
    await backupCipher(backupKey),
    bytesOf(sealed.data),
  )
  return new TextDecoder().decode(plain)
}
