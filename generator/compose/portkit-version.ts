import { readFileSync } from 'node:fs'

/** The version of this portkit package: the CLI's `--version`, the default dependency spec, and `sv`. */
export function portkitVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  return pkg.version
}
