import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig } from 'tsdown'
import { barrelSourceMaps } from './scripts/barrel-source-maps.ts'
import { exportedModules } from './scripts/exported-modules.ts'

/*
 * tsdown (MIT, Node 22) rather than tsup: it runs on Rolldown, the bundler Vite 8 builds the host's app with,
 * emits the .d.ts through rolldown-plugin-dts in the same pass, and rewrites the sources' `.ts` import
 * specifiers to the emitted `.js` (in the .d.ts too). Every npm package stays external
 * (`neverBundle`): the host installs one copy of each.
 */

const shared = {
  format: 'esm',
  // With barrelSourceMaps: rolldown alone leaves the re-export-only entries (most subpath exports) without one.
  sourcemap: true,
  plugins: barrelSourceMaps(),
  // `.js`/`.d.ts` under "type": "module", as the exports name them.
  fixedExtension: false,
  deps: { neverBundle: true },
  // No per-file size table (1,300 lines, and seconds of gzip): `portkit build` reports what a host ships.
  report: false,
} as const

/** TypeScript 7's compiler (the `typescript-native` alias; the `typescript` package stays 5.x for the tools). */
function tsgoPath(): string {
  const require = createRequire(import.meta.url)
  const typescript7 = dirname(require.resolve('typescript-native/package.json'))
  const exePath = require(join(typescript7, 'lib/getExePath.js')) as { default: () => string }
  return exePath.default()
}

export default defineConfig([
  {
    ...shared,
    // The source of every subpath export in package.json.
    entry: exportedModules().map((module) => module.source),
    // One output module per source module, at the source's path (viem's layout): the host's bundler
    // tree-shakes and splits as it did over the sources, lazy `import()`s of views and features stay
    // separate, and a build's size report and the bundle tests still see which source each byte comes from.
    unbundle: true,
    root: '.',
    outDir: 'dist',
    platform: 'neutral',
    // No declaration maps: they would point at the .ts sources, which the package does not ship (each .js.map
    // carries its source inline), so an editor's go-to-definition would land on the .d.ts all the same.
    // Emitted by TypeScript 7 over the shipped sources only (tsconfig.build.json): the JavaScript compiler took
    // 14 of the build's 24 s, which `npm test` waits for before anything else starts.
    dts: { generator: 'tsgo', tsgo: { path: tsgoPath() }, tsconfig: 'tsconfig.build.json' },
  },
  {
    ...shared,
    // bin/portkit.mjs and bin/create-portkit.mjs import main. Bundled: each command's `import()` becomes its
    // own chunk, so a command loads only the tools it uses. `portkit serve` has its own entry, free of
    // commander, for a host's production install.
    entry: { main: 'cli/main.ts', serve: 'cli/serve/serve-command.ts' },
    outDir: 'dist/cli',
    platform: 'node',
  },
])
