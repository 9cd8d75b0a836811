import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeManifest, type DevnetManifest } from '../../../devnet/manifest.ts'
import { kib, measureJs } from '../../../generator/build/js-size.ts'
import type { FeatureRow } from '../../../generator/config/feature-services.ts'
import { templateApp } from '../generator/template-build.ts'
import { portkit } from './run-cli.ts'
import { LOCALES } from '../../../runtime/core/i18n/locales.ts'

// `portkit build` on the default template with `portkit add names|siwx|smart-sessions`: a production build refuses the devnet
// presets' loopback RPC URLs, `--devnet` builds against the running devnet's manifest (only then), and a
// connect-only config (Receive and Names removed, every built-in feature off) ships none of their code.
// One build per config.

// Strings only each feature or plugin holds, one from the code the page loads up front (its controller or
// service) and one from its lazily loaded view or tab; minifiers keep string literals and property names.
const MARKERS = {
  // Each part's own English text (its strings.ts) is among its markers: English of a part left out never ships.
  'plugin receive': ['Networks this address works on', '.receive-address'],
  'plugin names': ['Register account name', '/v1/profile/suggestions/'],
  'plugin siwx': ['@portkit/siwx-sessions', '.siwx-actions', 'Sign In with Ethereum'],
  'plugin swap': ['Could not get a quote: the swap service is unavailable', '.swap-details'],
  'plugin onramp': ['/v1/generators/onrampurl', '.onramp-quote', 'Continue to provider'],
  'plugin smart-sessions': ['@portkit/smart-sessions/', '.sessions-list', 'Over the session spending limit'],
  'feature identity': ['/v1/identity/', 'avatar unavailable'],
  'feature tokens': ['assetDiscovery', 'No NFTs yet'],
  'feature history': ['/history', 'No activity yet', 'Load more'],
  'feature catalogue': ['/getWallets', 'Search wallet', 'Wallets to get'],
  'feature send': ['Insufficient Gas Funds', 'Receiver address'],
}
// The Polkadot adapter's wallet method and @polkadot/extension-dapp's own text: an EVM app ships neither.
const POLKADOT_MARKERS = [
  'polkadot_requestAccounts',
  'You must pass a name for your app to the web3Enable function',
]
// The template page's note about the local devnet (src/App.tsx), shown only with the devnet's entry.
const DEVNET_COPY = 'funded test accounts'
// The devnet token the template's host examples move (src/devnet-token.ts), shown only on the devnet.
const DEVNET_TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const CONNECT_ONLY =
  'receive: false, swaps: false, onramp: false, send: false, tokens: false, history: false, identity: false, allWallets: false'

const template = templateApp('portkit-build-')
// A Vite build of the template takes well over vitest's default 30 s on a busy 2-core machine.
const BUILD_TIMEOUT_MS = 240_000

// What `portkit dev` leaves in .portkit/devnet.json; nothing needs to listen on it to build.
const MANIFEST: DevnetManifest = {
  version: 1,
  chains: [
    {
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Portkit Devnet Alpha',
      rpcUrl: 'http://127.0.0.1:45101',
    },
    {
      chainId: 31338,
      caipNetworkId: 'eip155:31338',
      name: 'Portkit Devnet Beta',
      rpcUrl: 'http://127.0.0.1:45102',
    },
  ],
  accounts: [],
  services: { dataApi: 'http://127.0.0.1:45103', authApi: 'http://127.0.0.1:45104' },
}
const PUBLIC_RPC = `customRpcUrls: {
    'eip155:31337': [{ url: 'https://rpc.example/alpha' }],
    'eip155:31338': [{ url: 'https://rpc.example/beta' }],
  },`

