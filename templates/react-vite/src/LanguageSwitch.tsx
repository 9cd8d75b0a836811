import { LOCALES, useLocale } from './portkit/index.ts'

/**
 * The modal's language at runtime (useLocale): each language named in itself. Arabic and Hebrew turn the
 * modal right to left; your page keeps its own language and direction.
 */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale()
  return (
    <label>
      Modal language{' '}
      <select value={locale} onChange={(event) => void setLocale(event.target.value as typeof locale)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {new Intl.DisplayNames([code], { type: 'language' }).of(code)}
          </option>
        ))}
      </select>
    </label>
  )
}
