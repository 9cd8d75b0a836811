/**
 * The data Portkit bundles (its wallet catalogue and icons, its default token lists), each a lazy chunk,
 * beside the initial JS: the demo app built again by its own `portkit build --devnet --json` (the installed
 * package and the app's own Vite, as the demo's dist was built), whose module graph names what each chunk
 * holds. A report, not a test: numbers are printed, never asserted.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { BuildReport } from '../generator/build/build-app.ts'
import { kib, type JsSize } from '../generator/build/js-size.ts'
import type { ServedApp } from '../tests/support/served-app.ts'

/** What `portkit build --json` prints. */
type BuildJson = JsSize & Pick<BuildReport, 'data'>

export async function benchDataChunks(app: Pick<ServedApp, 'appDir'>): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'portkit-bench-data-'))
  try {
    // The repository's own Vite may be another version than the app's, which splits chunks otherwise.
    const { stdout } = await promisify(execFile)(
      join(app.appDir, 'node_modules/.bin/portkit'),
      ['build', '--devnet', '--json', '--out-dir', outDir],
      { cwd: app.appDir, maxBuffer: 64 * 1024 * 1024 },
    )
    const { data, ...size } = JSON.parse(stdout) as BuildJson
    const initialFiles = size.files.filter((file) => file.initial).length
    console.log('\nBundled data (gzip): lazy chunks, beside the initial JS')
    console.table({
      'initial JS': { gzip: kib(size.initialGzip), chunks: initialFiles, loaded: 'initial' },
      ...Object.fromEntries(
        data.map((chunks) => [
          chunks.data,
          {
            gzip: kib(chunks.gzip),
            chunks: chunks.files.length,
            loaded: chunks.initial ? 'INITIAL' : 'lazy',
          },
        ]),
      ),
    })
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}
