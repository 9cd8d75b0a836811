/**
 * The runtime's floors (ARCHITECTURE.md, "Runtime floors"): a file may import its own floor and the floors
 * below it, never one above. `floors.test.ts` checks every import of `runtime/` against this table.
 *
 * `react`: the floor may load React (value imports; `import type` is erased and allowed everywhere).
 * `chainLibraries`: the floor may load viem, `@walletconnect/*` and `@solana/*` (chain work lives there).
 * `bridgeLibraries`: the floor may load the libraries Portkit bridges to (wagmi, `@wagmi/*`).
 */
export const FLOORS = [
  {
    floor: 1,
    // Pure functions, constants and entity types: CAIP parsing, validation, formatting, the error
    // catalogue, the config contract and network definitions. No I/O, no state.
    paths: ['runtime/core/', 'runtime/config/', 'runtime/networks/'],
    react: false,
    chainLibraries: false,
    bridgeLibraries: false,
  },
  {
    floor: 2,
    // Per-instance signals, and the runtime's edges to its services: typed API clients, storage, analytics.
    paths: ['runtime/state/', 'runtime/services/'],
    react: false,
    chainLibraries: false,
    bridgeLibraries: false,
  },
  {
    floor: 3,
    // Behaviour: controllers own the transitions of spec sections 4 and 5; the plugin contract and host;
    // the composition root, which gets adapters and connectors injected as factories; and
    // `runtime/index.ts` (`portkit/runtime`), the public framework-free entry.
    paths: ['runtime/controllers/', 'runtime/plugins/', 'runtime/create-portkit.ts', 'runtime/index.ts'],
    react: false,
    chainLibraries: false,
    bridgeLibraries: false,
  },
  {
    floor: 4,
    // One folder per chain family and per wallet kind, each implementing an interface of floor 3.
    paths: ['runtime/adapters/', 'runtime/connectors/'],
    react: false,
    chainLibraries: true,
    bridgeLibraries: false,
  },
  {
    floor: 5,
    // The modal: views, the view registry, components, themes, and the signal/context bindings.
    paths: ['runtime/ui/'],
    react: true,
    chainLibraries: false,
    bridgeLibraries: false,
  },
  {
    floor: 6,
    // `portkit/react`: provider, hooks and buttons, thin over the bindings of runtime/ui.
    paths: ['runtime/react/'],
    react: true,
    chainLibraries: false,
    bridgeLibraries: false,
  },
  {
    floor: 7,
    // `portkit/features/<id>`: the built-in features (send, tokens, history, identity, catalogue), each a
    // plugin object with its views over the controllers below. Only the generated entry imports one.
    paths: ['runtime/features/'],
    react: true,
    chainLibraries: false,
    bridgeLibraries: false,
  },
  {
    floor: 8,
    // `portkit/<library>`: bridges to other libraries (ARCHITECTURE.md: their own subpath exports, with
    // optional peer dependencies), e.g. `portkit/wagmi`. Nothing below imports them, so an app that does
    // not import one never loads its library.
    paths: ['runtime/bridges/'],
    react: true,
    chainLibraries: true,
    bridgeLibraries: true,
  },
] as const

export type FloorEntry = (typeof FLOORS)[number]

/** The floor a repository-relative runtime path belongs to (the longest matching path wins). */
export function floorOf(path: string): FloorEntry | undefined {
  let best: { entry: FloorEntry; length: number } | undefined
  for (const entry of FLOORS) {
    for (const prefix of entry.paths) {
      const matches = prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix
      if (matches && (!best || prefix.length > best.length)) best = { entry, length: prefix.length }
    }
  }
  return best?.entry
}

/** The table path a file matched, for messages: `runtime/state/`, `runtime/create-portkit.ts`. */
export function floorPath(path: string): string {
  const entry = floorOf(path)
  const prefixes: readonly string[] = entry?.paths ?? []
  return (
    prefixes
      .filter((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix))
      .sort((a, b) => b.length - a.length)[0] ?? '?'
  )
}

/** Packages that do chain or wallet work; floors without `chainLibraries` must not load them. */
export function isChainLibrary(packageName: string): boolean {
  return packageName === 'viem' || /^@(walletconnect|solana)\//.test(packageName)
}

/**
 * viem's pure, I/O-free exports that any floor may use, so that no floor re-implements viem
 * (ARCHITECTURE.md, Principles): unit conversion, request validation, ENS encoding, its error classes
 * (callers match on them) and its chain definitions (data). Anything that makes a client, a transport or
 * runs an action is chain work and belongs to an adapter.
 */
export function isPureViemImport(specifier: string, name: string): boolean {
  if (specifier === 'viem/chains') return name !== '*'
  if (specifier === 'viem' && /^[A-Z]\w*Error$/.test(name)) return true
  return PURE_VIEM_HELPERS.has(`${specifier}:${name}`)
}

const PURE_VIEM_HELPERS = new Set([
  'viem:parseUnits',
  'viem:formatUnits',
  'viem:assertRequest',
  'viem/ens:packetToBytes',
])

/** Libraries Portkit bridges to; only the bridges floor may load them (they are optional peers). */
export function isBridgeLibrary(packageName: string): boolean {
  return packageName === 'wagmi' || packageName.startsWith('@wagmi/')
}

export const REACT_PACKAGES = new Set(['react', 'react-dom'])
