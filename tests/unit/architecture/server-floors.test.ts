import { describe, expect, it } from 'vitest'
import { moduleRefs, resolveRelative, sourceFiles } from './imports.ts'

// ARCHITECTURE.md and issue 27: `server/` is what a host deploys (`portkit serve`). It is configured with its
// sources (chains, tokens, contracts, catalogue, keys) and never reaches into the devnet, which stands in for
// the outside world and starts the server with its own values. Imports only point into the shared, pure
// parts of the package.

/** Where a server file may import from, besides `server/` itself (prefixes of repository paths). */
const SERVER_MAY_IMPORT = [
  'server/',
  // Pure shared code: validation, error texts, types, the generated API contract types.
  'runtime/core/',
  'runtime/services/api/',
  // Host-side plugin parts a server also runs (the SIWX verifier) and plugin constants.
  'plugins/siwx/server/',
  'plugins/swap/constants.ts',
  // The spec's on-ramp limits, chains and fallbacks: one source for the plugin and the providers' checks.
  'plugins/onramp/constants.ts',
  // Locates the package's own files (the catalogue, openapi/, the frame app).
  'generator/package-root.ts',
]

/** The secure frame's page runs in the browser and speaks the connector's frame protocol. */
const FRAME_APP_MAY_ALSO_IMPORT = [
  'runtime/connectors/auth/frame-protocol.ts',
  'runtime/connectors/walletconnect/solana-signature.ts',
]

function allowed(file: string, target: string): boolean {
  const prefixes = file.startsWith('server/frame/app/')
    ? [...SERVER_MAY_IMPORT, ...FRAME_APP_MAY_ALSO_IMPORT]
    : SERVER_MAY_IMPORT
  return prefixes.some((prefix) => (prefix.endsWith('/') ? target.startsWith(prefix) : target === prefix))
}

describe('server floors: the deployable services stand on their own', () => {
  const files = sourceFiles('server')

  it('finds the server sources', () => {
    expect(files).toContain('server/http/start-http-server.ts')
  })

  it('no server file imports the devnet, the CLI, the tests or the UI (any import, type or value)', () => {
    const outside = files.flatMap((file) =>
      moduleRefs(file).flatMap((ref) => {
        const target = resolveRelative(file, ref.specifier)
        return target && !allowed(file, target) ? [`${file}:${ref.line} -> ${target}`] : []
      }),
    )
    expect(outside).toEqual([])
  })
})
