import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packageFile } from '../../generator/package-root.ts'
import { importOptional } from '../optional-package.ts'

// Resolved on use: a module graph loaded under a DOM test environment may import this file too.
const appDir = () => packageFile('server/frame/app/')
/** The runtime modules the frame bundles besides its own folder: an edit of one builds anew too. */
const RUNTIME_SOURCES = [
  'connectors/auth/frame-protocol.ts',
  'core/solana-wire.ts',
  'core/solana-provider-methods.ts',
  'connectors/walletconnect/solana-signature.ts',
]
const runtimeFiles = () => RUNTIME_SOURCES.map((file) => packageFile(`runtime/${file}`))

/** A key over the frame's sources, so an edit builds a new bundle instead of serving a stale one. */
function sourceKey(): string {
  const hash = createHash('sha256')
  const dir = appDir()
  const files = [
    ...readdirSync(dir)
      .sort()
      .map((name) => join(dir, name)),
    ...runtimeFiles(),
  ]
  for (const file of files) hash.update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

/** Where `npm run build` puts the frame's script (scripts/build-frame.ts), so an installed package needs no Vite. */
export function prebuiltFrameScriptPath(key = sourceKey()): string {
  return packageFile(`dist/frame/frame-${key}.js`)
}

/**
 * The frame's script (its own code plus viem's account signing and idb-keyval) for these sources: the one
 * `npm run build` put in dist/ (the installed package), else the one a devnet start left in the OS temp dir
 * (~1 ms), else bundled by Vite now and kept there for the next start.
 */
export async function frameScript(): Promise<string> {
  const key = sourceKey()
  const cached = join(tmpdir(), `portkit-frame-${key}.js`)
  for (const file of [prebuiltFrameScriptPath(key), cached]) {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      // Not built yet.
    }
  }
  const code = await buildFrameScript()
  // Rename is atomic: a devnet starting at the same time reads no file or a whole one.
  const temp = `${cached}.${process.pid}.${Date.now()}.tmp`
  writeFileSync(temp, code)
  renameSync(temp, cached)
  return code
}

/** Bundles the frame's script with Vite: one minified ES module. */
export async function buildFrameScript(): Promise<string> {
  const { build } = await importOptional('vite', "Building the secure frame's script", () => import('vite'))
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: appDir(),
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(appDir(), 'frame-main.ts'), formats: ['es'], fileName: 'frame' },
      // One file: the frame server serves exactly /frame.js.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
  const outputs = Array.isArray(output) ? output : [output]
  const chunks = outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item) => item.type === 'chunk')
  const chunk = chunks[0]
  if (!chunk || chunks.length !== 1) throw new Error(`Vite built ${chunks.length} frame scripts, not one`)
  return chunk.code
}
