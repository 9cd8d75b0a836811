import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'

// A host's bundle keeps only the errors it can throw: the catalogue's classes must be droppable one by one.
// A class whose definition runs code (a static field reading ERROR_DOCS once did) stays in every bundle
// that imports the catalogue at all, whatever it uses: the demo app's initial JS grew 4 KiB that way.

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portkit-tree-shaking-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The bundle (ESM, not minified) of a module that imports `names` from the error catalogue and uses them. */
async function bundleOf(names: string[]): Promise<string> {
  const entry = join(dir, `entry-${names.join('-')}.ts`)
  await writeFile(
    entry,
    `import { ${names.join(', ')} } from ${JSON.stringify(join(REPO, 'runtime/core/errors.ts'))}\n` +
      `console.log(${names.join(', ')})\n`,
  )
  // As a host's Vite builds it (production, unminified so names can be read).
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: { write: false, minify: false, lib: { entry, formats: ['es'] } },
  })) as Rollup.RollupOutput[]
  return result
    .flatMap(({ output }) => output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n')
}

it("a bundle that uses one error class leaves the catalogue's others out", async () => {
  const code = await bundleOf(['ConfigError'])
  expect(code).toContain('ConfigError')
  for (const unused of ['SwapNetworkNotSupportedError', 'InvalidCaipAddressError', 'RelayConnectionError'])
    expect(code, unused).not.toContain(unused)
})

it('each class keeps its docs page', async () => {
  const code = await bundleOf(['SwapNetworkNotSupportedError'])
  expect(code).toContain('errors.md#feature-flows')
})
