/**
 * The data Portkit bundles (its wallet catalogue and icons, its default token lists), each a lazy chunk,
 * beside the initial JS: the demo app built again through `portkit build`'s own code, whose module graph
 * names what each chunk holds. A report, not a test: numbers are printed, never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../generator/build/build-app.ts'
import { kib } from '../generator/build/js-size.ts'
import type { ServedApp } from '../tests/support/served-app.ts'

export async function benchDataChunks(app: Pick<ServedApp, 'appDir' | 'devnet'>): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'portkit-bench-data-'))
  try {
    const { size, data } = await buildApp({ appDir: app.appDir, outDir, manifest: app.devnet.manifest })
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
