import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { DevnetManifest } from '../../devnet/manifest.ts'
import { generate } from '../compose/generate.ts'
import { featureRows, type FeatureRow } from '../config/feature-services.ts'
import { selectImports, type EntryImports } from '../compose/select-imports.ts'
import { attributeSizes, type RowRoot, type SizeRow } from './attribute-sizes.ts'
import { measureJs, type JsSize } from './js-size.ts'
import { dataChunks, type DataChunks } from './data-chunks.ts'
import { localeChunks, type LocaleChunks } from './locale-chunks.ts'
import { moduleGraphPlugin } from './module-graph-plugin.ts'

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']

export interface BuildOptions {
  appDir: string
  /** Relative to appDir. */
  outDir?: string
  /** Build against this running devnet (a test or demo build); without it the build is for production. */
  manifest?: DevnetManifest
}

export interface BuildReport {
  outDir: string
  size: JsSize
  /** One row per adapter, connector, feature, plugin and bridge in the config, then the shared rest. */
  rows: SizeRow[]
  /** The translated locales' lazy chunks, per locale (English is built into the rows above). */
  locales: LocaleChunks[]
  /** The bundled data's lazy chunks (wallet catalogue, its icons, each token list). */
  data: DataChunks[]
  /** Each feature on or off, and the service it needs (the table `portkit build` prints). */
  features: FeatureRow[]
}

/** The size report's rows: one per module the generated entry imports, keyed by its import specifier. */
export function sizedParts({ adapters, connectors, features, plugins, bridges }: EntryImports) {
  return [
    ...adapters.map(({ id, module }) => ({ label: `adapter ${id}`, specifier: module })),
    ...connectors.map(({ id, module }) => ({ label: `connector ${id}`, specifier: module })),
    ...features.map(({ id, module }) => ({ label: `feature ${id}`, specifier: module })),
    ...plugins.map(({ id, module }) => ({ label: `plugin ${id}`, specifier: module })),
    // portkit/wagmi, with what only it brings into the bundle (wagmi itself, its optional peer).
    ...bridges.map(({ id, module }) => ({ label: `bridge ${id}`, specifier: module })),
  ]
}

/** `portkit build`: generate src/portkit, build the app with its own Vite config, and size the result. */
export async function buildApp({ appDir, outDir = 'dist', manifest }: BuildOptions): Promise<BuildReport> {
  const root = resolve(appDir)
  const generated = await generate({ appDir: root, manifest, production: manifest === undefined })
  const { config } = generated
  const entry = join(generated.outDir, 'index.ts')

  const labelled = sizedParts(selectImports(config))
  const { plugin, graph } = moduleGraphPlugin(entry, [
    ...labelled.map((row) => row.specifier),
    'portkit/runtime',
  ])

  const { build } = await import('vite')
  const configFile = VITE_CONFIGS.map((name) => join(root, name)).find((file) => existsSync(file))
  const dist = resolve(root, outDir)
  await build({
    root,
    configFile: configFile ?? false,
    logLevel: 'warn',
    plugins: [plugin],
    build: { outDir: dist, emptyOutDir: true },
  })

  const size = await measureJs(dist)
  const rows: RowRoot[] = labelled.flatMap(({ label, specifier }) => {
    const id = graph.resolved.get(specifier)
    return id ? [{ label, root: id }] : []
  })
  // portkit/runtime is <package>/runtime/index.ts: two folders up is the package, wherever it is installed.
  const runtime = graph.resolved.get('portkit/runtime')
  const portkitDir = runtime ? dirname(dirname(runtime)) : root
  return {
    outDir: dist,
    size,
    rows: attributeSizes(graph, size, rows, portkitDir),
    locales: localeChunks(graph, size),
    data: dataChunks(graph, size),
    features: featureRows(config),
  }
}
