import { readdirSync } from 'node:fs'
import { defineConfig } from 'tsdown'

/*
 * tsdown (MIT, on Rolldown, the bundler Vite 8 already builds apps with) over tsup: it is maintained, emits
 * the .d.ts through rolldown-plugin-dts in the same pass, rewrites the sources' `.ts` import specifiers to the
 * emitted `.js`, and keeps lazy `import()`s as separate chunks, so a host's build still leaves out what its
 * config does not select. Every npm package stays external (`neverBundle`): the host installs one copy.
 */

/** `<folder>/<name>/index.ts` of every subfolder: the wildcard exports features/* and plugins/*. */
function indexEntries(folder: string, as: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [`${as}/${entry.name}/index`, `${folder}/${entry.name}/index.ts`]),
  )
}

const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot']
const CONNECTORS = [
  'injected',
  'walletconnect',
  'coinbase',
  'auth',
  'wallet-standard',
  'bitcoin-wallet-standard',
  'polkadot-extension',
]

/** The package's subpath exports (package.json `exports` maps `./<name>` to `dist/<key>.js`). */
const LIBRARY_ENTRIES: Record<string, string> = {
  'config/index': 'runtime/config/index.ts',
  'networks/index': 'runtime/networks/index.ts',
  'runtime/index': 'runtime/index.ts',
  'react/index': 'runtime/react/index.ts',
  'plugin-ui/index': 'runtime/ui/plugin-ui.ts',
  ...Object.fromEntries(NAMESPACES.map((ns) => [`adapters/${ns}/index`, `runtime/adapters/${ns}/index.ts`])),
  ...Object.fromEntries(CONNECTORS.map((c) => [`connectors/${c}/index`, `runtime/connectors/${c}/index.ts`])),
  ...indexEntries('runtime/features', 'features'),
  ...indexEntries('plugins', 'plugins'),
  'siwx-server/index': 'plugins/siwx/server/index.ts',
  'api/index': 'runtime/services/api/create-api-client.ts',
  'wagmi/index': 'runtime/bridges/wagmi/index.ts',
  'ssr/index': 'runtime/services/connection-cookie.ts',
}

const shared = {
  format: 'esm',
  sourcemap: true,
  // `.js`/`.d.ts` under "type": "module", as the exports name them.
  fixedExtension: false,
  deps: { neverBundle: true },
} as const

export default defineConfig([
  {
    ...shared,
    entry: LIBRARY_ENTRIES,
    outDir: 'dist',
    platform: 'neutral',
    dts: true,
  },
  {
    ...shared,
    // bin/portkit.mjs and bin/create-portkit.mjs import it; each command's `import()` becomes its own chunk,
    // so a command loads only the tools it uses.
    entry: { main: 'cli/main.ts' },
    outDir: 'dist/cli',
    platform: 'node',
  },
])
