import { describe, expect, it } from 'vitest'
import {
  checkServerConfig,
  serverConfigFromEnv,
  type PortkitServerConfig,
  type SocialLoginSettings,
} from '../../../server/serve/server-config.ts'

// Issue 28, deliver 7: social login is configured per provider (email.social.providers), secrets only
// from the environment, endpoints https but for loopback stand-ins.

const EMAIL = { smtpUrl: 'smtp://127.0.0.1:2525', from: 'Login <login@example.test>' }
const withSocial = (social: SocialLoginSettings): PortkitServerConfig => ({
  publicUrl: 'https://portkit.example.test',
  email: { ...EMAIL, social },
})
const refusalOf = (social: SocialLoginSettings) => {
  try {
    checkServerConfig(withSocial(social))
  } catch (error) {
    return (error as Error).message
  }
  return undefined
}

describe('email.social', () => {
  it('keeps the file’s providers and takes each client secret from PORTKIT_SOCIAL_<PROVIDER>_CLIENT_SECRET', () => {
    const config = serverConfigFromEnv(
      {
        PORTKIT_PUBLIC_URL: 'https://portkit.example.test',
        PORTKIT_SMTP_URL: EMAIL.smtpUrl,
        PORTKIT_MAIL_FROM: EMAIL.from,
        PORTKIT_SOCIAL_GITHUB_CLIENT_SECRET: 'from-the-environment',
      },
      {
        email: { ...EMAIL, social: { providers: { github: { clientId: 'gh' }, google: { clientId: 'g' } } } },
      },
    )
    expect(config.email?.social?.providers).toEqual({
      github: { clientId: 'gh', clientSecret: 'from-the-environment' },
      google: { clientId: 'g' },
    })
  })

  it('accepts the real providers’ defaults and loopback stand-ins', () => {
    expect(
      refusalOf({
        providers: {
          google: { clientId: 'g' },
          github: { clientId: 'gh', clientSecret: 's' },
          discord: { clientId: 'd', tokenEndpoint: 'http://127.0.0.1:4100/discord/token' },
          x: { clientId: 'x', issuer: 'http://localhost:4100/x' },
        },
      }),
    ).toBeUndefined()
  })

  it.each<[string, SocialLoginSettings, string]>([
    [
      'an unknown provider',
      { providers: { myspace: { clientId: 'm' } } as never },
      'email.social.providers.myspace is no provider',
    ],
    [
      'an empty client id',
      { providers: { github: { clientId: '' } } },
      'email.social.providers.github.clientId must not be empty',
    ],
    [
      'an empty secret',
      { providers: { github: { clientId: 'gh', clientSecret: '' } } },
      'PORTKIT_SOCIAL_GITHUB_CLIENT_SECRET must not be empty',
    ],
    [
      'endpoints beside an issuer',
      {
        providers: {
          github: { clientId: 'gh', issuer: 'https://gh.example', userEndpoint: 'https://gh.example/u' },
        },
      },
      'email.social.providers.github.userEndpoint is for OAuth 2 providers without an issuer',
    ],
    [
      'a user endpoint for Google',
      { providers: { google: { clientId: 'g', userEndpoint: 'https://google.example/u' } } },
      'email.social.providers.google.userEndpoint is for OAuth 2 providers without an issuer',
    ],
    [
      'plain http off loopback',
      { providers: { discord: { clientId: 'd', tokenEndpoint: 'http://discord.example/token' } } },
      'email.social.providers.discord.tokenEndpoint must be an https URL',
    ],
  ])('refuses %s, naming the setting', (_case, social, message) => {
    expect(refusalOf(social)).toContain(message)
  })

  it('never echoes a client secret', () => {
    const message = refusalOf({ providers: { github: { clientId: '', clientSecret: 'hush-hush' } } })
    expect(message).toBeDefined()
    expect(message).not.toContain('hush-hush')
  })
})
