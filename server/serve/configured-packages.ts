import { importOptional } from '../optional-package.ts'
import type { PortkitServerConfig } from './server-config.ts'

/**
 * Loads the optional packages the configured features need before anything opens, so a missing one stops
 * the start with its install line, not the first visitor's login hours later. (The database's and Redis's
 * packages are loaded when they open, which is at start too.)
 */
export async function loadConfiguredPackages(config: PortkitServerConfig): Promise<void> {
  if (!config.email) return
  await importOptional('nodemailer', 'Email login (PORTKIT_SMTP_URL)', () => import('nodemailer'))
  if (config.email.social)
    await importOptional('openid-client', 'Social login (email.social)', () => import('openid-client'))
}
