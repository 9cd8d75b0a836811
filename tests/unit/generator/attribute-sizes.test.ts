import { describe, expect, it } from 'vitest'
import { attributeSizes } from '../../../generator/build/attribute-sizes.ts'
import type { BuildGraph } from '../../../generator/build/module-graph-plugin.ts'

// A module belongs to a row when every path from the entry to it passes through the row's root.

const PK = '/app/node_modules/portkit'
const graph: BuildGraph = {
  entries: ['/app/main.tsx'],
  imports: new Map([
    ['/app/main.tsx', ['/app/src/portkit/index.ts', '/app/node_modules/react/index.js']],
    [
      '/app/src/portkit/index.ts',
      [
        `${PK}/runtime/index.ts`,
        `${PK}/adapters/eip155.ts`,
        `${PK}/connectors/wc.ts`,
        `${PK}/plugins/receive.ts`,
      ],
    ],
    [`${PK}/runtime/index.ts`, ['/app/node_modules/qrcode/index.js']],
    [`${PK}/adapters/eip155.ts`, ['/app/node_modules/viem/index.js']],
    // The connector shares qrcode with the runtime, so qrcode is the runtime's, not the connector's.
    [`${PK}/connectors/wc.ts`, ['/app/node_modules/qrcode/index.js', '/app/node_modules/wc/provider.js']],
    // The plugin's view is a dynamic import, and still the plugin's.
    [`${PK}/plugins/receive.ts`, [`${PK}/plugins/receive-view.tsx`]],
  ]),
  chunks: new Map([
    [
      'assets/index.js',
      new Map([
        ['/app/main.tsx', 100],
        ['/app/node_modules/react/index.js', 300],
        [`${PK}/runtime/index.ts`, 200],
        [`${PK}/adapters/eip155.ts`, 50],
        ['/app/node_modules/viem/index.js', 150],
        [`${PK}/connectors/wc.ts`, 100],
        [`${PK}/plugins/receive.ts`, 100],
      ]),
    ],
    [
      'assets/lazy.js',
      new Map([
        ['/app/node_modules/qrcode/index.js', 500],
        ['/app/node_modules/wc/provider.js', 300],
        [`${PK}/plugins/receive-view.tsx`, 200],
      ]),
    ],
  ]),
  resolved: new Map(),
}
const size = {
  initialGzip: 1000,
  lazyGzip: 2000,
  files: [
    { file: 'assets/index.js', gzip: 1000, initial: true },
    { file: 'assets/lazy.js', gzip: 2000, initial: false },
  ],
}

describe('attributeSizes', () => {
  it('gives each row the modules it dominates, and the shared rest to the runtime or the app', () => {
    const rows = attributeSizes(
      graph,
      size,
      [
        { label: 'adapter eip155', root: `${PK}/adapters/eip155.ts` },
        { label: 'connector wc', root: `${PK}/connectors/wc.ts` },
        { label: 'plugin receive', root: `${PK}/plugins/receive.ts` },
      ],
      PK,
    )
    expect(rows).toEqual([
      // 200 of the 1000 rendered characters of index.js (itself and viem): 20% of its gzip bytes.
      { label: 'adapter eip155', initialGzip: 200, lazyGzip: 0 },
      { label: 'connector wc', initialGzip: 100, lazyGzip: 600 },
      { label: 'plugin receive', initialGzip: 100, lazyGzip: 400 },
      { label: 'portkit runtime (core, UI, React bindings)', initialGzip: 200, lazyGzip: 0 },
      { label: 'app and dependencies (React, viem, ...)', initialGzip: 400, lazyGzip: 1000 },
    ])
  })
})
