import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { loadAppConfig, type ConfigTarget } from '../config/load-app-config.ts'
import { copyApiTypes } from '../openapi/copy-api-types.ts'
import { emitClients } from './emit-clients.ts'
import { emitConfig } from './emit-config.ts'
import { emitCsp } from './emit-csp.ts'
import { emitIndex } from './emit-index.ts'
import { listFiles } from './list-files.ts'
import { portkitVersion } from './portkit-version.ts'
import { selectImports } from './select-imports.ts'
import { assertReplaceable, writeDirAtomically } from './write-dir-atomically.ts'

export interface GenerateOptions extends ConfigTarget {
  appDir: string
  /** Relative to appDir. */
  outDir?: string
}

export interface GenerateResult {
  outDir: string
  /** Paths relative to outDir, sorted. */
  files: string[]
  config: ResolvedConfig
}

/**
 * `portkit generate`: load and resolve the config, then write the entry, config and typed API clients.
 * Every check runs before the first byte is written, and the folder is swapped in whole at the end.
 */
export async function generate({
  appDir,
  outDir = 'src/portkit',
  ...target
}: GenerateOptions): Promise<GenerateResult> {
  const root = resolve(appDir)
  const out = resolve(root, outDir)
  const config = await loadAppConfig(root, target)
  const devnet = target.manifest !== undefined
  const sources: Record<string, string> = {
    'index.ts': emitIndex(selectImports(config), { devnet }),
    'config.ts': emitConfig(config),
    'csp.ts': emitCsp(config, { devnet }),
    'api/clients.ts': emitClients(portkitVersion()),
  }
  await assertReplaceable(root, out)

  await writeDirAtomically(out, async (dir) => {
    for (const [name, text] of Object.entries(sources)) {
      await mkdir(dirname(join(dir, name)), { recursive: true })
      await writeFile(join(dir, name), text)
    }
    // clients.ts imports these by name.
    await copyApiTypes(join(dir, 'api'))
  })
  return { outDir: out, files: await listFiles(out), config }
}
