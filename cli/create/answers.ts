import { THEME_MODE_SETTINGS } from '../../runtime/core/constants.ts'
import type { ThemeModeSetting } from '../../runtime/core/types.ts'
import { CliError } from '../errors.ts'
import type { CreateFlags } from '../commands/create.ts'
import { createPrompter } from './prompter.ts'

export interface CreateAnswers {
  /** npm package name. */
  name: string
  /** What wallets and the browser tab show: metadata.name, <title>, the page and README heading. */
  title: string
  theme: ThemeModeSetting
}

// npm's rules for a package name: lowercase, URL-safe, optional scope, at most 214 characters.
const PACKAGE_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/

/** Flags win; prompts fill only what the flags left out, and only for a human at a terminal. */
export async function collectAnswers(folderName: string, flags: CreateFlags): Promise<CreateAnswers> {
  const fallbackName = toPackageName(folderName)
  let { name, title, theme } = flags
  if (
    process.stdin.isTTY &&
    !flags.yes &&
    (name === undefined || title === undefined || theme === undefined)
  ) {
    const prompter = createPrompter()
    try {
      name ??= await prompter.ask('App name', fallbackName)
      title ??= await prompter.ask('App title (shown to wallets)', toTitle(name))
      theme ??= await prompter.ask('Theme (light, dark or system)', 'dark')
    } finally {
      prompter.close()
    }
  }
  const checkedName = checkName(name ?? fallbackName)
  return {
    name: checkedName,
    title: checkTitle(title ?? toTitle(checkedName)),
    theme: checkTheme(theme ?? 'dark'),
  }
}

function checkTitle(title: string): string {
  const trimmed = title.trim()
  if (trimmed === '' || trimmed.length > 100 || /[\r\n]/.test(trimmed)) {
    throw new CliError(`App title "${title}" must be one line of 1 to 100 characters`)
  }
  return trimmed
}

/** "@shop/my-app" reads as "My App". */
export function toTitle(packageName: string): string {
  const words = packageName
    .replace(/^@[^/]+\//, '')
    .split(/[-._~]+/)
    .filter(Boolean)
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') || 'Portkit App'
}

function checkName(name: string): string {
  if (name.length > 214 || !PACKAGE_NAME.test(name)) {
    throw new CliError(
      `App name "${name}" is not a valid npm package name (lowercase letters, digits, - . _ ~)`,
    )
  }
  return name
}

function checkTheme(theme: string): ThemeModeSetting {
  if (!(THEME_MODE_SETTINGS as readonly string[]).includes(theme))
    throw new CliError(`Theme "${theme}" is not valid: use light, dark or system`)
  return theme as ThemeModeSetting
}

/** A folder called "My App" becomes "my-app". */
export function toPackageName(folderName: string): string {
  const name = folderName
    .toLowerCase()
    .replace(/[^a-z0-9-._~]+/g, '-')
    .replace(/^[-._]+|-+$/g, '')
  return name || 'portkit-app'
}
