import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kib, measureJs } from '../../../generator/build/js-size.ts'
import { REPO } from '../generator/temp-app.ts'
import { portkit } from './run-cli.ts'

// `portkit build` on the default template, then with Receive removed: the plugin's code must be gone.

// Strings only the Receive plugin holds: its text (initial bundle) and its view's CSS (lazy chunk).
const RECEIVE_MARKERS = ['Networks this address works on', '.receive-qr']

let work: string
let app: string

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portkit-build-'))
  app = join(work, 'app')
  expect((await portkit('create', app, '--yes', '--portkit', 'file:/x')).code).toBe(0)
  // Stand-in for `npm install`: the app's dependencies are this checkout's.
  mkdirSync(join(app, 'node_modules', '@vitejs'), { recursive: true })
  symlinkSync(REPO, join(app, 'node_modules', 'portkit'), 'dir')
  for (const name of ['react', 'react-dom', 'vite', '@vitejs/plugin-react']) {
    symlinkSync(join(REPO, 'node_modules', name), join(app, 'node_modules', name), 'dir')
  }
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

function builtJs(): string {
  const assets = join(app, 'dist', 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n')
}

interface JsonReport {
  initialGzip: number
  lazyGzip: number
  rows: { label: string; initialGzip: number; lazyGzip: number }[]
}

describe('portkit build', () => {
  it('builds the default template and prints initial vs lazy JS per adapter, connector and plugin', async () => {
    // Vite's own warnings (e.g. the large lazy WalletConnect chunk) may appear on stderr; they are Vite's.
    const { code, stdout, stderr } = await portkit('build', '--cwd', app)
    expect(code, stderr).toBe(0)
    console.log(stdout)

    const rows = stdout.split('\n')
    expect(rows.find((row) => row.startsWith('part'))).toMatch(
      /^part +initial JS \(gzip\) +lazy JS \(gzip\)$/,
    )
    for (const label of [
      'adapter eip155',
      'connector injected',
      'connector walletconnect',
      'plugin receive',
    ]) {
      expect(
        rows.find((row) => row.startsWith(`${label} `)),
        label,
      ).toMatch(/\d+\.\d KiB +\d+\.\d KiB$/)
    }
    // The total is the real split of the output: entry + modulepreload vs the rest.
    const size = await measureJs(join(app, 'dist'))
    expect(rows.find((row) => row.startsWith('total '))).toMatch(
      new RegExp(`^total +${kib(size.initialGzip)} +${kib(size.lazyGzip)}$`),
    )
    for (const marker of RECEIVE_MARKERS) expect(builtJs()).toContain(marker)
  })

  it('leaves the Receive plugin out entirely once it is removed from the config', async () => {
    expect((await portkit('remove', 'receive', '--cwd', app)).code).toBe(0)
    const { code, stdout } = await portkit('build', '--cwd', app, '--json')
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as JsonReport
    expect(report.rows.map((row) => row.label)).not.toContain('plugin receive')
    for (const marker of RECEIVE_MARKERS) expect(builtJs()).not.toContain(marker)

    // Every byte lands in exactly one row (up to rounding): the rows add up to the totals.
    const sum = (key: 'initialGzip' | 'lazyGzip') => report.rows.reduce((total, row) => total + row[key], 0)
    expect(Math.abs(sum('initialGzip') - report.initialGzip)).toBeLessThanOrEqual(report.rows.length)
    expect(Math.abs(sum('lazyGzip') - report.lazyGzip)).toBeLessThanOrEqual(report.rows.length)
  })
})
