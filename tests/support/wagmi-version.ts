import * as wagmi from 'wagmi'
import * as actions from 'wagmi/actions'

/**
 * The bridge tests run on wagmi 3 and, in the `wagmi-2` vitest project, on wagmi 2 (vitest.config.ts).
 * wagmi 3 renamed a few things and keeps the old names as deprecated aliases; wagmi 2 has only the old
 * ones. Each test reaches wagmi through these, so it reads the current names on either version.
 */

/** The major version of the wagmi the test runs against: 3, or 2 in the `wagmi-2` project. */
export const wagmiMajor = Number(wagmi.version.split('.')[0])

// Typed by the old names, which both versions have (wagmi 3: the same functions), so this file also
// type-checks against wagmi 2 (tsconfig.wagmi2.json).

/** wagmi 3's `getConnection` (wagmi 2: `getAccount`). */
export const getConnection: typeof actions.getAccount =
  wagmiMajor >= 3
    ? (actions as unknown as { getConnection: typeof actions.getAccount }).getConnection
    : actions.getAccount

/** wagmi 3's `useConnection` (wagmi 2: `useAccount`). */
export const useConnection: typeof wagmi.useAccount =
  wagmiMajor >= 3
    ? (wagmi as unknown as { useConnection: typeof wagmi.useAccount }).useConnection
    : wagmi.useAccount

/**
 * A mutation hook's `mutateAsync` (wagmi 3), which wagmi 2 names after the action (`signMessageAsync`,
 * `sendTransactionAsync`, ...).
 */
export function mutateAsyncOf<Run>(result: object, action: string): Run {
  const named = result as Record<string, unknown>
  const run = wagmiMajor >= 3 ? named.mutateAsync : named[`${action}Async`]
  if (typeof run !== 'function') throw new Error(`wagmi ${wagmiMajor}: no async mutation for ${action}`)
  return run as Run
}
