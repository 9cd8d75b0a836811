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
