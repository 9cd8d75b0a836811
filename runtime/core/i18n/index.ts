export {
  localeLoader,
  type LocaleLoader,
  type MessageGroup,
  type Messages,
  type Translation,
} from './messages.ts'
export { formatMessage, type MessageValues } from './format-message.ts'
export { formatDateTime, formatDecimal, formatRelativeTime, formatUsd } from './intl-format.ts'
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  textDirection,
  type Locale,
  type TranslatedLocale,
} from './locales.ts'
