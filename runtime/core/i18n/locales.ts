/**
 * The modal's languages. English is built in (each feature keeps its English next to its code); every
 * other locale is a lazily imported chunk per feature, fetched only when it becomes the active one.
 */
export const DEFAULT_LOCALE = 'en'

export const LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'it',
  'ja',
  'ko',
  'pt-BR',
  'ru',
  'tr',
  'zh-CN',
] as const
export type Locale = (typeof LOCALES)[number]
/** The locales shipped as chunks (all but the built-in English). */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>

/** Scripts written right to left: the modal root gets dir="rtl" for these. */
const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur']

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
}
