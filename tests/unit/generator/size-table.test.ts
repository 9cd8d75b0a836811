import { describe, expect, it } from 'vitest'
import { sizedParts } from '../../../generator/build/build-app.ts'
import { dataChunks } from '../../../generator/build/data-chunks.ts'
import { sizeTable } from '../../../generator/build/size-table.ts'
import { selectImports } from '../../../generator/compose/select-imports.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { devnetAlpha } from '../../../runtime/networks/index.ts'

// `portkit build` prints the JS each part of the config costs: one line per adapter, connector, enabled
// feature, enabled plugin and selected bridge, keyed by the module the generated entry imports for it.

const minimal = {
  projectId: 'demo',
  metadata: { name: 'Demo', description: '', url: 'http://localhost:5173', icons: [] },
  networks: [devnetAlpha],
}
const parts = (extra: object) => sizedParts(selectImports(resolveConfig({ ...minimal, ...extra })))

describe('portkit build size rows', () => {
  it('gives each enabled feature and plugin its own row, after the adapters and connectors', () => {
    // With the data API, the features that need it (history, swap, on-ramp) are on too.
    expect(parts({ services: { dataApi: 'https://data.example' } })).toEqual([
      { label: 'adapter eip155', specifier: 'portkit/adapters/eip155' },
      { label: 'connector injected', specifier: 'portkit/connectors/injected' },
      { label: 'feature identity', specifier: 'portkit/features/identity' },
      { label: 'feature tokens', specifier: 'portkit/features/tokens' },
      { label: 'feature history', specifier: 'portkit/features/history' },
      { label: 'feature catalogue', specifier: 'portkit/features/catalogue' },
      { label: 'feature send', specifier: 'portkit/features/send' },
      { label: 'plugin receive', specifier: 'portkit/plugins/receive' },
      { label: 'plugin swap', specifier: 'portkit/plugins/swap' },
      { label: 'plugin onramp', specifier: 'portkit/plugins/onramp' },
    ])
  })

  it('has no row for a feature or plugin that is off', () => {
    const labels = parts({ features: { history: false, allWallets: false, receive: false } }).map(
      (part) => part.label,
    )
    expect(labels).toEqual([
      'adapter eip155',
      'connector injected',
      'feature identity',
      'feature tokens',
      'feature send',
    ])
  })

  it('gives the wagmi bridge (portkit/wagmi) its row, last, when the config selects it', () => {
    expect(parts({ adapters: ['wagmi'] }).at(-1)).toEqual({
      label: 'bridge wagmi',
      specifier: 'portkit/wagmi',
    })
    expect(parts({}).map((part) => part.label)).not.toContain('bridge wagmi')
  })

  it('prints one aligned line per row between the header and the total', () => {
    const table = sizeTable({
      outDir: '/app/dist',
      size: { initialGzip: 3072, lazyGzip: 1536, files: [] },
      rows: [
        { label: 'feature send', initialGzip: 1024, lazyGzip: 1536 },
        { label: 'plugin receive', initialGzip: 2048, lazyGzip: 0 },
      ],
      locales: [],
      data: [],
    })
    expect(table.split('\n')).toEqual([
      'part            initial JS (gzip)  lazy JS (gzip)',
      '-------------------------------------------------',
      'feature send              1.0 KiB         1.5 KiB',
      'plugin receive            2.0 KiB         0.0 KiB',
      '-------------------------------------------------',
      'total                     3.0 KiB         1.5 KiB',
    ])
  })

  it('lists the lazy locale chunks per locale, and flags one loaded up front', () => {
    const table = sizeTable({
      outDir: '/app/dist',
      size: { initialGzip: 1024, lazyGzip: 2048, files: [] },
      rows: [{ label: 'feature send', initialGzip: 1024, lazyGzip: 0 }],
      locales: [
        { locale: 'ar', files: ['assets/ar-1.js', 'assets/ar-2.js'], gzip: 1536, initial: false },
        { locale: 'pt-BR', files: ['assets/pt-BR-1.js'], gzip: 512, initial: true },
      ],
      data: [],
    })
    expect(table.split('\n').slice(-4)).toEqual([
      '',
      'Locales (lazy; only the active one is fetched, English is built in):',
      '  ar       1.5 KiB  2 chunks',
      '  pt-BR    0.5 KiB  1 chunk  (loaded up front!)',
    ])
  })

  it('lists the bundled data after the locales: catalogue, icons, one token list per chain', () => {
    const table = sizeTable({
      outDir: '/app/dist',
      size: { initialGzip: 1024, lazyGzip: 4096, files: [] },
      rows: [{ label: 'feature allWallets', initialGzip: 1024, lazyGzip: 0 }],
      locales: [],
      data: [
        { data: 'wallet catalogue', files: ['assets/local-catalogue-1.js'], gzip: 2048, initial: false },
        {
          data: 'wallet icons',
          files: ['assets/metamask-1.js', 'assets/rabby-1.js'],
          gzip: 1536,
          initial: false,
        },
        { data: 'token list base', files: ['assets/base-1.js'], gzip: 512, initial: true },
      ],
    })
    expect(table.split('\n').slice(-5)).toEqual([
      '',
      'Bundled data (lazy; fetched when used):',
      '  wallet catalogue    2.0 KiB  1 chunk',
      '  wallet icons        1.5 KiB  2 chunks',
      '  token list base     0.5 KiB  1 chunk  (loaded up front!)',
    ])
  })

  it("groups the build's chunks of bundled data by what their modules hold, source or compiled", () => {
    const dist = '/app/node_modules/portkit/dist/runtime/services'
    const chunk = (file: string, gzip: number, initial: boolean, modules: string[]) => ({
      file: { file, gzip, initial },
      modules: [file, new Map(modules.map((id) => [id, 1]))] as const,
    })
    const chunks = [
      chunk('assets/index.js', 9000, true, [
        '/app/src/main.tsx',
        `${dist}/catalogue-local/../../core/wallet-pages.js`,
      ]),
      chunk('assets/local-catalogue.js', 2000, false, [
        `${dist}/catalogue-local/local-catalogue.js`,
        `${dist}/catalogue-local/wallets.gen.js`,
      ]),
      chunk('assets/metamask.js', 300, false, [`${dist}/catalogue-local/icons/metamask.js`]),
      chunk('assets/rabby.js', 200, false, ['/repo/runtime/services/catalogue-local/icons/rabby.ts']),
      chunk('assets/base.js', 700, false, [`${dist}/token-lists/lists/base.js`]),
      chunk('assets/ethereum.js', 900, false, [`${dist}/token-lists/lists/ethereum.js`]),
    ]
    const data = dataChunks(
      { imports: new Map(), entries: [], resolved: new Map(), chunks: new Map(chunks.map((c) => c.modules)) },
      { initialGzip: 9000, lazyGzip: 4100, files: chunks.map((c) => c.file) },
    )
    expect(data).toEqual([
      { data: 'wallet catalogue', files: ['assets/local-catalogue.js'], gzip: 2000, initial: false },
      { data: 'wallet icons', files: ['assets/metamask.js', 'assets/rabby.js'], gzip: 500, initial: false },
      { data: 'token list base', files: ['assets/base.js'], gzip: 700, initial: false },
      { data: 'token list ethereum', files: ['assets/ethereum.js'], gzip: 900, initial: false },
    ])
  })
})
