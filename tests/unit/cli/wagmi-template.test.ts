import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generate } from '../../../generator/compose/generate.ts'
import { REPO } from '../generator/temp-app.ts'
import { portkit } from './run-cli.ts'

// Issue 11: the react-vite template's wagmi example is a template of its own, react-vite-wagmi
// (`portkit create --template react-vite-wagmi`), so the default app stays without wagmi and its
// dependencies (issue 10 measures its install). It extends react-vite: only what it adds is in its folder.

interface PackageJson {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  peerDependencies: Record<string, string>
}

const read = (file: string) => readFileSync(file, 'utf8')
const ownPackage = JSON.parse(read(join(REPO, 'package.json'))) as PackageJson
let work: string
const app = (name: string) => join(work, name)
const packageOf = (name: string) => JSON.parse(read(join(app(name), 'package.json'))) as PackageJson

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portkit-wagmi-template-'))
  for (const [name, template] of [
    ['plain', 'react-vite'],
    ['wagmi', 'react-vite-wagmi'],
  ]) {
    // The same app name for both, so the answers filled in (title, projectId) are the same too.
    const created = await portkit(
      'create',
      app(name!),
      '--yes',
      '--name',
      'shop-front',
      '--template',
      template!,
      '--portkit',
      'file:/x',
    )
    expect(created.code, created.stderr).toBe(0)
  }
}, 60_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('portkit create --template react-vite-wagmi', () => {
  it('--help lists it with what it adds; the default stays react-vite', async () => {
    const { stdout } = await portkit('create', '--help')
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      'react-vite, react-vite-wagmi (react-vite plus a wagmi example page: wagmi, viem and TanStack Query)',
    )
    expect(stdout).toContain('(default: "react-vite")')
  })

  it('is react-vite plus the wagmi page, its providers and adapters: [wagmi]; the template manifest is not copied', () => {
    for (const file of ['index.html', 'src/App.tsx', 'src/HostActions.tsx', 'src/styles.css', 'README.md'])
      expect(read(join(app('wagmi'), file))).toBe(read(join(app('plain'), file)))
    expect(existsSync(join(app('wagmi'), 'src/WagmiExample.tsx'))).toBe(true)
    expect(existsSync(join(app('plain'), 'src/WagmiExample.tsx'))).toBe(false)
    expect(existsSync(join(app('wagmi'), 'template.json'))).toBe(false)
    expect(read(join(app('wagmi'), 'src/main.tsx'))).toContain('<PortkitWagmiProvider>')

    // Its config is react-vite's with the adapters option (and its comment) added, nothing else.
    const config = read(join(app('wagmi'), 'portkit.config.ts'))
    const added = /\n {2}\/\/ wagmi's hooks act[^\n]*\n[^\n]*\n {2}adapters: \['wagmi'\],/
    expect(config).toMatch(added)
    expect(config.replace(added, '')).toBe(read(join(app('plain'), 'portkit.config.ts')))
  })

  it('depends on wagmi (its newest supported major), viem and TanStack Query; react-vite on none of them', () => {
    const wagmiRange = ownPackage.peerDependencies.wagmi!.split('||').at(-1)!.trim()
    expect(wagmiRange).toMatch(/^\^3\./)
    expect(packageOf('wagmi').dependencies).toMatchObject({
      wagmi: wagmiRange,
      viem: ownPackage.dependencies.viem,
      '@tanstack/react-query': ownPackage.devDependencies['@tanstack/react-query'],
    })
    for (const name of ['wagmi', 'viem', '@tanstack/react-query']) {
      expect(packageOf('plain').dependencies).not.toHaveProperty(name)
      expect(packageOf('plain').devDependencies).not.toHaveProperty(name)
    }
    // Everything else is the same.
    const { wagmi: _w, viem: _v, '@tanstack/react-query': _q, ...rest } = packageOf('wagmi').dependencies
    expect(rest).toEqual(packageOf('plain').dependencies)
  })

  it('type-checks: the app, its generated entry and the wagmi hooks it uses (wagmi 3)', async () => {
    const dir = app('wagmi')
    const modules = join(dir, 'node_modules')
    for (const name of [
      'wagmi',
      'viem',
      '@tanstack/react-query',
      'react',
      'react-dom',
      '@types/react',
      '@types/react-dom',
      'vite',
      '@vitejs/plugin-react',
    ]) {
      mkdirSync(dirname(join(modules, name)), { recursive: true })
      symlinkSync(join(REPO, 'node_modules', name), join(modules, name), 'dir')
    }
    symlinkSync(REPO, join(modules, 'portkit'), 'dir')
    await generate({ appDir: dir })
    const parsed = ts.getParsedCommandLineOfConfigFile(
      join(dir, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
        },
      },
    )!
    const program = ts.createProgram(parsed.fileNames, parsed.options)
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
    expect(messages).toEqual([])
  }, 120_000)
})
