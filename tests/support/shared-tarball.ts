import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import { packPortkit, removePackedTarball } from './scaffold-app.ts'

/** Longer than a pack on a busy 2-core machine. */
const WAIT_MS = 180_000

/**
 * The package as npm packs it, once per test run for every file that installs or inspects the tarball
 * (the global setup gives the folder and removes it after the run). Files run in parallel workers: the
 * first to ask packs, behind a lock folder (mkdir is atomic); the others wait for the tarball to appear.
 */
export async function sharedTarball(): Promise<string> {
  const dir = inject('packDir')
  const tarball = join(dir, 'portkit.tgz')
  const lock = join(dir, 'packing')
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(200)) {
    if (existsSync(tarball)) return tarball
    if (!takeLock(lock)) continue
    try {
      const packed = await packPortkit()
      // Renamed whole: a waiting file sees no tarball or a complete one.
      renameSync(packed, tarball)
      await removePackedTarball(packed)
      return tarball
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  throw new Error(`No shared tarball in ${dir} after ${WAIT_MS} ms`)
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock)
    return true
  } catch {
    return false
  }
}
