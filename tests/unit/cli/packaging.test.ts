import { execFile } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTarball } from '../../support/shared-tarball.ts'
import { REPO } from '../generator/temp-app.ts'

// Issue 25: the tarball a host installs is a normal ESM library. publint checks package.json against the
// files it ships; arethetypeswrong resolves every export's types and JavaScript as each TypeScript
// resolution mode would. Both read the tarball `npm pack` makes of the built dist/ (the global setup), the
// one every packaging test of the run shares.

let tarball: string

function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) =>
    execFile(command, args, { cwd: REPO, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  )
}

beforeAll(async () => {
  tarball = await sharedTarball()
}, 180_000)

describe('the packed package', () => {
  it('passes publint, warnings counted as errors', async () => {
    const { code, output } = await run('npx', ['--no-install', 'publint', 'run', tarball, '--strict'])
    expect(output).toContain('All good!')
    expect(code, output).toBe(0)
  }, 120_000)

  it('resolves every export for ESM importers and bundlers (arethetypeswrong)', async () => {
    // The esm-only profile leaves out two resolution modes on purpose: `node10` (TypeScript's old
    // `moduleResolution: node`) reads no `exports` map, so no subpath like portkit/react can resolve there;
    // `node16` from CommonJS would need a CJS build, and the package is ESM only (as are its peers
    // wagmi 3 and @tanstack/react-query), which Node 22's require(esm) loads anyway.
    const { code, output } = await run('npx', [
      '--no-install',
      'attw',
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
    ])
    expect(output).toContain('"portkit/react"')
    expect(output).not.toMatch(/^(node16 \(from ESM\)|bundler): (💀|⚠️|❌)/mu)
    expect(code, output).toBe(0)
  }, 120_000)
})
