import { createHash } from 'node:crypto'
import type { SocialProvider } from '../../../server/email-auth/social/social-providers.ts'

export interface SocialAccount {
  /** Stable per provider and email, like a real provider's subject. */
  sub: string
  name: string
  email: string
}

/** The test users who signed in at one stand-in provider, in memory. */
export class SocialAccounts {
  readonly #accounts = new Map<string, SocialAccount>()
  readonly #authorized = new Set<string>()

  constructor(private readonly provider: SocialProvider) {}

  /** Records (or renames) the user with this email and returns the account. */
  signIn(name: string, email: string): SocialAccount {
    const normalised = email.trim().toLowerCase()
    const sub = createHash('sha256').update(`${this.provider}:${normalised}`).digest('hex').slice(0, 32)
    const account = { sub, name: name.trim(), email: normalised }
    this.#accounts.set(sub, account)
    return account
  }

  find(sub: string): SocialAccount | undefined {
    return this.#accounts.get(sub)
  }

  /** Whether `sub` authorized before, noting that it now has (Apple names a user on the first time only). */
  authorizedBefore(sub: string): boolean {
    const before = this.#authorized.has(sub)
    this.#authorized.add(sub)
    return before
  }
}
