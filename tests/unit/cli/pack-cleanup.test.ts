import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'

const tarballsInRepo = () => readdirSync(REPO).filter((file) => file.endsWith('.tgz'))

it('a test process that packs portkit leaves no tarball in the temp folder or in the repo', async () => {
  const before = tarballsInRepo()
  const script = `
    const { packPortkit } = await import(${JSON.stringify(join(REPO, 'tests/support/scaffold-app.ts'))})
    const tarball = await packPortkit()
    const { existsSync } = await import('node:fs')
    console.log(JSON.stringify({ tarball, existed: existsSync(tarball) }))`
  const stdout = await new Promise<string>((done, fail) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: REPO },
      (error, out) => (error ? fail(error) : done(out)),
    ),
  )
  const { tarball, existed } = JSON.parse(stdout) as { tarball: string; existed: boolean }
  expect(existed).toBe(true)
  expect(existsSync(tarball)).toBe(false)
  expect(existsSync(join(tarball, '..'))).toBe(false)
  expect(tarballsInRepo()).toEqual(before)
}, 120_000)
