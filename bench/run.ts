/**
 * `npm run bench`: sizes of the scaffolded demo app's JS (initial vs lazy, gzip) and its first open, each
 * against a bare React + viem app; the bundled data's lazy chunks (bench/data-chunks.ts); then AllWallets;
 * then install sizes (bench/install-size.ts). With PORTKIT_BENCH_REFERENCE=<another checkout> the JS sizes
 * also show that checkout's demo app beside this one's (bench/reference.ts). A report, not a test: numbers
 * are printed, never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { REPO_ROOT } from '../tests/support/scaffold-app.ts'
import { generatedWalletCatalogue } from '../tests/fixtures/generated-wallets.ts'
import { startServedApp } from '../tests/support/served-app.ts'
import { ensureBuilt } from '../tests/support/built-package.ts'
import { kib, measureJs } from '../generator/build/js-size.ts'
import { benchAllWallets } from './all-wallets.ts'
import { benchDataChunks } from './data-chunks.ts'
import { benchFirstOpen } from './first-open.ts'
import { benchInstallSize } from './install-size.ts'
import { REFERENCE_ENV, startReferenceDemo } from './reference.ts'

const INITIAL_BUDGET_OVER_BASELINE = 25 * 1024

async function buildBaseline(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'portkit-baseline-'))
  await build({
    root: join(REPO_ROOT, 'bench/baseline-app'),
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

// The demo app installs the packed package, so dist/ is built first when a source is newer than it.
await ensureBuilt()
// Before this process's own Vite builds, which set NODE_ENV=production.
const referenceDir = process.env[REFERENCE_ENV]
const reference = referenceDir ? await startReferenceDemo(referenceDir) : undefined
// One demo app for both reports: scaffolded, built against the devnet and served; its catalogue API serves
// the 738 generated wallets (a test fixture), which the AllWallets report scrolls through.
const app = await startServedApp({ walletCatalogue: generatedWalletCatalogue() })
const baselineDir = await buildBaseline()
const [baseline, demo] = [await measureJs(baselineDir), await measureJs(join(app.appDir, 'dist'))]
const overhead = demo.initialGzip - baseline.initialGzip

console.log('\nJS size (gzip)')
console.table({
  'bare React + viem': { initial: kib(baseline.initialGzip), lazy: kib(baseline.lazyGzip) },
  'portkit demo app': { initial: kib(demo.initialGzip), lazy: kib(demo.lazyGzip) },
  ...(reference && {
    [`portkit demo app at ${reference.commit} (${REFERENCE_ENV})`]: {
      initial: kib(reference.size.initialGzip),
      lazy: kib(reference.size.lazyGzip),
    },
  }),
})
if (reference) {
  const change = demo.initialGzip - reference.size.initialGzip
  console.log(
    `initial JS against ${reference.commit}'s demo app (${reference.dir}): ${change > 0 ? '+' : ''}${change} B ` +
      `gzip (${demo.initialGzip} B vs ${reference.size.initialGzip} B) -> ${change > 0 ? 'LARGER' : change < 0 ? 'smaller' : 'unchanged'}`,
  )
}
console.log('demo app files:')
console.table(
  Object.fromEntries(
    demo.files.map((f) => [f.file, { gzip: kib(f.gzip), loaded: f.initial ? 'initial' : 'lazy' }]),
  ),
)
console.log(
  `initial JS over baseline: ${kib(overhead)} (target: at most ${kib(INITIAL_BUDGET_OVER_BASELINE)}) -> ${
    overhead <= INITIAL_BUDGET_OVER_BASELINE ? 'within target' : 'OVER TARGET'
  }`,
)
try {
  await benchDataChunks(app)
  await benchFirstOpen(app, baselineDir, reference)
  await benchAllWallets(app)
} finally {
  await app.stop()
  await reference?.stop()
  await rm(baselineDir, { recursive: true, force: true })
}
await benchInstallSize()
