import { computed, signal } from '@preact/signals-core'
import { UnknownLocaleError } from '../core/errors.ts'
import { formatMessage, type MessageValues } from '../core/i18n/format-message.ts'
import { DEFAULT_LOCALE, isLocale, textDirection, type Locale } from '../core/i18n/locales.ts'
import type { MessageGroup, Messages } from '../core/i18n/messages.ts'

/**
 * The active locale of one Portkit instance and the translations loaded for it. `setLocale` fetches every
 * registered group's chunk of the new locale, then switches at once (no half-translated modal); a
 * missing message falls back to English.
 */
export function createI18n(initial: Locale, groups: readonly MessageGroup[]) {
  const locale = signal<Locale>(DEFAULT_LOCALE)
  // The active locale's messages by group id; empty for English.
  const translations = signal<ReadonlyMap<string, Messages>>(new Map())
  // Each group's messages in the active locale, English where a translation lacks one.
  const messages = computed(
    () =>
      new Map(groups.map((group) => [group.id, { ...group.english, ...translations.value.get(group.id) }])),
  )
  let requested: Locale = DEFAULT_LOCALE

  async function setLocale(next: Locale): Promise<void> {
    if (!isLocale(next)) throw new UnknownLocaleError(next)
    requested = next
    const loaded = new Map<string, Messages>()
    if (next !== DEFAULT_LOCALE) {
      await Promise.all(
        groups.map(async (group) => {
          if (!group.load) return
          // A chunk that fails to load leaves its group in English rather than the whole modal.
          const chunk = await group.load(next).catch((error: unknown) => {
            console.error(`portkit: the ${next} messages of ${group.id} did not load`, error)
          })
          if (chunk) loaded.set(group.id, chunk.default)
        }),
      )
    }
    // A later call won the race: its locale stays.
    if (requested !== next) return
    translations.value = loaded
    locale.value = next
  }

  return {
    /** The active locale; the one asked for is active once its chunks have loaded. */
    locale,
    direction: computed(() => textDirection(locale.value)),
    /** The configured locale, fetched in the browser by `start()` (English needs nothing). */
    initial,
    setLocale,
    /** Message `key` of group `group` in the active locale, placeholders filled. Reads the signals: call it in render. */
    t(group: string, key: string, values?: MessageValues): string {
      return formatMessage(locale.value, messages.value.get(group) ?? {}, key, values)
    },
  }
}

export type I18n = ReturnType<typeof createI18n>
