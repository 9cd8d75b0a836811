import { describe, expect, it } from 'vitest'
import { sizedParts } from '../../../generator/build/build-app.ts'
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
    })
    expect(table.split('\n').slice(-4)).toEqual([
      '',
      'Locales (lazy; only the active one is fetched, English is built in):',
      '  ar       1.5 KiB  2 chunks',
      '  pt-BR    0.5 KiB  1 chunk  (loaded up front!)',
    ])
  })
})
