import type { BuildGraph } from './module-graph-plugin.ts'
import type { JsSize } from './js-size.ts'

export interface SizeRow {
  label: string
  initialGzip: number
  lazyGzip: number
}

export interface RowRoot {
  label: string
  /** The module the generated entry imports for this row (an adapter, connector, plugin or bridge). */
  root: string
}

/**
 * Which bytes of the build each adapter, connector, plugin and bridge is responsible for.
 *
 * Method: a module belongs to a row when every import path from the app's entry to it passes through
 * that row's root module (the root "dominates" it): leaving the row out of the config would drop exactly
 * those modules from the bundle. Shared code (the runtime, viem pieces the core also uses) stays with
 * "portkit runtime" or "app and dependencies". Bytes are gzip bytes of the real output files, split among a
 * file's modules in proportion to each module's length in it before minification; whether a file counts
 * as initial or lazy comes from index.html, as in measureJs.
 */
export function attributeSizes(
  graph: BuildGraph,
  size: JsSize,
  rows: RowRoot[],
  portkitDir: string,
): SizeRow[] {
  const everything = reachable(graph, undefined)
  const owner = new Map<string, string>()
  // Smallest dominated set first: when one root dominates another, modules go to the inner one.
  const owned = rows
    .map((row) => {
      const withoutRow = reachable(graph, row.root)
      return { row, modules: [...everything].filter((id) => !withoutRow.has(id)) }
    })
    .sort((a, b) => a.modules.length - b.modules.length)
  for (const { row, modules } of owned) for (const id of modules) if (!owner.has(id)) owner.set(id, row.label)

  const core = 'portkit runtime (core, UI, React bindings)'
  const rest = 'app and dependencies (React, viem, ...)'
  const isPortkit = (id: string) =>
    id.startsWith(`${portkitDir}/`) && !id.includes('/node_modules/', portkitDir.length)
  const totals = new Map<string, SizeRow>(
    [...rows.map((row) => row.label), core, rest].map((label) => [
      label,
      { label, initialGzip: 0, lazyGzip: 0 },
    ]),
  )

  for (const file of size.files) {
    const modules = graph.chunks.get(file.file)
    if (!modules) continue
    const length = [...modules.values()].reduce((sum, n) => sum + n, 0)
    for (const [id, rendered] of modules) {
      const label = owner.get(id) ?? (isPortkit(id) ? core : rest)
      const share = length === 0 ? 0 : (file.gzip * rendered) / length
      const row = totals.get(label)!
      if (file.initial) row.initialGzip += share
      else row.lazyGzip += share
    }
  }
  return [...totals.values()].map((row) => ({
    ...row,
    initialGzip: Math.round(row.initialGzip),
    lazyGzip: Math.round(row.lazyGzip),
  }))
}

/** Module ids reachable from the entries, never passing through `without`. */
function reachable(graph: BuildGraph, without: string | undefined): Set<string> {
  const seen = new Set<string>()
  const stack = graph.entries.filter((id) => id !== without)
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    for (const next of graph.imports.get(id) ?? []) if (next !== without && !seen.has(next)) stack.push(next)
  }
  return seen
}
