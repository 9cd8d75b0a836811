import { readFileSync } from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import type { Rolldown } from 'tsdown'

/**
 * Rolldown writes no source map for a module whose output holds only the import and export statements it
 * generates itself: a re-export barrel such as runtime/react/index.ts, the entry of most subpath exports.
 * This plugin gives each such chunk a map to its source module, so every export's entry has a `.js.map`
 * like the modules it re-exports (a host's bundler and error tracker find the source behind every file).
 * The barrel runs no code of its own to step through, so each of its lines maps to the source's start.
 */
export function barrelSourceMaps(): Rolldown.Plugin {
  return {
    name: 'portkit:barrel-source-maps',
    generateBundle(options, bundle) {
      if (!options.sourcemap || !options.dir) return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !isJavaScriptWithoutMap(chunk)) continue
        const source = sourceFileOf(chunk)
        if (!source) continue
        const mapFileName = `${chunk.fileName}.map`
        const mapDir = resolve(options.dir, dirname(chunk.fileName))
        const map = wholeFileMap(chunk, source, mapDir)
        this.emitFile({ type: 'asset', fileName: mapFileName, source: JSON.stringify(map) })
        chunk.code += `${chunk.code.endsWith('\n') ? '' : '\n'}//# sourceMappingURL=${basename(mapFileName)}`
      }
    },
  }
}

// The .d.ts chunks the dts plugin emits into the same bundle are not JavaScript.
function isJavaScriptWithoutMap(chunk: Rolldown.OutputChunk): boolean {
  return chunk.fileName.endsWith('.js') && !chunk.map
}

// A virtual module (rolldown's runtime helpers, '\0'-prefixed) has no file to map to.
function sourceFileOf(chunk: Rolldown.OutputChunk): string | undefined {
  const id = chunk.facadeModuleId
  return id && !id.startsWith('\0') ? id : undefined
}

/** A version 3 map with one segment per generated line, each at the source's first line and column. */
function wholeFileMap(chunk: Rolldown.OutputChunk, source: string, mapDir: string) {
  const lineCount = chunk.code.split('\n').length
  return {
    version: 3,
    file: basename(chunk.fileName),
    names: [],
    sources: [relative(mapDir, source)],
    sourcesContent: [readFileSync(source, 'utf8')],
    // 'AAAA': generated column 0 -> source 0, line 0, column 0 (zero-based; every delta zero).
    mappings: Array.from({ length: lineCount }, () => 'AAAA').join(';'),
  }
}
