import { describe, expect, it } from 'vitest'
import {
  floorOf,
  floorPath,
  isBridgeLibrary,
  isChainLibrary,
  isPureViemImport,
  REACT_PACKAGES,
  type FloorEntry,
} from './floors.ts'
import { moduleRefs, packageOf, resolveSource, sourceFiles, type ModuleRef } from './imports.ts'
import { exportedModules } from '../../../scripts/exported-modules.ts'

// ARCHITECTURE.md, "Runtime floors" and "Rules that keep the floors true": imports only point down.

const files = sourceFiles('runtime')
const refs = new Map(files.map((file) => [file, moduleRefs(file)]))

function describeFloor(path: string, entry: FloorEntry): string {
  return `floor ${entry.floor} (${floorPath(path)})`
}

/** Every reference of every runtime file, with its floor and, for one into the repository, the file it names. */
function allRefs(): { file: string; floor: FloorEntry; ref: ModuleRef; target: string | undefined }[] {
  return files.flatMap((file) => {
    const floor = floorOf(file)
    if (!floor) return []
    return refs.get(file)!.map((ref) => ({ file, floor, ref, target: resolveSource(file, ref.specifier) }))
  })
}

/**
 * The packages an entry reaches through the references `follow` takes, followed through the repository:
 * static ones are what loading it loads, all of them what type-checking it reads.
 */
function packageGraph(entry: string, follow: (ref: ModuleRef) => boolean): Map<string, string[]> {
  const packages = new Map<string, string[]>()
  const seen = new Set<string>()
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const ref of refs.get(file) ?? moduleRefs(file)) {
      if (!follow(ref)) continue
      const target = resolveSource(file, ref.specifier)
      if (target) walk(target, [...chain, target])
      else if (!packages.has(packageOf(ref.specifier)))
        packages.set(packageOf(ref.specifier), [...chain, ref.specifier])
    }
  }
  walk(entry, [entry])
  return packages
}

/** The import chains from `file` back to itself (any reference, types too), one per first step. */
function cyclesThrough(file: string): string[] {
  const cycles: string[] = []
  for (const first of refs.get(file) ?? []) {
    const start = resolveSource(file, first.specifier)
    if (!start || !refs.has(start)) continue
    const seen = new Set<string>()
    const walk = (current: string, chain: string[]): string[] | undefined => {
      if (current === file) return chain
      if (seen.has(current)) return undefined
      seen.add(current)
      for (const ref of refs.get(current) ?? []) {
        const target = resolveSource(current, ref.specifier)
        const found = target && refs.has(target) ? walk(target, [...chain, target]) : undefined
        if (found) return found
      }
      return undefined
    }
    const cycle = walk(start, [file, start])
    if (cycle) cycles.push(cycle.join(' -> '))
  }
  return cycles
}

/** The package's entries without React (`portkit/runtime`, `portkit/config`...), as source modules. */
function frameworkFreeEntries(): string[] {
  return exportedModules()
    .map((module) => module.source)
    .filter((source) => source.startsWith('runtime/') && floorOf(source)?.react === false)
}

describe('runtime floors: imports only point down', () => {
  it('every runtime file has a floor', () => {
    expect(files.filter((file) => !floorOf(file))).toEqual([])
  })

  it('no import, export-from, import type or import() points up a floor', () => {
    const upward = allRefs().flatMap(({ file, floor, ref, target }) => {
      const to = target ? floorOf(target) : undefined
      return to && to.floor > floor.floor
        ? [
            `${file}:${ref.line} -> ${target}: ${describeFloor(file, floor)} imports ${describeFloor(target!, to)}`,
          ]
        : []
    })
    expect(upward).toEqual([])
  })

  it('floors 1-4 never load React (types from it are erased, and allowed)', () => {
    const loaded = allRefs().flatMap(({ file, floor, ref }) =>
      !floor.react && ref.kind !== 'type' && REACT_PACKAGES.has(packageOf(ref.specifier))
        ? [`${file}:${ref.line} -> ${ref.specifier}: ${describeFloor(file, floor)} may not load React`]
        : [],
    )
    expect(loaded).toEqual([])
  })

  it('chain libraries (viem, @walletconnect/*, @solana/*) are loaded on floor 4 only', () => {
    const loaded = allRefs().flatMap(({ file, floor, ref }) => {
      const name = packageOf(ref.specifier)
      if (floor.chainLibraries || !isChainLibrary(name)) return []
      // Types are erased; viem's pure helpers (units, validation, error classes, chain data) are no chain work.
      if (name === 'viem' && ref.kind === 'type') return []
      const names = ref.names.length > 0 ? ref.names : ['(the module itself)']
      const chainWork = name === 'viem' ? names.filter((n) => !isPureViemImport(ref.specifier, n)) : names
      return chainWork.length > 0
        ? [
            `${file}:${ref.line} -> ${ref.specifier} { ${chainWork.join(', ')} }: ${describeFloor(file, floor)} does no chain work`,
          ]
        : []
    })
    expect(loaded).toEqual([])
  })

  it('bridged libraries (wagmi, @wagmi/*) are loaded, even as types, by the bridges floor only', () => {
    const loaded = allRefs().flatMap(({ file, floor, ref }) =>
      !floor.bridgeLibraries && isBridgeLibrary(packageOf(ref.specifier))
        ? [
            `${file}:${ref.line} -> ${ref.specifier}: ${describeFloor(file, floor)} may not use a bridged library`,
          ]
        : [],
    )
    expect(loaded).toEqual([])
  })

  it('portkit/runtime and every other framework-free package entry never load React', () => {
    const entries = frameworkFreeEntries()
    expect(entries).toContain('runtime/index.ts')
    const reached = entries.flatMap((entry) =>
      [...packageGraph(entry, (ref) => ref.kind === 'static')].flatMap(([name, chain]) =>
        REACT_PACKAGES.has(name) ? [`${entry} loads ${name}: ${chain.join(' -> ')}`] : [],
      ),
    )
    expect(reached).toEqual([])
  })

  it("nor do their types need React's: an app type-checks portkit/runtime without @types/react", () => {
    const reached = frameworkFreeEntries().flatMap((entry) =>
      [...packageGraph(entry, () => true)].flatMap(([name, chain]) =>
        REACT_PACKAGES.has(name) ? [`${entry} reads ${name}'s types: ${chain.join(' -> ')}`] : [],
      ),
    )
    expect(reached).toEqual([])
  })

  it('no import circle runs through the composition root (create-portkit.ts imports, nothing imports back)', () => {
    expect(cyclesThrough('runtime/create-portkit.ts')).toEqual([])
  })
})
