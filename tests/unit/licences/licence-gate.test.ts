import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { OSI_ALLOWLIST } from '../../../scripts/licences/allowlist.ts'
import { describeViolations, runLicenceGate } from '../../../scripts/licences/gate.ts'
import { renderNotices } from '../../../scripts/licences/notices.ts'
import { isAllowedExpression } from '../../../scripts/licences/spdx.ts'
import { REPO } from '../generator/temp-app.ts'

const fixtures: string[] = []
afterEach(() => fixtures.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A package shaped like portkit (dependencies + the optional WalletConnect peer), installed on disk. */
function fixtureTree(installed: Record<string, { license?: string; file?: string; deps?: string[] }>) {
  const root = mkdtempSync(join(tmpdir(), 'portkit-licences-'))
  fixtures.push(root)
  const wc = '@walletconnect/universal-provider'
  const nameOf = (spec: string) => spec.split(/(?<=.)@/)[0]!
  const deps = Object.keys(installed)
    .map(nameOf)
    .filter((name) => name !== wc && !name.startsWith('nested-'))
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({
      name: 'host-package',
      version: '1.0.0',
      dependencies: Object.fromEntries(deps.map((name) => [name, '*'])),
      peerDependencies: { [wc]: '*', vite: '*' },
      peerDependenciesMeta: { [wc]: { optional: true }, vite: { optional: true } },
    }),
  )
  for (const [spec, { license, file, deps: own = [] }] of Object.entries(installed)) {
    const [name, version = '1.0.0'] = spec.split(/(?<=.)@/) as [string, string?]
    const dir = join(root, 'node_modules', name)
    mkdirSync(dir, { recursive: true })
    const pkg = { name, version, dependencies: Object.fromEntries(own.map((dep) => [dep, '*'])), license }
    writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg))
    if (file) writeFileSync(join(dir, 'LICENSE.md'), file)
  }
  return root
}

describe('the licence gate', () => {
  it('passes on the tree a host app receives from this package, WalletConnect on its Apache-2.0 line', () => {
    const { packages, violations } = runLicenceGate(REPO)
    expect(describeViolations(violations)).toBe('')
    const names = packages.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['viem', 'react', '@walletconnect/universal-provider']))
    // What `portkit serve` loads where a host runs it: the PostgreSQL, Redis and SMTP clients.
    expect(names).toEqual(expect.arrayContaining(['pg', 'redis', 'nodemailer']))
    // The CLI's tools are the app's devDependencies (package.json portkitTools): not in this tree.
    // (typescript does reach a Solana app: web3.js 1.x's @solana/codecs-numbers declares it a required peer.)
    for (const tool of ['vite', 'ts-morph', 'tsx', '@electric-sql/pglite']) {
      expect(names).not.toContain(tool)
    }
    const walletConnect = packages.filter((p) =>
      /^@walletconnect\/(core|sign-client|universal-provider|utils|types)$/.test(p.name),
    )
    expect(walletConnect.map((p) => `${p.name}@${p.version} ${p.license}`)).toEqual(
      walletConnect.map((p) => `${p.name}@2.21.8 Apache-2.0`),
    )
    expect(walletConnect).toHaveLength(5)
  })

  it('fails on WalletConnect 2.25.0, naming the package, its licence field and its licence title', () => {
    const root = fixtureTree({
      viem: { license: 'MIT' },
      '@walletconnect/universal-provider@2.25.0': {
        license: 'SEE LICENSE IN LICENSE.md',
        file: '# WalletConnect Community License\n\nPaid above 500 monthly active users.\n',
        deps: ['nested-ok'],
      },
      'nested-ok': { license: 'ISC' },
    })
    const { packages, violations } = runLicenceGate(root)
    expect(packages.map((p) => p.name)).toEqual(['@walletconnect/universal-provider', 'nested-ok', 'viem'])
    expect(describeViolations(violations)).toBe(
      '@walletconnect/universal-provider@2.25.0: SEE LICENSE IN LICENSE.md ("WalletConnect Community License")',
    )
  })

  it('fails on any non-OSI licence anywhere in the tree, and on a package that declares none', () => {
    const root = fixtureTree({
      app: { license: 'MIT', deps: ['nested-busl'] },
      'nested-busl@3.1.0': { license: 'BUSL-1.1' },
      silent: {},
      private: { license: 'UNLICENSED' },
    })
    expect(describeViolations(runLicenceGate(root).violations).split('\n')).toEqual([
      'nested-busl@3.1.0: BUSL-1.1',
      'private@1.0.0: UNLICENSED',
      'silent@1.0.0: no licence declared',
    ])
  })

  it('a hand-reviewed package passes at its reviewed version only; the next version is judged again', () => {
    const root = fixtureTree({
      'rpc-websockets@9.3.10': { license: 'LGPL-3.0-only' },
      'eyes@0.1.8': { file: 'Copyright (c) 2009 cloudhead\n\nPermission is hereby granted' },
      'text-encoding-utf-8@1.0.3': {},
    })
    expect(describeViolations(runLicenceGate(root).violations)).toBe(
      'text-encoding-utf-8@1.0.3: no licence declared',
    )
  })

  it("the Solana peer's tree is judged too: web3.js reaches a host app with a Solana network", () => {
    const names = runLicenceGate(REPO).packages.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['@solana/web3.js', 'rpc-websockets']))
  })

  it("the Bitcoin peer's tree is judged too: btc-signer reaches a host app with a Bitcoin network", () => {
    const names = runLicenceGate(REPO).packages.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['@scure/btc-signer', 'micro-packed']))
  })

  it("the Polkadot peers' trees are judged too: extension-dapp's whole install reaches a Polkadot app", () => {
    const names = runLicenceGate(REPO).packages.map((p) => p.name)
    expect(names).toEqual(
      expect.arrayContaining([
        '@polkadot/extension-dapp',
        '@polkadot/util-crypto',
        '@polkadot/api',
        'smoldot',
      ]),
    )
  })

  it('refuses to pass blind: a dependency that is not installed is an error', () => {
    const root = fixtureTree({ app: { license: 'MIT', deps: ['ghost'] } })
    expect(() => runLicenceGate(root)).toThrow('ghost (needed by app@1.0.0) is not installed')
  })

  it.each([
    ['MIT', true],
    ['(MIT OR Apache-2.0)', true],
    ['MIT OR BUSL-1.1', true],
    ['BUSL-1.1 OR SSPL-1.0', false],
    ['MIT AND BUSL-1.1', false],
    ['(MIT AND Zlib) OR GPL-3.0-only', true],
    ['Apache-2.0 WITH LLVM-exception', true],
    ['BlueOak-1.0.0', true],
    ['Python-2.0', true],
    ['SEE LICENSE IN LICENSE.md', false],
    ['(MIT', false],
    ['', false],
  ])('SPDX %j -> allowed: %s', (expression, allowed) => {
    expect(isAllowedExpression(expression, OSI_ALLOWLIST)).toBe(allowed)
  })
})

describe('licence files', () => {
  it('portkit itself is MIT, with the licence text at the root', () => {
    expect(JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).license).toBe('MIT')
    expect(readFileSync(join(REPO, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/)
  })

  it('THIRD-PARTY-NOTICES is what the installed tree gives (npm run notices rewrites it)', () => {
    const expected = renderNotices(runLicenceGate(REPO).packages)
    expect(readFileSync(join(REPO, 'THIRD-PARTY-NOTICES'), 'utf8') === expected).toBe(true)
  })
})
