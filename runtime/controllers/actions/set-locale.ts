import type { I18n } from '../../state/i18n.ts'
import type { Locale } from '../../core/i18n/locales.ts'

/**
 * Switches the modal's language at runtime (UnknownLocaleError for a locale not in LOCALES). Resolves once
 * the locale's chunks are loaded and the modal shows it; right-to-left locales also flip its direction.
 */
export function setLocale(portkit: { i18n: Pick<I18n, 'setLocale'> }, locale: Locale): Promise<void> {
  return portkit.i18n.setLocale(locale)
}
