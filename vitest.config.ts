import { defineConfig, type ViteUserConfig } from 'vitest/config'

function isWalletConnectSocketNoise(error: { message?: string; stack?: string }): boolean {
  return (
    error.message === 'Received network error or non-101 status code.' &&
    (error.stack ?? '').includes('@walletconnect/jsonrpc-ws-connection')
  )
}

/** What every run of the suite shares, `npm test`'s and `npm run mutate`'s (vitest.mutate.config.ts). */
export const RUN_OPTIONS = {
  // A net for a test that hangs, not a speed check: beside the browser tests on two cores, the CLI files'
  // tests (npm installs, builds, type-checks in child processes) run several times slower than alone (CI
  // saw plugins-cli's take 20-30 s each and time out at the former 30 s).
  testTimeout: 90_000,
  // vitest's default on two cores is one worker; many files wait on devnets, builds and servers, so two
  // keep both cores busy beside the e2e app builds (scripts/test-suites.ts).
  maxWorkers: 2,
  // Files share a worker's module cache instead of a fresh worker each (~0.7 s startup per file, 220
  // files): every Portkit instance is made per test (createPortkit, never module singletons), so
  // nothing carries over; all files pass either way (checked with and without).
  isolate: false,
  hookTimeout: 120_000,
  // expect.poll waits for lazily loaded views and chains: vitest's 1 s lost that race on a loaded CI machine
  // (two files failed while the browser tests ran beside them); a rule that never holds still fails.
  expect: { poll: { timeout: 10_000 } },
  // WalletConnect's socket rejects a promise nobody holds when its relay is gone or refuses (a client a
  // finished file left behind reconnecting to its stopped relay; the refusal tests): that one error only,
  // by its message and origin, is not the running file's failure. Every other unhandled error still fails.
  onUnhandledError: (error) => !isWalletConnectSocketNoise(error),
} satisfies ViteUserConfig['test']

/** Test files that run alone in a fresh worker (see the 'own-worker' project). */
const OWN_WORKER = [
  'tests/spec/09-constants/rpc-transport.test.ts',
  'tests/unit/server/auth-guessing.test.ts',
  'tests/spec/04-states/walletconnect-session.test.ts',
]

export default defineConfig({
  test: {
    ...RUN_OPTIONS,
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'portkit',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/unit/**/*.test.tsx',
            'tests/spec/**/*.test.ts',
            'tests/spec/**/*.test.tsx',
          ],
          exclude: OWN_WORKER,
        },
      },
      {
        // Files that fake the clock over minutes run in a worker of their own: in a shared one, the timers a
        // WalletConnect client of an earlier file left running (its heartbeat, its relay retries) fire with
        // every fake minute and start real work, and the advance outlasts the test's time (seen in CI).
        // So do files that vi.mock a module the server code imports (node:crypto, to watch its calls): in
        // a shared module cache an earlier file already loaded the server with the real one.
        // And walletconnect-session's relay refusals: the SDK of a refused pairing (2.21.8) goes on reopening
        // its socket at once, every time, after Portkit stopped and the relay closed (thousands of sockets a
        // second: in a shared worker CI saw it reach the open-file limit and stall every later file).
        // Its worker ends with the file.
        extends: true,
        test: { name: 'own-worker', include: OWN_WORKER, isolate: true },
      },
      {
        // The wagmi bridge supports wagmi 2 and wagmi 3 (issue 11): its tests run a second time with
        // `wagmi` and `wagmi/*` resolved to wagmi 2 (the `wagmi-v2` devDependency, npm:wagmi@^2).
        extends: true,
        test: {
          name: 'wagmi-2',
          include: [
            'tests/unit/bridges/**/*.test.ts',
            'tests/unit/bridges/**/*.test.tsx',
            // Spec 4's reconnecting status as wagmi reports it.
            'tests/spec/04-states/wagmi-reconnecting.test.ts',
          ],
          alias: [{ find: /^wagmi(\/.*)?$/, replacement: 'wagmi-v2$1' }],
        },
      },
    ],
  },
})
