import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
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

describe('Apple’s client secret (email.social.providers.apple)', () => {
  const BASE_ENV = {
    PORTKIT_PUBLIC_URL: 'https://portkit.example.test',
    PORTKIT_SMTP_URL: EMAIL.smtpUrl,
    PORTKIT_MAIL_FROM: EMAIL.from,
  }
  const APPLE_FILE = {
    email: { ...EMAIL, social: { providers: { apple: { clientId: 'com.example.web' } } } },
  }
  const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()
  const KEY_ENV = {
    PORTKIT_SOCIAL_APPLE_PRIVATE_KEY: pem,
    PORTKIT_SOCIAL_APPLE_KEY_ID: 'KEY1234567',
    PORTKIT_SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
  }
  const dir = mkdtempSync(join(tmpdir(), 'portkit-apple-key-'))
  const keyFile = join(dir, 'AuthKey_KEY1234567.p8')
  writeFileSync(keyFile, pem)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const appleWith = (env: Record<string, string>) =>
    serverConfigFromEnv({ ...BASE_ENV, ...env }, APPLE_FILE).email?.social?.providers.apple
  const refusalWith = (env: Record<string, string>, file = APPLE_FILE) => {
    try {
      serverConfigFromEnv({ ...BASE_ENV, ...env }, file)
    } catch (error) {
      return (error as Error).message
    }
    return undefined
  }
  const signingKey = { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: pem }

  it('takes the key, key id and team id from the environment: the key inline, with \\n for line breaks, or in a file', () => {
    expect(appleWith(KEY_ENV)).toEqual({ clientId: 'com.example.web', signingKey })
    const oneLine = pem.replaceAll('\n', '\\n')
    expect(appleWith({ ...KEY_ENV, PORTKIT_SOCIAL_APPLE_PRIVATE_KEY: oneLine })?.signingKey).toEqual(
      signingKey,
    )
    const { PORTKIT_SOCIAL_APPLE_PRIVATE_KEY: _inline, ...ids } = KEY_ENV
    expect(appleWith({ ...ids, PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE: keyFile })?.signingKey).toEqual(
      signingKey,
    )
  })

  it('still takes a ready-made PORTKIT_SOCIAL_APPLE_CLIENT_SECRET (a host that mints its own)', () => {
    expect(appleWith({ PORTKIT_SOCIAL_APPLE_CLIENT_SECRET: 'eyJ.minted.elsewhere' })).toEqual({
      clientId: 'com.example.web',
      clientSecret: 'eyJ.minted.elsewhere',
    })
  })

  const { PORTKIT_SOCIAL_APPLE_TEAM_ID: _team, ...noTeam } = KEY_ENV
  const { PORTKIT_SOCIAL_APPLE_KEY_ID: _keyId, ...noKeyId } = KEY_ENV
  const { PORTKIT_SOCIAL_APPLE_PRIVATE_KEY: _key, ...noKey } = KEY_ENV
  it.each<[string, Record<string, string>, string]>([
    ['no team id', noTeam, 'PORTKIT_SOCIAL_APPLE_TEAM_ID must be set with the key'],
    ['no key id', noKeyId, 'PORTKIT_SOCIAL_APPLE_KEY_ID must be set with the key'],
    [
      'no key',
      noKey,
      'PORTKIT_SOCIAL_APPLE_PRIVATE_KEY (or PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE) must be set',
    ],
    [
      'a key file that cannot be read',
      { ...noKey, PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE: join(dir, 'missing.p8') },
      'PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE names a file that cannot be read (ENOENT)',
    ],
    [
      'a key inline and in a file',
      { ...KEY_ENV, PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE: keyFile },
      'PORTKIT_SOCIAL_APPLE_PRIVATE_KEY and PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE are the same key: give one',
    ],
    [
      'something other than a key',
      { ...KEY_ENV, PORTKIT_SOCIAL_APPLE_PRIVATE_KEY: 'hush-hush-not-a-key' },
      'PORTKIT_SOCIAL_APPLE_PRIVATE_KEY cannot sign: Apple’s signing key is not a PEM private key',
    ],
    [
      'a key and a ready-made secret',
      { ...KEY_ENV, PORTKIT_SOCIAL_APPLE_CLIENT_SECRET: 'eyJ.minted.elsewhere' },
      'PORTKIT_SOCIAL_APPLE_CLIENT_SECRET and PORTKIT_SOCIAL_APPLE_PRIVATE_KEY both sign',
    ],
    [
      'neither, at Apple itself',
      {},
      'email.social.providers.apple needs a client secret: PORTKIT_SOCIAL_APPLE_PRIVATE_KEY',
    ],
  ])('stops the start with %s, naming the variable and never the key', (_case, env, message) => {
    const refusal = refusalWith(env)
    expect(refusal).toContain(message)
    expect(refusal).not.toContain('hush-hush')
    expect(refusal).not.toContain('PRIVATE KEY-----')
  })

  it('lets a stand-in Apple (`issuer`) run as a public client, and keeps the key Apple’s alone', () => {
    expect(
      refusalOf({ providers: { apple: { clientId: 'a', issuer: 'http://127.0.0.1:4100/apple' } } }),
    ).toBe(undefined)
    expect(refusalOf({ providers: { google: { clientId: 'g', signingKey } } })).toBe(
      'email.social.providers.google.signingKey is for Apple alone',
    )
  })
})
