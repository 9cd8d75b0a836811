import { mkdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises'

/**
 * What `marker` records, made by `create` in exactly one of the run's processes (Playwright workers run
 * spec files side by side, vitest's workers beside them): the first takes a lock folder, the others wait for the marker. A failed
 * maker removes its lock, so the next waiter tries in turn.
 */
export async function madeOnce<T>(marker: string, create: () => Promise<T>): Promise<T> {
  const lock = `${marker}.lock`
  for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline;) {
    const made = await readFile(marker, 'utf8').catch(() => undefined)
    if (made !== undefined) return JSON.parse(made) as T
    if (await takeLock(lock)) {
      try {
        const app = await create()
        await writeFile(`${marker}.part`, JSON.stringify(app))
        await rename(`${marker}.part`, marker)
        return app
      } finally {
        await rmdir(lock)
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${marker} was not made within 15 minutes`)
}

/** True when this process made the lock folder; false when another one holds it (anything else throws). */
async function takeLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
