import { readFileSync } from 'node:fs'
import { packageFile } from '../package-root.ts'

/** The version of this portkit package: the CLI's `--version`, the default dependency spec, and `sv`. */
export function portkitVersion(): string {
  const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as {
    version: string
  }
  return pkg.version
}
