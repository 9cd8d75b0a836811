import { describe, expect, it } from 'vitest'
import { allowAppOrigin } from '../../../devnet/index.ts'
import { ORIGIN_CHECK_PATH } from '../../../server/frame/app/frame-config.ts'
import { ALLOWLIST_CONTROL_PATH } from '../../../server/email-auth/project-allowlist.ts'
import { reason, useEmailAuth } from '../../unit/server/email-auth-harness.ts'

/**
 * Spec section 8, 'Invalid App Configuration - origin not on allowlist': the devnet's auth service keeps
 * each project's allowed origins, and the secure frame asks it whether its embedding page's origin is
 * one of them (the frame refuses otherwise; tests/e2e/email-login.spec.ts shows the visitor's side).
 */
const auth = useEmailAuth()

async function allowed(projectId: string, origin: string): Promise<boolean> {
  const query = new URLSearchParams({ projectId, origin })
  const response = await fetch(`${auth.auth.url}${ORIGIN_CHECK_PATH}?${query}`)
  return ((await response.json()) as { allowed: boolean }).allowed
}

async function setOrigins(projectId: string, origins: unknown) {
  const response = await fetch(`${auth.auth.url}${ALLOWLIST_CONTROL_PATH}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectId, origins }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe('spec 8: a project allows only the origins on its allowlist', () => {
  it('allows nothing for a project nobody listed an origin for', async () => {
    expect(await allowed('never-listed', 'http://127.0.0.1:5173')).toBe(false)
  })

  it('compares exact origins, per project: another host alias, port or project is refused', async () => {
    expect((await setOrigins('shop', ['http://127.0.0.1:5173'])).status).toBe(200)
    expect(await allowed('shop', 'http://127.0.0.1:5173')).toBe(true)
    for (const other of ['http://localhost:5173', 'http://127.0.0.1:5174', 'https://127.0.0.1:5173', 'null'])
      expect(await allowed('shop', other), other).toBe(false)
    expect(await allowed('other-shop', 'http://127.0.0.1:5173')).toBe(false)
    // Replaced, not added to: the old origin is refused once the list changes.
    await setOrigins('shop', ['http://localhost:4000'])
    expect(await allowed('shop', 'http://127.0.0.1:5173')).toBe(false)
    expect(await allowed('shop', 'http://localhost:4000')).toBe(true)
  })

  it('takes only exact http(s) origins into a list', async () => {
    for (const bad of ['http://127.0.0.1:*', 'http://127.0.0.1:5173/', 'javascript:alert(1)', '*', 42]) {
      const { status, json } = await setOrigins('strict', [bad])
      expect(status, String(bad)).toBe(400)
      expect(reason(json)).toMatch(
        /is not an exact origin such as https:\/\/shop\.example or http:\/\/127\.0\.0\.1:5173$/,
      )
    }
    expect((await setOrigins('strict', 'http://127.0.0.1:5173')).status).toBe(400)
    expect(await allowed('strict', 'http://127.0.0.1:5173')).toBe(false)
  })

  it("adds the app's served origin as `portkit dev` does, keeping the project's other origins", async () => {
    await setOrigins('served', ['http://127.0.0.1:3000'])
    await allowAppOrigin(auth.auth.url, 'served', 'http://127.0.0.1:5173')
    expect(await allowed('served', 'http://127.0.0.1:5173')).toBe(true)
    expect(await allowed('served', 'http://127.0.0.1:3000')).toBe(true)
  })
})
