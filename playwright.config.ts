import { defineConfig } from '@playwright/test'
import { HEADLESS_CHROMIUM } from './tests/support/headless-chromium.ts'
import { PLAYWRIGHT_DATABASE_KEY } from './tests/support/playwright-database.ts'

/**
 * The spec files that hold a worker longest (a Next.js build and `next dev`, a clone's `npm install`, the
 * most tests on one app, the fault rows that wait out spec 9's 10 s timeouts): a project of their own,
 * listed first, so workers start them before the short ones and the run does not end waiting on one of them.
 */
const LONGEST_FIRST = [
  'next-app.spec.ts',
  'readme-host-path.spec.ts',
  'solana.spec.ts',
  'email-account.spec.ts',
  'email-login.spec.ts',
  'social-login.spec.ts',
  'service-faults.spec.ts',
]

/**
 * The second, smaller run: specs whose devnet keeps its services' data in embedded PGlite (in the app's
 * folder), as a single-node `portkit serve` without DATABASE_URL does; every other run uses PostgreSQL.
 */
const PGLITE_SPECS = ['siwx.spec.ts']

/**
 * Debian's chromium, never a downloaded browser: its headless shell (package chromium-headless-shell, the
 * same Chromium without the browser's UI), as Playwright's own headless runs use. The full browser took a
 * third more CPU for the same specs (86 against 115 CPU-s on six spec files), on a machine the whole
 * `npm test` keeps busy. Four workers run spec files side by side (the run waits
 * on browsers, chains and servers far more than on the two cores: ~55 % busy at four): each spec starts
 * its own devnet on free ports, and the served apps share one template app, made once per run in the global
 * setup's folder (tests/support/shared-app.ts) and served with the spec's own devnet URLs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
  timeout: 120_000,
  // One retry: on a loaded 2-core CI machine a browser test can lose a race with its devnet once. A test that
  // fails twice still fails the run, and `npm test` ends with a recap naming every test that needed the retry
  // (scripts/e2e-recap.ts), so a flaky one is seen and mended, not hidden.
  retries: 1,
  // A net for a loaded machine, not a speed check: beside vitest and the app builds on two cores, a connect
  // (accounts, chain, balance and name read back) took over Playwright's 5 s default (CI saw three tests retried
  // for it). A state that never comes still fails.
  expect: { timeout: 15_000 },
  workers: 4,
  reporter: 'list',
  projects: [
    { name: 'longest first', testMatch: LONGEST_FIRST },
    { name: 'e2e', testIgnore: LONGEST_FIRST },
    { name: 'pglite', testMatch: PGLITE_SPECS, metadata: { [PLAYWRIGHT_DATABASE_KEY]: 'pglite' } },
  ],
  use: {
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
