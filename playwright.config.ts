import { defineConfig } from '@playwright/test'

/**
 * Debian's chromium, never a downloaded browser. Two workers run spec files side by side: each spec starts
 * its own devnet on free ports, and the served apps share one template app, made once per run in the global
 * setup's folder (tests/support/shared-app.ts) and served with the spec's own devnet URLs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
  timeout: 120_000,
  workers: 2,
  // Stopgap, named in the issue note: under two busy workers a network switch has (rarely) closed the modal
  // instead of going back to Account, a product race still to find. A retried test is reported as flaky.
  retries: 1,
  reporter: 'list',
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
