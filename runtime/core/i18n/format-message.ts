import { numberFormat, pluralCategory } from './intl-format.ts'

/** Values for a message's `{name}` placeholders; a `count` also picks the plural form (`key_one`, `key_other`). */
export type MessageValues = Record<string, string | number>

/**
 * The message of `key` in `messages` with its placeholders filled. With a numeric `count`, the key of
 * the locale's plural category (`Intl.PluralRules`: `key_one`, `key_few`, ...) wins, then `key_other`.
 * Numbers are formatted for the locale; an unknown placeholder stays as written, so a typo shows.
 */
export function formatMessage(
  locale: string,
  messages: Readonly<Record<string, string | undefined>>,
  key: string,
  values?: MessageValues,
): string {
  const count = values?.count
  const plural =
    typeof count === 'number'
      ? (messages[`${key}_${pluralCategory(locale, count)}`] ?? messages[`${key}_other`])
      : undefined
  const template = plural ?? messages[key] ?? key
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? numberFormat(locale).format(value) : value
  })
}
