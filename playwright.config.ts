import { defineConfig } from '@playwright/test'

/**
 * Debian's chromium, never a downloaded browser; one worker because each spec starts its own devnet (and
 * the served apps share one template app, installed and built once per run by the global setup's folder).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
  timeout: 120_000,
  workers: 1,
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
