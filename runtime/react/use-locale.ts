import { useCallback } from 'react'
import { setLocale } from '../controllers/actions/index.ts'
import type { Locale } from '../core/i18n/locales.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'

export interface LocaleResult {
  /** The modal's active language. */
  locale: Locale
  /** `rtl` for Arabic and Hebrew: the modal mirrors. */
  direction: 'ltr' | 'rtl'
  /** Loads the locale's messages (a lazy chunk per feature), then the modal shows it. */
  setLocale(locale: Locale): Promise<void>
}

/** The modal's language, settable at runtime. */
export function useLocale(): LocaleResult {
  const portkit = usePortkitInstance()
  return {
    locale: useSignalValue(portkit.i18n.locale),
    direction: useSignalValue(portkit.i18n.direction),
    setLocale: useCallback((locale: Locale) => setLocale(portkit, locale), [portkit]),
  }
}
