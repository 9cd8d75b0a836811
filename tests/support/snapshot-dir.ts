import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under `dir` (relative path) with its bytes in base64, for byte-for-byte comparisons. */
export function snapshotDir(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name)
      files[path.slice(dir.length + 1)] = readFileSync(path).toString('base64')
    }
  }
  return files
}
