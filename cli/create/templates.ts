import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Templates ship inside the package, next to the CLI, so `npx` finds them wherever it runs. */
export const TEMPLATES_DIR = fileURLToPath(new URL('../../templates/', import.meta.url))

export function listTemplates(): string[] {
  return readdirSync(TEMPLATES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}
