import { createServer, type Server, type ServerResponse } from 'node:http'
import { expect, test } from '@playwright/test'
import { startSocialIdp, type SocialIdp } from '../../devnet/services/social-idp/social-idp-server.ts'
import { standInSettings } from '../../devnet/services/social-idp/stand-in-client.ts'
import { createSocialLogin, type SocialLogin } from '../../server/email-auth/social/social-relying-party.ts'
import { SOCIAL_CALLBACK_PATH } from '../../server/email-auth/social/social-providers.ts'

/**
 * Issue 14, the devnet's social login stand-ins in real Chromium: the visitor meets the provider's sign-in
 * page, types a name and email, approves or declines, and lands back on the app's origin through the auth
 * service's callback (which sends the visitor on, as the auth service will). The page's headers must let
 * that redirect chain through; the relying-party helper then verifies what came back.
 */
test.describe.configure({ mode: 'serial' })

let idp: SocialIdp
let login: SocialLogin
const servers: Server[] = []

/** A loopback server answering every request with `answer`; resolves with its base URL. */
function serve(answer: (url: string, response: ServerResponse) => void): Promise<string> {
  const server = createServer((request, response) => answer(request.url ?? '/', response))
  servers.push(server)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`),
    ),
  )
}

test.beforeAll(async () => {
  const app = await serve((_url, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end('<!doctype html><title>App</title><h1>Back in the app</h1>')
  })
  // The auth service's callback stand-in: it hands the result on to the app's own origin.
  const authService = await serve((url, response) => {
    response.statusCode = 302
    response.setHeader('Location', `${app}/social-done?${url.split('?')[1] ?? ''}`)
    response.end()
  })
  const redirectUri = `${authService}${SOCIAL_CALLBACK_PATH}`
  idp = await startSocialIdp({ redirectUris: [redirectUri] })
  login = createSocialLogin({ providers: standInSettings(idp).providers, redirectUri })
})
test.afterAll(async () => {
  await idp?.close()
  for (const server of servers) server.close()
})

for (const [provider, label] of [
  ['google', 'Google'],
  ['github', 'GitHub'],
] as const) {
  test(`approving on the ${label} stand-in brings the visitor back to the app, signed in as who they typed`, async ({
    page,
  }) => {
    const pending = await login.authorization(provider)
    await page.goto(pending.authorizeUrl)
    await expect(page.getByRole('heading', { name: `Sign in with ${label}` })).toBeVisible()
    await page.getByLabel('Display name').fill('Ada Lovelace')
    await page.getByLabel('Email').fill('ada@example.test')
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy()
    const identity = await login.complete(pending, page.url())
    expect(identity).toMatchObject({
      provider,
      issuer: idp.issuers[provider],
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      emailVerified: true,
    })
  })
}

test('declining on the Discord stand-in brings the visitor back with access_denied', async ({ page }) => {
  const pending = await login.authorization('discord')
  await page.goto(pending.authorizeUrl)
  await expect(page.getByRole('heading', { name: 'Sign in with Discord' })).toBeVisible()
  await page.getByRole('button', { name: 'Decline' }).click()
  await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied')
  await expect(login.complete(pending, page.url())).rejects.toMatchObject({ code: 'access_denied' })
})
