import type { LocaleLoader } from '../../../core/i18n/messages.ts'

// One import per locale, written out: bundlers split each into its own chunk, also from node_modules
// (where a template-literal import is left unresolved), and fetch only the one asked for.
const LOADERS = {
  ar: () => import('./ar.ts'),
  de: () => import('./de.ts'),
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  he: () => import('./he.ts'),
  it: () => import('./it.ts'),
  ja: () => import('./ja.ts'),
  ko: () => import('./ko.ts'),
  'pt-BR': () => import('./pt-BR.ts'),
  ru: () => import('./ru.ts'),
  tr: () => import('./tr.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
} satisfies Record<Parameters<LocaleLoader>[0], () => ReturnType<LocaleLoader>>

/** This group's messages in `locale`: a lazy chunk. */
export const loadLocale: LocaleLoader = (locale) => LOADERS[locale]()
