import { test } from '@playwright/test'
import { startServedApp, type ServedApp } from '../../support/served-app.ts'

/**
 * One served app (a copy of the run's template app or of a variant, on a fresh devnet) for the calling spec
 * file, whose tests then run in order: made before the first test, stopped after the last. Call it once at
 * the top of the file. The returned object reads the running app's fields (`app.url`, `app.devnet`), and
 * throws when read outside the file's tests (before the app is up, or after its setup failed).
 */
export function servedAppPerFile(
  options?: Parameters<typeof startServedApp>[0],
  { setupTimeoutMs = 300_000 } = {},
): ServedApp {
  test.describe.configure({ mode: 'serial' })
  let running: ServedApp | undefined
  test.beforeAll(async () => {
    test.setTimeout(setupTimeoutMs)
    running = await startServedApp(options)
  })
  test.afterAll(async () => {
    await running?.stop()
  })
  return new Proxy({} as ServedApp, {
    get(_target, field) {
      if (!running) throw new Error('The served app is not running: its setup has not run or failed')
      return running[field as keyof ServedApp]
    },
  })
}
