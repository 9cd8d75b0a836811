import type { JsSize } from './js-size.ts'
import type { BuildGraph } from './module-graph-plugin.ts'

/** Data the package bundles and the page fetches only when used: the wallet catalogue, the token lists. */
export interface DataChunks {
  /** e.g. `wallet catalogue`, `wallet icons`, `token list base`. */
  data: string
  files: string[]
  gzip: number
  /** True when a chunk of it is loaded up front: it never should be. */
  initial: boolean
}

/** Source modules (built: `.js`) of each kind of bundled data; `$1` is the token list's chain. */
const DATA_MODULES: readonly { data: string; module: RegExp }[] = [
  {
    data: 'wallet catalogue',
    module: /\/services\/catalogue-local\/(?:local-catalogue|wallets\.gen)\.[jt]s$/,
  },
  { data: 'wallet icons', module: /\/services\/catalogue-local\/icons\// },
  { data: 'token list $1', module: /\/services\/token-lists\/lists\/([\w-]+)\.[jt]s$/ },
]

/** What a chunk's modules hold, by the first data module found in it; undefined for code. */
function dataOf(modules: readonly string[]): string | undefined {
  for (const { data, module } of DATA_MODULES) {
    const match = modules.map((id) => module.exec(id)).find((found) => found !== null)
    if (match) return data.replace('$1', match[1] ?? '')
  }
  return undefined
}

/** The build's chunks of bundled data, grouped by what they hold, in the order of DATA_MODULES. */
export function dataChunks(graph: BuildGraph, size: JsSize): DataChunks[] {
  const byData = new Map<string, DataChunks>()
  for (const file of size.files) {
    const data = dataOf([...(graph.chunks.get(file.file)?.keys() ?? [])])
    if (data === undefined) continue
    const entry = byData.get(data) ?? { data, files: [], gzip: 0, initial: false }
    entry.files.push(file.file)
    entry.gzip += file.gzip
    entry.initial ||= file.initial
    byData.set(data, entry)
  }
  const order = (data: string) =>
    DATA_MODULES.findIndex((kind) => data.startsWith(kind.data.replace('$1', '')))
  return [...byData.values()].sort((a, b) => order(a.data) - order(b.data) || a.data.localeCompare(b.data))
}
