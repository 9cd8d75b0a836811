import { InvalidAccountNameError } from '../errors.ts'

// A name to register: at least 4 characters, only letters, digits and hyphens (spec section 5).
const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

export function isValidAccountName(name: string): boolean {
  return ACCOUNT_NAME.test(name)
}

export function assertAccountName(name: string): string {
  if (!isValidAccountName(name)) throw new InvalidAccountNameError()
  return name
}
