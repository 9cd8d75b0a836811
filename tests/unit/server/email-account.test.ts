import { describe, expect, it } from 'vitest'
import { EMAIL_CODE_ERRORS } from '../../../server/email-auth/email-auth-server.ts'
import { AUTH_LOG_BUFFER_MAX_BYTES } from '../../../server/frame/app/frame-logger.ts'
import { reason, startEmailAuthFor } from './email-auth-harness.ts'
import { STORE_BACKENDS } from '../../support/test-database.ts'

// Every store runs on both databases the services support.
describe.each(STORE_BACKENDS)('on %s', (backend) => {
  // The auth service's account flows (email update, device approval, frame logs) over real SMTP and PGlite.
  const service = startEmailAuthFor({ backend })
  const { newestMail, codeOf } = service
  const post = (path: string, body: unknown, token?: string) => service.post(path, body, { token })

  async function logIn(email: string, deviceId: string): Promise<string> {
    expect((await post('/email/start', { email, deviceId })).json).toEqual({ action: 'VERIFY_OTP' })
    const { json } = await post('/email/verify', { email, otp: await codeOf(email), deviceId })
    return json.token as string
  }

  /** The approval link of the newest mail to `email`. */
  async function approvalLink(email: string): Promise<string> {
    return /(http\S+\/device\/approve\?token=\S+)/.exec((await newestMail(email))!.text)![1]!
  }
  /** The approval page's button: a POST of the link's token. */
  const approveDevice = (link: string) =>
    fetch(`${service.auth.url}/device/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }).toString(),
    })
  const deviceStatus = (email: string, deviceId: string) => post('/device/status', { email, deviceId })

  describe('device verification', () => {
    it('asks a known email on a new device for approval by a mailed link; the link approves it once', async () => {
      await logIn('dev@example.com', 'device-one')
      expect((await post('/email/start', { email: 'dev@example.com', deviceId: 'device-two' })).json).toEqual(
        {
          action: 'VERIFY_DEVICE',
        },
      )
      const link = await approvalLink('dev@example.com')
      const status = () => deviceStatus('dev@example.com', 'device-two')
      expect((await status()).json).toEqual({ approved: false })
      // The page only shows a button; a GET alone (a mail scanner following links) approves nothing.
      const page = await fetch(link)
      expect(await page.text()).toContain('Approve device')
      expect((await status()).json).toEqual({ approved: false })
      expect((await approveDevice(link)).status).toBe(200)
      expect((await status()).json).toEqual({ approved: true })
      expect((await approveDevice(link)).status).toBe(400)
      // The approved device then gets its code like the first one.
      expect((await post('/email/start', { email: 'dev@example.com', deviceId: 'device-two' })).json).toEqual(
        {
          action: 'VERIFY_OTP',
        },
      )
    })
  })

  describe('device verification: the link expires', () => {
    it('a link older than 10 minutes approves nothing; a new login mails a new one that does', async () => {
      const email = 'late@example.com'
      await logIn(email, 'device-one')
      const askApproval = async () => {
        expect((await post('/email/start', { email, deviceId: 'device-two' })).json).toEqual({
          action: 'VERIFY_DEVICE',
        })
        expect((await newestMail(email))!.text).toContain('the link expires in 10 minutes')
        return approvalLink(email)
      }
      const status = () => deviceStatus(email, 'device-two')
      const stale = await askApproval()
      // Ten minutes and a second later, as the database sees it.
      await service.db.query(
        `UPDATE email_devices SET approval_expires_at = approval_expires_at - interval '601 seconds'
         WHERE email = $1 AND approval_hash IS NOT NULL`,
        [email],
      )
      const refused = await approveDevice(stale)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain('This link is not valid')
      expect((await status()).json).toEqual({ approved: false })
      expect((await approveDevice(await askApproval())).status).toBe(200)
      expect((await status()).json).toEqual({ approved: true })
    })
  })

  describe('email update', () => {
    it('confirms the current address first (primary), then the new one (secondary), then moves the session', async () => {
      const token = await logIn('old@example.com', 'device-a')
      const backup = (await post('/wallet/backup/open', {}, token)).json
      expect((await post('/email/update', { email: 'new@example.com' }, token)).json).toEqual({
        action: 'VERIFY_PRIMARY_OTP',
      })
      expect(await newestMail('new@example.com')).toBeUndefined()
      // The secondary step is refused before the primary one.
      expect((await post('/email/update/secondary', { otp: '123456' }, token)).status).toBe(400)
      const primary = await codeOf('old@example.com')
      const wrong = primary === '000000' ? '111111' : '000000'
      expect(reason((await post('/email/update/primary', { otp: wrong }, token)).json)).toBe(
        EMAIL_CODE_ERRORS.wrong,
      )
      expect((await post('/email/update/primary', { otp: primary }, token)).json).toEqual({
        action: 'VERIFY_SECONDARY_OTP',
      })
      const secondary = await codeOf('new@example.com')
      expect((await post('/email/update/secondary', { otp: secondary }, token)).json).toEqual({
        email: 'new@example.com',
      })
      const session = await fetch(`${service.auth.url}/session`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(await session.json()).toEqual({ email: 'new@example.com' })
      // The wallet key backup moved too: another device of the new address gets the same wallet.
      expect((await post('/wallet/backup/open', {}, token)).json).toEqual(backup)
      // The device moved with the account: the new address logs in on it without a device approval.
      expect((await post('/email/start', { email: 'new@example.com', deviceId: 'device-a' })).json).toEqual({
        action: 'VERIFY_OTP',
      })
    })

    it('needs a session', async () => {
      expect((await post('/email/update', { email: 'x@example.com' })).status).toBe(401)
    })
  })

  describe('frame logs', () => {
    it('stores a batch up to 1,024,000 bytes and refuses a larger one', async () => {
      const entry = (message: string) => ({ time: 1, event: 'X', message })
      expect((await post('/logs?projectId=p1', { entries: [entry('a')] })).json).toEqual({ stored: 1 })
      // One entry whose JSON list is exactly one byte over the limit.
      const framing = JSON.stringify([entry('')]).length
      const over = [entry('a'.repeat(AUTH_LOG_BUFFER_MAX_BYTES - framing + 1))]
      expect((await post('/logs?projectId=p1', { entries: over })).status).toBe(413)
      const exact = [entry('a'.repeat(AUTH_LOG_BUFFER_MAX_BYTES - framing))]
      expect((await post('/logs?projectId=p1', { entries: exact })).status).toBe(200)
      const stored = (await (await fetch(`${service.auth.url}/logs?projectId=p1`)).json()) as {
        logs: { bytes: number }[]
      }
      expect(stored.logs.map((batch) => batch.bytes)).toEqual([
        JSON.stringify([entry('a')]).length,
        AUTH_LOG_BUFFER_MAX_BYTES,
      ])
    })
  })
})
