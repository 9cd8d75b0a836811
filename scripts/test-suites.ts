import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_RUN_DIR_ENV } from '../tests/support/shared-app.ts'
import { e2eRecap } from './e2e-recap.ts'

/**
 * `npm test` after the build: the checks (type-check, lint), vitest, the apps the browser tests serve
 * (template and variants, tests/support/prepare-e2e-apps.ts) and Playwright, all at once. Playwright's
 * workers wait for the template app where a spec needs it (tests/support/shared-app.ts makes each app once
 * per run, whoever asks first), so they start before the variants are made. The browser tests mostly wait
 * (on chains, servers and pages), so the rest fills that idle time. The other reports are held and printed
 * after Playwright's, so nothing interleaves, and a recap of the browser tests that failed or passed only on
 * retry ends the output. Exits with the first failing part's code after running them all.
 */
const runDir = await mkdtemp(join(tmpdir(), 'portkit-e2e-'))
const e2eReport = join(runDir, 'playwright.json')
const env = { ...process.env, [E2E_RUN_DIR_ENV]: runDir, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport }
const logs = {
  checks: join(runDir, 'checks.log'),
  prepare: join(runDir, 'prepare.log'),
  unit: join(runDir, 'vitest.log'),
}

function exitCode(command: string, args: string[], output?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    if (output) {
      const log = createWriteStream(output)
      child.stdout?.pipe(log)
      child.stderr?.pipe(log)
    }
    child.on('error', () => resolve(1))
    child.on('close', (code) => resolve(code ?? 1))
  })
}

const printLog = async (file: string) => console.log(await readFile(file, 'utf8').catch(() => ''))

try {
  // Everything at equal priority: the machine is busy throughout, so the run ends when its CPU work is done.
  // The checks (~110 CPU-s, mostly single-threaded eslint) once ran niced: they then waited for the tests and
  // ran alone at the end, a minute with a core idle (CI).
  const checks = exitCode('npm', ['run', 'checks', '--silent'], logs.checks)
  const prepared = exitCode('npx', ['tsx', 'tests/support/prepare-e2e-apps.ts'], logs.prepare)
  // A third worker beside the browser tests: vitest's CLI files mostly wait on the installs, builds and
  // servers they start, and with two workers CI saw the machine ~30 % idle while vitest ran long after
  // the browser tests ended.
  const unit = exitCode('npx', ['vitest', 'run', '--maxWorkers=3'], logs.unit)
  const e2e = await exitCode('npx', ['playwright', 'test', '--reporter=list,json'])
  if ((await prepared) !== 0) {
    console.log(`\nPreparing the e2e apps failed; the specs made them themselves. Its output:`)
    await printLog(logs.prepare)
  }
  const checksCode = await checks
  console.log(`\nType-check and lint, run beside the tests (exit code ${checksCode}):`)
  await printLog(logs.checks)
  const unitCode = await unit
  console.log(`\nvitest, run beside the browser tests (exit code ${unitCode}):`)
  await printLog(logs.unit)
  console.log(`\nBrowser tests (exit code ${e2e}):\n${await e2eRecap(e2eReport)}`)
  process.exitCode = checksCode || unitCode || e2e
} finally {
  await rm(runDir, { recursive: true, force: true })
}
