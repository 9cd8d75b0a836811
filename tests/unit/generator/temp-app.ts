import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO = resolve(fileURLToPath(new URL('../../..', import.meta.url)))

/**
 * A throwaway app folder whose `portkit` is this checkout (a symlink, as `npm link` would make), plus any
 * of the repo's own dependencies by name: `npm install` without the network or the wait.
 */
export function tempApp(prefix: string, dependencies: string[] = []): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
  mkdirSync(join(dir, 'node_modules'))
  symlinkSync(REPO, join(dir, 'node_modules', 'portkit'), 'dir')
  for (const name of dependencies) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true })
    symlinkSync(join(REPO, 'node_modules', name), join(dir, 'node_modules', name), 'dir')
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A portkit.config.ts over the devnet presets; `extra` is spliced in as more options. */
export function configText(extra = ''): string {
  return `import { defineConfig } from 'portkit/config'
import { devnetAlpha, devnetBeta } from 'portkit/networks'

export default defineConfig({
  projectId: 'demo',
  metadata: { name: 'Demo', description: 'Test app', url: 'http://localhost:5173', icons: [] },
  networks: [devnetAlpha, devnetBeta],
  ${extra}
})
`
}
