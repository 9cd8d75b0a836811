import type { RELATIVE_TIME_LABELS } from '../constants.ts'
import { DEFAULT_LOCALE } from './locales.ts'

/**
 * Numbers, dates and relative times for the active locale, through Intl. The English forms are the
 * spec's (`5 sec`, `3 min`, `2 hr`, `4 d`, `1 mo`, `2 yr`); other locales get Intl's short unit names.
 */

// Intl objects by kind, locale and options, each built once: building one is far slower than using it, and
// lists (tokens, activity) format every row on each render.
const built = new Map<string, unknown>()
function once<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build())
  return built.get(key) as T
}

/** The locale's number format with these options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))
}

/** The locale's plural category of `count` (`one`, `few`, `other` ...). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return once(`plural ${locale}`, () => new Intl.PluralRules(locale)).select(count)
}

/** A decimal string (e.g. a floored balance `1234.500`) in the locale's separators, same digits after the point. */
export function formatDecimal(decimal: string, locale: string): string {
  if (locale === DEFAULT_LOCALE || !/^-?\d+(\.\d+)?$/.test(decimal)) return decimal
  const digits = decimal.split('.')[1]?.length ?? 0
  const format = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
  // A string keeps every digit exact (Intl.NumberFormat v3, ES2023; the lib typings here stop at ES2022).
  return format.format(decimal as unknown as number)
}

/** A date and time, e.g. a session's expiry. */
export function formatDateTime(date: Date | number, locale: string): string {
  const format = once(
    `date ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  )
  return format.format(date)
}

const RELATIVE_UNITS = [
  ['yr', 'year', 365 * 86_400],
  ['mo', 'month', 30 * 86_400],
  ['d', 'day', 86_400],
  ['hr', 'hour', 3_600],
  ['min', 'minute', 60],
  ['sec', 'second', 1],
] as const satisfies readonly [(typeof RELATIVE_TIME_LABELS)[number], string, number][]

/** The largest whole unit since `from`: `5 sec` ... `2 yr` in English, `5 Min.`, `٥ د` ... elsewhere. */
export function formatRelativeTime(from: number, now: number, locale: string = DEFAULT_LOCALE): string {
  const seconds = Math.max(0, Math.floor((now - from) / 1000))
  const [label, unit, size] = RELATIVE_UNITS.find(([, , size]) => seconds >= size) ?? RELATIVE_UNITS[5]
  const amount = Math.floor(seconds / size)
  if (locale === DEFAULT_LOCALE) return `${amount} ${label}`
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount)
}

/** A dollar amount already rounded to its decimals (`12.50`): `$12.50` in English, the locale's currency form elsewhere. */
export function formatUsd(decimal: string, locale: string): string {
  if (locale === DEFAULT_LOCALE || !/^-?\d+(\.\d+)?$/.test(decimal)) return `$${decimal}`
  const digits = decimal.split('.')[1]?.length ?? 0
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(decimal as unknown as number)
}
