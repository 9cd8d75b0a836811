import { readFileSync } from 'node:fs'

/**
 * The packages the devnet's email login runs on (SMTP mail catcher, mail parsing, sending). They are not CLI
 * tools: an app installs them only once it uses email login, and the devnet starts email login only then.
 */
export const EMAIL_LOGIN_PACKAGES = ['smtp-server', 'mailparser', 'nodemailer'] as const

/** `npm install --save-dev ...` for them at the versions portkit is tested with (newer mailparser fails). */
export function emailLoginInstallLine(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    devDependencies: Record<string, string>
  }
  const specs = EMAIL_LOGIN_PACKAGES.map((name) => `${name}@${pkg.devDependencies[name]}`)
  return `npm install --save-dev ${specs.join(' ')}`
}
