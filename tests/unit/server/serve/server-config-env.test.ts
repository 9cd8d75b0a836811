import { describe, expect, it } from 'vitest'
import { serverConfigFromEnv } from '../../../../server/serve/server-config.ts'

/** Secrets come from the environment (PORTKIT_SMTP_URL), the rest of a setting from the config file. */
describe('server config from the environment and the file', () => {
  it('PORTKIT_SMTP_URL replaces the SMTP URL only: the file’s social login settings stay', () => {
    const social = { providers: { google: { clientId: 'portkit' } } }
    const config = serverConfigFromEnv(
      {
        PORTKIT_PUBLIC_URL: 'https://portkit.example.com',
        PORTKIT_SMTP_URL: 'smtps://u:p@mail.example.com:465',
      },
      { email: { smtpUrl: '', from: 'Example <login@example.com>', social } },
    )
    expect(config.email).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'Example <login@example.com>',
      social,
    })
  })
})
