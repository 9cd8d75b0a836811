import type { JsSize } from './js-size.ts'
import type { BuildGraph } from './module-graph-plugin.ts'

/** A locale's messages in the build: its lazy chunks (one per feature or plugin group), fetched together. */
export interface LocaleChunks {
  locale: string
  files: string[]
  gzip: number
  /** True when a chunk of the locale is loaded up front: it should never be (only the active one is fetched). */
  initial: boolean
}

/** `<group>/locales/<locale>.ts` and `core-locales/<locale>.ts` (built: `.js`): the translated message files. */
const LOCALE_MODULE = /\/(?:core-)?locales\/([A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?)\.[jt]s$/

/** The build's locale chunks grouped by locale: files whose modules are all one locale's messages. */
export function localeChunks(graph: BuildGraph, size: JsSize): LocaleChunks[] {
  const byLocale = new Map<string, LocaleChunks>()
  for (const file of size.files) {
    const modules = [...(graph.chunks.get(file.file)?.keys() ?? [])]
    const locales = new Set(modules.map((id) => LOCALE_MODULE.exec(id)?.[1]))
    const [locale] = locales
    if (modules.length === 0 || locales.size !== 1 || locale === undefined) continue
    const entry = byLocale.get(locale) ?? { locale, files: [], gzip: 0, initial: false }
    entry.files.push(file.file)
    entry.gzip += file.gzip
    entry.initial ||= file.initial
    byLocale.set(locale, entry)
  }
  return [...byLocale.values()].sort((a, b) => a.locale.localeCompare(b.locale))
}
