import { describe, expect, it } from 'vitest'
import { ORIGIN_CHECK_PATH } from '../../../server/frame/app/frame-config.ts'
import { ProjectInputError, projectStore } from '../../../server/projects/project-store.ts'
import { startEmailAuthFor } from '../../unit/server/email-auth-harness.ts'

/**
 * Spec section 8, 'Invalid App Configuration - origin not on allowlist': the server keeps each project's
 * allowed origins (`portkit serve project allow-origin`), and the secure frame asks its auth service
 * whether its embedding page's origin is one of them (the frame refuses otherwise;
 * tests/e2e/email-login.spec.ts shows the visitor's side).
 */
const auth = startEmailAuthFor()

async function allowed(projectId: string, origin: string): Promise<boolean> {
  const query = new URLSearchParams({ projectId, origin })
  const response = await fetch(`${auth.auth.url}${ORIGIN_CHECK_PATH}?${query}`)
  return ((await response.json()) as { allowed: boolean }).allowed
}

async function allowOrigins(projectId: string, origins: unknown[]) {
  const projects = projectStore(auth.db)
  await projects.save({ projectId, analytics: false, services: ['email-auth'] })
  for (const origin of origins) await projects.allowOrigin(projectId, origin as string)
}

describe('spec 8: a project allows only the origins on its allowlist', () => {
  it('allows nothing for a project nobody listed an origin for', async () => {
    expect(await allowed('never-listed', 'http://127.0.0.1:5173')).toBe(false)
  })

  it('compares exact origins, per project: another host alias, port or project is refused', async () => {
    await allowOrigins('shop', ['http://127.0.0.1:5173'])
    expect(await allowed('shop', 'http://127.0.0.1:5173')).toBe(true)
    for (const other of ['http://localhost:5173', 'http://127.0.0.1:5174', 'https://127.0.0.1:5173', 'null'])
      expect(await allowed('shop', other), other).toBe(false)
    expect(await allowed('other-shop', 'http://127.0.0.1:5173')).toBe(false)
  })

  it('takes only exact http(s) origins into a list', async () => {
    for (const bad of ['http://127.0.0.1:*', 'http://127.0.0.1:5173/', 'javascript:alert(1)', '*', 42]) {
      const refused = allowOrigins('strict', [bad])
      await expect(refused, String(bad)).rejects.toThrow(ProjectInputError)
      await expect(refused).rejects.toThrow(
        /is not an exact origin such as https:\/\/shop\.example or http:\/\/127\.0\.0\.1:5173$/,
      )
    }
    expect(await allowed('strict', 'http://127.0.0.1:5173')).toBe(false)
  })

  it("adds the app's served origin as `portkit dev` does, keeping the project's other origins", async () => {
    await allowOrigins('served', ['http://127.0.0.1:3000'])
    await allowOrigins('served', ['http://127.0.0.1:5173'])
    expect(await allowed('served', 'http://127.0.0.1:5173')).toBe(true)
    expect(await allowed('served', 'http://127.0.0.1:3000')).toBe(true)
  })
})
