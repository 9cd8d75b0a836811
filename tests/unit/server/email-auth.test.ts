import { describe, expect, it } from 'vitest'
import { EMAIL_CODE_ERRORS, EMAIL_CODE_MAX_ATTEMPTS } from '../../../server/email-auth/email-auth-server.ts'
import { APP_NAME_MAX_LENGTH } from '../../../server/email-auth/auth-input.ts'
import { reason, startEmailAuthFor } from './email-auth-harness.ts'
import { STORE_BACKENDS } from '../../support/test-database.ts'

// Every store runs on both databases the services support.
describe.each(STORE_BACKENDS)('on %s', (backend) => {
  // The secure frame's backend on the devnet: real SMTP into the mail catcher, codes and sessions in PGlite.
  const service = startEmailAuthFor({ backend })
  const mailedCode = service.codeOf
  const post = (path: string, body: unknown, token?: string) => service.post(path, body, { token })

  describe('email one-time codes', () => {
    it('mails a 6-digit code over SMTP, and the right code opens a session the service then knows', async () => {
      expect(await post('/email/start', { email: 'Ann@Example.com' })).toEqual({
        status: 200,
        json: { action: 'VERIFY_OTP' },
      })
      const code = await mailedCode('ann@example.com')
      const { status, json } = await post('/email/verify', { email: 'ann@example.com', otp: code })
      expect(status).toBe(200)
      expect(json.email).toBe('ann@example.com')
      const session = await fetch(`${service.auth.url}/session`, {
        headers: { Authorization: `Bearer ${json.token}` },
      })
      expect(await session.json()).toEqual({ email: 'ann@example.com' })
      // Used once: the same code does not open a second session.
      expect(reason((await post('/email/verify', { email: 'ann@example.com', otp: code })).json)).toBe(
        EMAIL_CODE_ERRORS.expired,
      )
      await post('/session/sign-out', {}, json.token as string)
      const after = await fetch(`${service.auth.url}/session`, {
        headers: { Authorization: `Bearer ${json.token}` },
      })
      expect(after.status).toBe(401)
    })

    it(`refuses wrong codes, and after ${EMAIL_CODE_MAX_ATTEMPTS} tries even the right one`, async () => {
      await post('/email/start', { email: 'bob@example.com' })
      const code = await mailedCode('bob@example.com')
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i++) {
        const { status, json } = await post('/email/verify', { email: 'bob@example.com', otp: wrong })
        expect([status, reason(json)]).toEqual([400, EMAIL_CODE_ERRORS.wrong])
      }
      const { json } = await post('/email/verify', { email: 'bob@example.com', otp: code })
      expect(reason(json)).toBe(EMAIL_CODE_ERRORS.exhausted)
    })

    it('refuses an expired code and keeps only the newest code of an address', async () => {
      await post('/email/start', { email: 'cy@example.com' })
      const first = await mailedCode('cy@example.com')
      await post('/email/start', { email: 'cy@example.com' })
      const second = await mailedCode('cy@example.com')
      if (first !== second)
        expect(reason((await post('/email/verify', { email: 'cy@example.com', otp: first })).json)).toBe(
          EMAIL_CODE_ERRORS.wrong,
        )
      await service.db.query(
        "UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE email = $1",
        ['cy@example.com'],
      )
      expect(reason((await post('/email/verify', { email: 'cy@example.com', otp: second })).json)).toBe(
        EMAIL_CODE_ERRORS.expired,
      )
    })

    it('names the app the frame synced in the code mail, as inert plain text on one line, cut to ${APP_NAME_MAX_LENGTH} characters', async () => {
      const subjectOf = async (email: string) => {
        const response = await fetch(`${service.catcher.api.url}/messages?to=${encodeURIComponent(email)}`)
        const { messages } = (await response.json()) as {
          messages: { subject: string; text: string; to: string[] }[]
        }
        return messages.at(-1)!
      }
      await post('/email/start', { email: 'dee@example.com', appName: 'Ada’s <b>Shop</b> & Co' })
      const code = await mailedCode('dee@example.com')
      const plain = await subjectOf('dee@example.com')
      expect(plain.subject).toBe(`Your login code for Ada’s <b>Shop</b> & Co: ${code}`)
      expect(plain.text.trim()).toBe(
        `Your one-time code for Ada’s <b>Shop</b> & Co is ${code}. It expires in 10 minutes.`,
      )

      // Line breaks cannot add a header or a line; a long name is cut.
      const forged = `Shop\r\nBcc: eve@example.com\n\nClick https://evil.example ${'x'.repeat(100)}`
      await post('/email/start', { email: 'eli@example.com', appName: forged })
      const mail = await subjectOf('eli@example.com')
      expect(mail.subject).not.toMatch(/[\r\n]/)
      expect(
        mail.subject.startsWith('Your login code for Shop Bcc: eve@example.com Click https://evil.example x'),
      ).toBe(true)
      expect(mail.to).toEqual(['eli@example.com'])
      expect(await service.newestMail('eve@example.com')).toBeUndefined()
      const shown = /for (.*): \d{6}$/.exec(mail.subject)![1]!
      expect(shown.length).toBeLessThanOrEqual(APP_NAME_MAX_LENGTH)

      // No name synced (or none usable): the mail is the plain one.
      await post('/email/start', { email: 'flo@example.com', appName: 42 })
      expect((await subjectOf('flo@example.com')).subject).toMatch(/^Your login code: \d{6}$/)
    })

    it('refuses an address that is not an email', async () => {
      const { status, json } = await post('/email/start', { email: 'not-an-email' })
      expect([status, reason(json)]).toEqual([400, 'A valid email address is required'])
    })
  })
})