function builtJs(): string {
  const assets = join(template.app, 'dist', 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n')
}

interface JsonReport {
  features: FeatureRow[]
  initialGzip: number
  lazyGzip: number
  rows: { label: string; initialGzip: number; lazyGzip: number }[]
  locales: { locale: string; files: string[]; gzip: number; initial: boolean }[]
  data: { data: string; files: string[]; gzip: number; initial: boolean }[]
}

describe('portkit build', () => {
  it('refuses a production build of networks that only have loopback RPC URLs, and builds nothing', async () => {
    const { code, stdout, stderr } = await portkit('build', '--cwd', template.app)
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr.trim()).toBe(
      "portkit.config.ts: networks[0].rpcUrls.default.http: Portkit Devnet Alpha (eip155:31337) has no public RPC URL, only http://127.0.0.1:8545: set customRpcUrls['eip155:31337'] to an RPC URL visitors can reach (or use `portkit build --devnet` for a test build against the running devnet)",
    )
    expect(existsSync(join(template.app, 'dist'))).toBe(false)
  })

  it('says the devnet is not running when --devnet finds no manifest', async () => {
    const { code, stderr } = await portkit('build', '--cwd', template.app, '--devnet')
    expect(code).toBe(1)
    expect(stderr.trim()).toBe(
      `portkit: The devnet is not running (no .portkit/devnet.json in ${template.app}): start it with \`npm run dev\` (portkit dev)`,
    )
  })

  it(
    'builds the template with --devnet and prints initial vs lazy JS per adapter, connector and plugin',
    async () => {
      expect((await portkit('add', 'names', '--cwd', template.app)).code).toBe(0)
      // SIWX is off by default: `portkit add siwx` switches it on (its auth service comes from the devnet).
      expect((await portkit('add', 'siwx', '--cwd', template.app)).code).toBe(0)
      // Smart sessions are off by default too: `portkit add smart-sessions` writes features.smartSessions.
      expect((await portkit('add', 'smart-sessions', '--cwd', template.app)).code).toBe(0)
      writeManifest(template.app, MANIFEST)
      // Vite's own warnings (e.g. the large lazy WalletConnect chunk) may appear on stderr; they are Vite's.
      const { code, stdout, stderr } = await portkit('build', '--cwd', template.app, '--devnet')
      expect(code, stderr).toBe(0)
      console.log(stdout)
      expect(stdout).toContain('Built against the running devnet: its loopback URLs are in the bundle.')
      expect(builtJs()).toContain(MANIFEST.chains[1]!.rpcUrl)
      // The page's devnet note ships in a devnet build (and, below, not in a production one).
      expect(builtJs()).toContain(DEVNET_COPY)
      expect(builtJs()).toContain(DEVNET_TOKEN)
      // The feature table: the manifest's data API turns its features on; no analytics service, no analytics.
      expect(stdout).toContain('Features (a feature whose service is not set is off)')
      expect(stdout).toMatch(/\n {2}swaps +on {3}services\.dataApi\n/)
      expect(stdout).toMatch(/\n {2}history +on {3}services\.dataApi\n/)
      expect(stdout).toMatch(/\n {2}analytics +off {2}services\.analyticsApi \(not set\)\n/)
      // The bundled catalogue, its icons and each default token list: lazy chunks, none loaded up front.
      expect(stdout).toContain('Bundled data (lazy; fetched when used):')
      expect(stdout).toMatch(/\n {2}wallet catalogue +[\d.]+ KiB {2}1 chunk\n/)
      expect(stdout).toMatch(/\n {2}token list ethereum +[\d.]+ KiB {2}1 chunk\n/)
      expect(stdout).not.toContain('(loaded up front!)')

      const rows = stdout.split('\n')
      expect(rows.find((row) => row.startsWith('part'))).toMatch(
        /^part +initial JS \(gzip\) +lazy JS \(gzip\)$/,
      )
      for (const label of ['adapter eip155', 'connector injected', 'connector walletconnect']) {
        expect(
          rows.find((row) => row.startsWith(`${label} `)),
          label,
        ).toMatch(/\d+\.\d KiB +\d+\.\d KiB$/)
      }
      // Each enabled feature and plugin has its own line, and code of its own up front.
      for (const label of Object.keys(MARKERS)) {
        expect(
          rows.find((row) => row.startsWith(`${label} `)),
          label,
        ).toMatch(/ (?!0\.0 KiB)\d+\.\d KiB +\d+\.\d KiB$/)
      }
      // The total is the real split of the output: entry + modulepreload vs the rest.
      const size = await measureJs(join(template.app, 'dist'))
      expect(rows.find((row) => row.startsWith('total '))).toMatch(
        new RegExp(`^total +${kib(size.initialGzip)} +${kib(size.lazyGzip)}$`),
      )
      const js = builtJs()
      for (const [label, markers] of Object.entries(MARKERS)) {
        for (const marker of markers) expect(js, `${label}: ${marker}`).toContain(marker)
      }
    },
    BUILD_TIMEOUT_MS,
  )

  it(
    'ships no code of Receive, Names, SIWX, smart sessions and the built-in features in a connect-only config, nor the manifest',
    async () => {
      expect((await portkit('remove', 'receive', '--cwd', template.app)).code).toBe(0)
      expect((await portkit('remove', 'names', '--cwd', template.app)).code).toBe(0)
      expect((await portkit('remove', 'siwx', '--cwd', template.app)).code).toBe(0)
      expect((await portkit('remove', 'smart-sessions', '--cwd', template.app)).code).toBe(0)
      template.edit('portkit.config.ts', (text) => {
        const config = text.replace('receive: false', CONNECT_ONLY)
        expect(config).toContain(CONNECT_ONLY)
        const end = config.lastIndexOf('})')
        return `${config.slice(0, end)}  ${PUBLIC_RPC}\n${config.slice(end)}`
      })
      // The manifest is still in .portkit/: a production build must not read it.
      const { code, stdout, stderr } = await portkit('build', '--cwd', template.app, '--json')
      expect(code, stderr).toBe(0)
      const js = builtJs()
      expect(js).toContain('https://rpc.example/beta')
      for (const url of [
        ...MANIFEST.chains.map((chain) => chain.rpcUrl),
        MANIFEST.services.dataApi!,
        MANIFEST.services.authApi!,
      ]) {
        expect(js).not.toContain(url)
      }
      const report = JSON.parse(stdout) as JsonReport
      // No services in production here: each feature that needs one is off, and says which.
      expect(report.features.filter((row) => row.service && !row.serviceSet && row.on)).toEqual([])
      expect(report.features.find((row) => row.feature === 'analytics')).toEqual({
        feature: 'analytics',
        on: false,
        service: 'analyticsApi',
        serviceSet: false,
      })
      // The template's page says nothing about the devnet in production: not in the JS, not in the HTML.
      expect(js).not.toContain(DEVNET_COPY)
      expect(js).not.toContain(DEVNET_TOKEN)
      expect(readFileSync(join(template.app, 'dist', 'index.html'), 'utf8')).not.toMatch(/devnet/i)
      console.log(
        JSON.stringify({ initialGzip: report.initialGzip, lazyGzip: report.lazyGzip, rows: report.rows }),
      )
      expect(report.rows.map((row) => row.label)).toEqual([
        'adapter eip155',
        'connector injected',
        'connector walletconnect',
        'portkit runtime (core, UI, React bindings)',
        'app and dependencies (React, viem, ...)',
      ])
      for (const [label, markers] of Object.entries(MARKERS)) {
        for (const marker of markers) expect(js, `${label}: ${marker}`).not.toContain(marker)
      }
      for (const marker of POLKADOT_MARKERS) expect(js, `polkadot: ${marker}`).not.toContain(marker)
      // The other locales are lazy chunks, one per locale (only the core modal's here), none loaded up front.
      expect(report.locales.map((entry) => entry.locale)).toEqual(
        LOCALES.filter((locale) => locale !== 'en').sort((a, b) => a.localeCompare(b)),
      )
      for (const entry of report.locales) {
        expect(entry.initial, entry.locale).toBe(false)
        expect(entry.files, entry.locale).toHaveLength(1)
      }
      // Connect only: no wallet catalogue, no token list.
      expect(report.data).toEqual([])

      // Every byte lands in exactly one row (up to rounding): the rows add up to the totals.
      const sum = (key: 'initialGzip' | 'lazyGzip') => report.rows.reduce((total, row) => total + row[key], 0)
      expect(Math.abs(sum('initialGzip') - report.initialGzip)).toBeLessThanOrEqual(report.rows.length)
      expect(Math.abs(sum('lazyGzip') - report.lazyGzip)).toBeLessThanOrEqual(report.rows.length)
    },
    BUILD_TIMEOUT_MS,
  )
})
