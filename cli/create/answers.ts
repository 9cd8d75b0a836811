import { CliError } from '../errors.ts'
import type { CreateFlags } from '../commands/create.ts'
import { createPrompter } from './prompter.ts'

export interface CreateAnswers {
  name: string
  theme: 'light' | 'dark'
}

// npm's rules for a package name: lowercase, URL-safe, optional scope, at most 214 characters.
const PACKAGE_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/

/** Flags win; prompts fill only what the flags left out, and only for a human at a terminal. */
export async function collectAnswers(folderName: string, flags: CreateFlags): Promise<CreateAnswers> {
  const fallbackName = toPackageName(folderName)
  let { name, theme } = flags
  if (process.stdin.isTTY && !flags.yes && (name === undefined || theme === undefined)) {
    const prompter = createPrompter()
    try {
      name ??= await prompter.ask('App name', fallbackName)
      theme ??= await prompter.ask('Theme (light or dark)', 'dark')
    } finally {
      prompter.close()
    }
  }
  return { name: checkName(name ?? fallbackName), theme: checkTheme(theme ?? 'dark') }
}

function checkName(name: string): string {
  if (name.length > 214 || !PACKAGE_NAME.test(name)) {
    throw new CliError(
      `App name "${name}" is not a valid npm package name (lowercase letters, digits, - . _ ~)`,
    )
  }
  return name
}

function checkTheme(theme: string): 'light' | 'dark' {
  if (theme !== 'light' && theme !== 'dark')
    throw new CliError(`Theme "${theme}" is not valid: use light or dark`)
  return theme
}

/** A folder called "My App" becomes "my-app". */
export function toPackageName(folderName: string): string {
  const name = folderName
    .toLowerCase()
    .replace(/[^a-z0-9-._~]+/g, '-')
    .replace(/^[-._]+|-+$/g, '')
  return name || 'portkit-app'
}
