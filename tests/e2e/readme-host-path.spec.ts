import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, symlinkSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { run } from '../support/run.ts'
import { E2E_RUN_DIR_ENV, packedOnce, REPO_ROOT } from '../support/scaffold-app.ts'

/**
 * The README's "Using Portkit in an app" commands, exactly as written, from a clone of the packed project
 * in a fresh temp folder: `npx create-portkit my-app`, `cd my-app && npm install`, `npm run dev`, and
 * then the page in chromium. The clone's `npm ci` is stood in for by this checkout's node_modules (same
 * lockfile); everything after that is what a host developer runs.
 */

/** The shell lines of the README's code block under "## Using Portkit in an app", comments dropped. */
function readmeHostCommands(): string[] {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')
  const section = readme.split('## Using Portkit in an app')[1]!
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
}

let work: string
let clone: string
let tarball: string
let dev: ChildProcess | undefined

test.beforeAll(async () => {
  // The run's one tarball (the global setup gives every run a folder, which goes with it), shared with vitest
  // under `npm test`.
  tarball = await packedOnce(process.env[E2E_RUN_DIR_ENV]!)
  work = await mkdtemp(join(tmpdir(), 'portkit-readme-'))
  clone = join(work, 'portkit')
  await run('mkdir', [clone], { cwd: work })
  await run('tar', ['-xzf', tarball, '-C', clone, '--strip-components=1'], { cwd: work })
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir')
})

test.afterAll(async () => {
  // Still running only when the test failed before its own Ctrl-C.
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    process.kill(-dev.pid!, 'SIGINT')
    await new Promise((done) => dev!.once('exit', done))
  }
  await rm(work, { recursive: true, force: true })
})

test("the README's host commands scaffold, install and serve an app from a clone", async ({ page }) => {
  test.setTimeout(300_000)
  const [create, install, start] = readmeHostCommands()
  expect([create, install, start]).toEqual([
    'npx create-portkit my-app',
    'cd my-app && npm install',
    'npm run dev',
  ])
  // Offline-first so npm answers from the cache the checkout's install filled; the commands are unchanged.
  const env = { npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' }
  await run('bash', ['-c', `${create} && ${install}`], { cwd: clone, env })
  const app = join(clone, 'my-app')
  const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  expect(pkg.dependencies.portkit).toBe(`file:${clone}`)

  dev = spawn('bash', ['-c', start!], { cwd: app, env: { ...process.env, ...env }, detached: true })
  let output = ''
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => dev!.once('exit', () => done()))
  const appUrl = await new Promise<string>((found, failed) => {
    const timer = setInterval(() => {
      const match = /App: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)
      if (match) {
        clearInterval(timer)
        found(match[1]!)
      }
    }, 100)
    void exited.then(() => {
      clearInterval(timer)
      failed(new Error(`npm run dev exited early:\n${output}`))
    })
  })

  await page.goto(appUrl)
  await expect(page).toHaveTitle('My App')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()

  process.kill(-dev.pid!, 'SIGINT')
  await exited
  expect(output).toContain('stopping the app and the devnet')
})
