import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  keyBackup,
  openBackup,
  sealForBackup,
  type SealedBackup,
} from '../../../server/frame/app/key-backup.ts'
import { startEmailAuthFor } from './email-auth-harness.ts'
import { STORE_BACKENDS } from '../../support/test-database.ts'

// Every store runs on both databases the services support.
describe.each(STORE_BACKENDS)('on %s', (backend) => {
  // The embedded wallet's key backup: the frame's side (key-backup.ts, WebCrypto) against the real auth
  // service on PGlite, so a second device of an account gets the account's wallet, never a new one.
  const service = startEmailAuthFor({ backend })
  const post = (path: string, body: unknown, token?: string) => service.post(path, body, { token })

  async function logIn(email: string): Promise<string> {
    await post('/email/start', { email })
    return (await post('/email/verify', { email, otp: await service.codeOf(email) })).json.token as string
  }

  /** The frame's backup client for one session, calling the service as the frame does. */
  function frameBackup(token: string) {
    return keyBackup(
      async <T>(path: string, body?: unknown, bearer?: string) => {
        const { status, json } = await post(path, body, bearer)
        if (status !== 200) throw new Error(`HTTP ${status}`)
        return json as T
      },
      async () => token,
    )
  }

  describe('embedded wallet key backup', () => {
    it('a second device of the account opens the backup the first saved and gets the same key', async () => {
      const first = frameBackup(await logIn('keys@example.com'))
      const opened = await first.open()
      expect(opened.sealed).toBeUndefined()
      const key = generatePrivateKey()
      const kept = await first.save(await sealForBackup(opened.backupKey, key))

      const second = frameBackup(await logIn('keys@example.com'))
      const again = await second.open()
      expect(again.sealed).toEqual(kept)
      expect(await openBackup(again.backupKey, again.sealed!)).toBe(key)
      // The sealed key alone does not open under another account's backup key.
      const other = await frameBackup(await logIn('other-keys@example.com')).open()
      await expect(openBackup(other.backupKey, kept)).rejects.toThrow()
    })

    it('the first backup wins: a racing device gets the kept one back, not its own', async () => {
      const token = await logIn('race@example.com')
      const { backupKey } = await frameBackup(token).open()
      const winner = await frameBackup(token).save(await sealForBackup(backupKey, generatePrivateKey()))
      const loser: SealedBackup = await sealForBackup(backupKey, generatePrivateKey())
      expect(await frameBackup(token).save(loser)).toEqual(winner)
    })

    it('answers only a live session, and refuses malformed sealed keys', async () => {
      expect((await post('/wallet/backup/open', {})).status).toBe(401)
      expect((await post('/wallet/backup/open', {}, 'not-a-session')).status).toBe(401)
      const token = await logIn('bad-input@example.com')
      expect((await post('/wallet/backup', { iv: 'short', data: 'abc' }, token)).status).toBe(400)
      expect((await post('/wallet/backup', { iv: 'A'.repeat(16), data: '<script>' }, token)).status).toBe(400)
      expect((await post('/wallet/backup/open', {}, token)).json.sealed).toBeUndefined()
    })
  })
})
