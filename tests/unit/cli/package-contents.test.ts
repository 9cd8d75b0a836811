import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportedModules } from '../../../scripts/exported-modules.ts'
import { prebuiltFrameScriptPath } from '../../../server/frame/build-frame-script.ts'
import { sharedTarball } from '../../support/shared-tarball.ts'
import { REPO } from '../generator/temp-app.ts'

// What `npm pack` (and so `npm publish`) puts in the tarball: the run's shared one, listed (no pack of its own).
let files: string[]
beforeAll(async () => {
  const tarball = await sharedTarball()
  const listing = await new Promise<string>((done, fail) =>
    execFile('tar', ['-tzf', tarball], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? fail(error) : done(stdout),
    ),
  )
  // npm puts every file under package/ and writes no folder entries.
  files = listing
    .split('\n')
    .filter((entry) => entry !== '')
    .map((entry) => entry.replace(/^package\//, ''))
}, 180_000)

describe('the packed package', () => {
  it('holds the runtime API types the typed clients import', () => {
    for (const name of ['data-api', 'catalogue-api', 'analytics-api', 'auth-api']) {
      expect(files).toContain(`runtime/services/api/${name}.gen.ts`)
    }
  })

  it("ships every export's entry compiled, with its .d.ts and its source map (issue 25)", () => {
    const missing = exportedModules().flatMap(({ source }) => {
      const entry = `dist/${source.replace(/\.tsx?$/, '')}`
      return [`${entry}.js`, `${entry}.d.ts`, `${entry}.js.map`].filter((file) => !files.includes(file))
    })
    expect(missing).toEqual([])
  })

  it("links each export's entry to a source map of its own source module", () => {
    for (const { source } of exportedModules()) {
      const entry = join(REPO, 'dist', source.replace(/\.tsx?$/, '.js'))
      const lastLine = readFileSync(entry, 'utf8').trimEnd().split('\n').at(-1)
      expect(lastLine, source).toBe(`//# sourceMappingURL=${basename(entry)}.map`)
      const map = JSON.parse(readFileSync(`${entry}.map`, 'utf8')) as { sources: string[] }
      expect(map.sources, source).toContain(relative(dirname(entry), join(REPO, source)))
    }
  })

  it("holds the secure frame's script, built for the frame sources it ships: `portkit serve` needs no Vite", () => {
    expect(files).toContain(relative(REPO, prebuiltFrameScriptPath()))
  })

  it('runs no install-time script: none that a host install or a linked checkout would run', () => {
    const { scripts } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) {
      expect(scripts[hook], hook).toBeUndefined()
    }
  })

  it('holds the licence and the third-party notices, and no tests or tarballs', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'THIRD-PARTY-NOTICES']))
    expect(files.filter((file) => /\.test\.tsx?$|\.tgz$/.test(file))).toEqual([])
  })
})
