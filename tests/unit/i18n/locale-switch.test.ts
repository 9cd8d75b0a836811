import { describe, expect, it, vi } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { UnknownLocaleError } from '../../../runtime/core/errors.ts'
import { formatMessage } from '../../../runtime/core/i18n/format-message.ts'
import { formatDecimal, formatRelativeTime } from '../../../runtime/core/i18n/intl-format.ts'
import { textDirection, type Locale } from '../../../runtime/core/i18n/locales.ts'
import { createI18n } from '../../../runtime/state/i18n.ts'
import { setLocale } from '../../../runtime/controllers/actions/index.ts'
import { testConfig } from '../../support/config.ts'

describe('i18n: the active locale', () => {
  it('starts in English, then switches to the configured locale once its chunks loaded', async () => {
    const portkit = createPortkit({ config: testConfig({ locale: 'de' }), adapters: [], connectors: [] })
    expect(portkit.i18n.locale.value).toBe('en')
    expect(portkit.i18n.t('core', 'close')).toBe('Close')
    await portkit.i18n.setLocale(portkit.i18n.initial)
    expect(portkit.i18n.locale.value).toBe('de')
    expect(portkit.i18n.t('core', 'close')).toBe('Schließen')
    expect(portkit.i18n.direction.value).toBe('ltr')
  })

  it('setLocale switches at runtime; Arabic and Hebrew are right to left', async () => {
    const portkit = createPortkit({ config: testConfig(), adapters: [], connectors: [] })
    await setLocale(portkit, 'ar')
    expect(portkit.i18n.direction.value).toBe('rtl')
    expect(portkit.i18n.t('core', 'titleConnect')).toBe('ربط المحفظة')
    await setLocale(portkit, 'he')
    expect(portkit.i18n.direction.value).toBe('rtl')
    await setLocale(portkit, 'en')
    expect(portkit.i18n.direction.value).toBe('ltr')
    expect(portkit.i18n.t('core', 'titleConnect')).toBe('Connect Wallet')
  })

  it('refuses a locale it has no messages for', async () => {
    const portkit = createPortkit({ config: testConfig(), adapters: [], connectors: [] })
    await expect(setLocale(portkit, 'xx' as Locale)).rejects.toThrow(UnknownLocaleError)
    await expect(setLocale(portkit, 'xx' as Locale)).rejects.toThrow('Unknown locale "xx" (known: en, ar,')
  })

  it('fetches only the active locale, and each group once per switch', async () => {
    const load = vi.fn(async (locale: string) => ({ default: { hello: `hello in ${locale}` } }))
    const i18n = createI18n('en', [{ id: 'group', english: { hello: 'Hello' }, load }])
    await i18n.setLocale('fr')
    expect(load.mock.calls).toEqual([['fr']])
    expect(i18n.t('group', 'hello')).toBe('hello in fr')
  })

  it('a later switch wins over a slower earlier one', async () => {
    let finishSlow: () => void = () => undefined
    const load = (locale: string) =>
      locale === 'ja'
        ? new Promise<{ default: Record<string, string> }>((resolve) => {
            finishSlow = () => resolve({ default: { hello: 'こんにちは' } })
          })
        : Promise.resolve({ default: { hello: 'Hallo' } })
    const i18n = createI18n('en', [{ id: 'group', english: { hello: 'Hello' }, load }])
    const slow = i18n.setLocale('ja')
    await i18n.setLocale('de')
    finishSlow()
    await slow
    expect(i18n.locale.value).toBe('de')
  })

  it('a chunk that fails to load leaves that group in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const i18n = createI18n('en', [
      { id: 'broken', english: { hello: 'Hello' }, load: () => Promise.reject(new Error('offline')) },
    ])
    await i18n.setLocale('de')
    expect(i18n.t('broken', 'hello')).toBe('Hello')
  })
})

describe('i18n: messages', () => {
  it('fills placeholders and picks the plural form of the locale', () => {
    const messages = { wallets_one: '{count} wallet', wallets_other: '{count} wallets', hi: 'Hi {name}' }
    expect(formatMessage('en', messages, 'hi', { name: 'Ada' })).toBe('Hi Ada')
    expect(formatMessage('en', messages, 'wallets', { count: 1 })).toBe('1 wallet')
    expect(formatMessage('en', messages, 'wallets', { count: 1200 })).toBe('1,200 wallets')
    const russian = { files_one: '{count} файл', files_few: '{count} файла', files_other: '{count} файлов' }
    expect(formatMessage('ru', russian, 'files', { count: 3 })).toBe('3 файла')
    expect(formatMessage('ru', russian, 'files', { count: 5 })).toBe('5 файлов')
  })

  it('numbers and relative times through Intl; English keeps the spec forms', () => {
    expect(formatDecimal('1234.500', 'en')).toBe('1234.500')
    expect(formatDecimal('1234.500', 'de')).toBe('1.234,500')
    expect(formatDecimal('12345678901234567890.123', 'de')).toBe('12.345.678.901.234.567.890,123')
    const now = Date.UTC(2026, 0, 1)
    expect(formatRelativeTime(now - 3 * 60_000, now)).toBe('3 min')
    expect(formatRelativeTime(now - 3 * 60_000, now, 'de')).toBe('3 Min.')
    expect(formatRelativeTime(now - 2 * 3_600_000, now, 'ja')).toBe('2 時間')
    expect(formatRelativeTime(now - 400 * 86_400_000, now, 'fr')).toMatch(/^1\san$/)
  })

  it('builds each Intl formatter once per locale and options, not once per row', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    const now = Date.UTC(2026, 0, 1)
    for (let row = 0; row < 20; row++) {
      formatRelativeTime(now - 3 * 60_000, now, 'it')
      formatDecimal('0.250', 'it')
    }
    expect(built).toHaveBeenCalledTimes(2)
    built.mockRestore()
  })

  it('direction of each locale', () => {
    expect(['ar', 'he', 'fa', 'ur', 'de', 'zh-CN'].map(textDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ])
  })
})
