import type { MessageGroup } from './messages.ts'
import { loadLocale } from './core-locales/index.ts'
import { CORE_STRINGS } from './core-strings.ts'

/** The core modal's message group: English built in, each other locale a chunk of `./locales/`. */
export const CORE_MESSAGES = {
  id: 'core',
  english: CORE_STRINGS,
  load: loadLocale,
} as const satisfies MessageGroup
