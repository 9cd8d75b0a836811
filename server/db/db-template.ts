import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { MIGRATIONS } from './migrations.ts'

/**
 * A cache of an empty, migrated database (a PGlite data dir tarball, ~5 MB) in the OS temp dir.
 * Creating a database runs initdb (1.5-3 s here); loading this tarball instead takes a fraction of
 * that. The file name holds the PGlite version and a hash of the migrations, so a change of either
 * makes a new template rather than loading a stale one.
 */
export function templatePath(): string {
  const key = createHash('sha256')
    .update(`${pgliteVersion()}\n${MIGRATIONS.join('\n')}`)
    .digest('hex')
  return join(tmpdir(), `portkit-devnet-db-template-${key.slice(0, 16)}.tar.gz`)
}

function pgliteVersion(): string {
  // The package does not export its package.json; find it beside the resolved entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir)
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

/** The cached template, or undefined when there is none yet (or it cannot be read). */
export function readTemplate(): Blob | undefined {
  try {
    return new Blob([readFileSync(templatePath())])
  } catch {
    return undefined
  }
}

/** Saves a freshly migrated, still empty database as the template; a failure only costs speed later. */
export async function saveTemplate(db: PGlite): Promise<void> {
  const path = templatePath()
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`
  try {
    const dump = await db.dumpDataDir('gzip')
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()))
    // Rename is atomic: a concurrent reader sees no file or a whole one.
    renameSync(temp, path)
  } catch {
    rmSync(temp, { force: true })
  }
}

/** Drops a template that failed to load, so the next start makes a good one. */
export function discardTemplate(): void {
  rmSync(templatePath(), { force: true })
}
