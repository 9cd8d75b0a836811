import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { templateApp, variantApp, type AppVariant } from './shared-app.ts'

/**
 * Makes this run's template app and every app variant (the `AppVariant` exports of tests/e2e/support/*-app.ts)
 * ahead of Playwright, in the run folder named by PORTKIT_E2E_RUN_DIR: scripts/test-suites.ts runs it beside
 * vitest, so the browser tests start with their apps built. Anything it fails to make, the spec that needs it
 * makes itself (shared-app.ts), so a failure here costs time, never a result.
 */
const supportDir = new URL('../e2e/support/', import.meta.url)

async function appVariants(): Promise<AppVariant[]> {
  const files = (await readdir(fileURLToPath(supportDir))).filter((name) => name.endsWith('-app.ts'))
  const modules = await Promise.all(
    files.map((name) => import(new URL(name, supportDir).href) as Promise<Record<string, unknown>>),
  )
  return modules.flatMap((exports) => Object.values(exports).filter(isAppVariant))
}

function isAppVariant(value: unknown): value is AppVariant {
  if (typeof value !== 'object' || value === null) return false
  const { name, edit } = value as Partial<AppVariant>
  return typeof name === 'string' && typeof edit === 'function'
}

const template = templateApp()
if (!template) throw new Error('PORTKIT_E2E_RUN_DIR is not set')
await template
console.log('template app made')
// One at a time: the machine's other core runs vitest meanwhile.
for (const variant of await appVariants()) {
  await variantApp(variant)
  console.log(`${variant.name} app made`)
}
