import type { Plugin } from 'vite'

/** What a build's output holds, by module: enough to say which bytes each part of the config costs. */
export interface BuildGraph {
  /** Module id -> the ids it imports, statically or dynamically. */
  imports: Map<string, string[]>
  entries: string[]
  /** Output file (e.g. `assets/index-abc.js`) -> module id -> its length in that file before minifying. */
  chunks: Map<string, Map<string, number>>
  /** Import specifier (e.g. `portkit/plugins/receive`) -> the module id it resolved to. */
  resolved: Map<string, string>
}

/**
 * A Vite plugin that records the module graph and every chunk's modules at the end of the build, and
 * resolves the given specifiers as `importer` would, so rows can be keyed by what the entry imports.
 */
export function moduleGraphPlugin(
  importer: string,
  specifiers: string[],
): { plugin: Plugin; graph: BuildGraph } {
  const graph: BuildGraph = { imports: new Map(), entries: [], chunks: new Map(), resolved: new Map() }
  const plugin: Plugin = {
    name: 'portkit:module-graph',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)
        if (!info) continue
        graph.imports.set(id, [...info.importedIds, ...info.dynamicallyImportedIds])
        if (info.isEntry) graph.entries.push(id)
      }
      for (const specifier of specifiers) {
        const resolved = await this.resolve(specifier, importer)
        if (resolved) graph.resolved.set(specifier, resolved.id)
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = new Map<string, number>()
        for (const [id, module] of Object.entries(output.modules)) modules.set(id, module.renderedLength)
        graph.chunks.set(output.fileName, modules)
      }
    },
  }
  return { plugin, graph }
}
