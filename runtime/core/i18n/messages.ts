import type { TranslatedLocale } from './locales.ts'

/** The English messages of one group (the core modal, a feature or a plugin), keyed by message key. */
export type Messages = Readonly<Record<string, string>>

/** Imports one locale's chunk of a group (see `localeLoader`); only the active locale's is fetched. */
export type LocaleLoader = (locale: TranslatedLocale) => Promise<{ default: Messages }>

/**
 * A group's LocaleLoader from one import per locale, each written out: `{ de: () => import('./de.ts'), ... }`.
 * Bundlers split each literal import into its own lazy chunk, also from node_modules, where Vite leaves a
 * template-literal import (`import(\`./${locale}.ts\`)`) unresolved.
 */
export function localeLoader(
  imports: Record<TranslatedLocale, () => ReturnType<LocaleLoader>>,
): LocaleLoader {
  return (locale) => imports[locale]()
}

/** A group of messages: English built in, the other locales behind `load`. */
export interface MessageGroup {
  id: string
  english: Messages
  load?: LocaleLoader
}

/** One locale's chunk of a group: every English key, nothing else (`satisfies Translation<typeof STRINGS>`). */
export type Translation<English extends Messages> = { readonly [Key in keyof English]: string }
