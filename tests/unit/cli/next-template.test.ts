import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'
import { portkit } from './run-cli.ts'

// Issue 16: `portkit create --template next-app` is the react-vite page (src/App.tsx and its parts) in a
// Next.js App Router app: Vite's own files are left out, the title goes into the root layout's metadata,
// and `portkit build` runs `next build` there. tests/e2e/next-app.spec.ts builds and serves it.

let work: string
const app = (file = '') => join(work, 'next', file)
const plain = (file: string) => join(work, 'plain', file)
const read = (file: string) => readFileSync(file, 'utf8')

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portkit-next-template-'))
  for (const [dir, template] of [
    ['next', 'next-app'],
    ['plain', 'react-vite'],
  ]) {
    const created = await portkit(
      'create',
      join(work, dir!),
      '--yes',
      '--name',
      'shop-front',
      '--title',
      "Bob's <Shop>",
      '--template',
      template!,
      '--portkit',
      'file:/x',
    )
    expect(created.code, created.stderr).toBe(0)
  }
}, 60_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('portkit create --template next-app', () => {
  it('--help lists it with what it is', async () => {
    const { stdout } = await portkit('create', '--help')
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      'next-app (Next.js App Router (React 19): server-rendered, the connection hydrated from a cookie)',
    )
  })

  it("is a Next.js app around react-vite's page, without Vite's files or the template manifest", () => {
    for (const file of ['index.html', 'vite.config.ts', 'src/main.tsx', 'template.json'])
      expect(existsSync(app(file)), file).toBe(false)
    for (const file of ['next.config.ts', 'src/app/layout.tsx', 'src/app/page.tsx', 'src/app/providers.tsx'])
      expect(existsSync(app(file)), file).toBe(true)
    for (const file of ['src/App.tsx', 'src/HostActions.tsx', 'src/styles.css'])
      expect(read(app(file))).toBe(read(plain(file)))
    expect(read(app('.gitignore'))).toContain('.next')
  })

  it('fills the title into the root layout metadata, and next and React into dependencies', () => {
    expect(read(app('src/app/layout.tsx'))).toContain("title: 'Bob\\'s <Shop>',")
    expect(read(app('README.md')).split('\n')[0]).toBe("# Bob's <Shop>")
    const pkg = JSON.parse(read(app('package.json'))) as {
      dependencies: Record<string, string>
      scripts: Record<string, string>
    }
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['next', 'react', 'react-dom']))
    expect(pkg.scripts).toMatchObject({ dev: 'portkit dev', build: 'portkit build' })
    const own = JSON.parse(read(join(REPO, 'package.json'))) as { exports: Record<string, unknown> }
    expect(own.exports['./ssr']).toBeDefined()
  })

  it('uses no web font loader: next/font/google would fetch off this machine', () => {
    for (const file of ['src/app/layout.tsx', 'src/app/page.tsx', 'src/app/providers.tsx'])
      expect(read(app(file))).not.toContain('next/font')
  })

  it("portkit build refuses Vite's --json and --out-dir in a Next.js app, before building anything", async () => {
    const { code, stderr } = await portkit('build', '--cwd', app(), '--json')
    expect(code).toBe(1)
    expect(stderr).toContain('--json and --out-dir are for Vite apps')
    expect(existsSync(app('.next'))).toBe(false)
  })
})
