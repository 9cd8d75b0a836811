import { readFileSync } from 'node:fs'
import { PortkitError } from '../runtime/core/errors.ts'
import { packageFile } from '../generator/package-root.ts'

/**
 * portkit's optional peers that only the server loads (PostgreSQL, Redis, SMTP, social login's OpenID
 * Connect and OAuth 2 client, the Coinbase on-ramp's JWT signing): a host installs them where it runs
 * `portkit serve`, and its app's browser bundle never holds them.
 */
export const SERVER_PEERS = ['pg', 'redis', 'nodemailer', 'openid-client'] as const

/**
 * A package the server loads only for the setting that needs it (PostgreSQL, embedded PGlite, Redis, SMTP,
 * social login),
 * so a host installs only what it uses. Its message is the one line that fixes it.
 */
export class MissingPackageError extends PortkitError {
  override name = 'MissingPackageError'
}

/** Whether `error` is a failed import of one of `names` itself (not of something broken inside it). */
export function isMissingPackage(error: unknown, names: readonly string[]): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  return (
    code === 'ERR_MODULE_NOT_FOUND' &&
    typeof message === 'string' &&
    names.some((name) => message.includes(`'${name}'`))
  )
}

/**
 * `load()` (an `import()` of `name`, written out so the module keeps its types), or, when `name` is not
 * installed, a MissingPackageError naming what needs it and the install line at portkit's own range.
 */
export async function importOptional<Module>(
  name: string,
  neededFor: string,
  load: () => Promise<Module>,
): Promise<Module> {
  try {
    return await load()
  } catch (error) {
    if (!isMissingPackage(error, [name])) throw error
    throw new MissingPackageError(
      `${neededFor} needs the ${name} package, which is not installed: npm install ${installSpec(name)}`,
      { cause: error },
    )
  }
}

/** `name` at the range portkit declares: as an optional peer, else as a CLI tool (devDependencies). */
function installSpec(name: string): string {
  const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as Record<
    'peerDependencies' | 'devDependencies',
    Record<string, string>
  >
  return `${name}@${pkg.peerDependencies[name] ?? pkg.devDependencies[name]}`
}
