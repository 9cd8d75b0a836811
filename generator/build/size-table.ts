import { kib } from './js-size.ts'
import type { BuildReport } from './build-app.ts'

/** The report `portkit build` prints: initial vs lazy gzip JS, one row per part of the config. */
export function sizeTable({ size, rows, locales, data }: Omit<BuildReport, 'features'>): string {
  const lines: [string, string, string][] = [
    ['part', 'initial JS (gzip)', 'lazy JS (gzip)'],
    ...rows.map((row): [string, string, string] => [row.label, kib(row.initialGzip), kib(row.lazyGzip)]),
    ['total', kib(size.initialGzip), kib(size.lazyGzip)],
  ]
  const widths = [0, 1, 2].map((column) => Math.max(...lines.map((line) => line[column as 0 | 1 | 2].length)))
  const format = ([part, initial, lazy]: [string, string, string]) =>
    `${part.padEnd(widths[0]!)}  ${initial.padStart(widths[1]!)}  ${lazy.padStart(widths[2]!)}`
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width, 0) + 4)
  const table = [format(lines[0]!), rule, ...lines.slice(1, -1).map(format), rule, format(lines.at(-1)!)]
  return [...table, ...localeLines(locales), ...dataLines(data)].join('\n')
}

/** The lazy locale chunks: the page fetches only the active locale's (English is in the rows above). */
function localeLines(locales: BuildReport['locales']): string[] {
  return chunkLines(
    'Locales (lazy; only the active one is fetched, English is built in):',
    locales.map(({ locale, ...chunks }) => ({ name: locale, ...chunks })),
  )
}

/** The bundled data's lazy chunks: fetched when the visitor opens All Wallets or reads a chain's tokens. */
export function dataLines(data: BuildReport['data']): string[] {
  return chunkLines(
    'Bundled data (lazy; fetched when used):',
    data.map(({ data: name, ...chunks }) => ({ name, ...chunks })),
  )
}

/** A titled list of lazy chunk groups: name, gzip size, chunk count, and a flag on any loaded up front. */
function chunkLines(
  title: string,
  groups: readonly { name: string; files: readonly string[]; gzip: number; initial: boolean }[],
): string[] {
  if (groups.length === 0) return []
  const width = Math.max(...groups.map(({ name }) => name.length))
  return [
    '',
    title,
    ...groups.map(
      ({ name, files, gzip, initial }) =>
        `  ${name.padEnd(width)}  ${kib(gzip).padStart(9)}  ${files.length} chunk${files.length === 1 ? '' : 's'}${initial ? '  (loaded up front!)' : ''}`,
    ),
  ]
}
