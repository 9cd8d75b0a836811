import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_RUN_DIR_ENV } from '../tests/support/shared-app.ts'
import { e2eRecap } from './e2e-recap.ts'

/**
 * `npm test` after the checks: the apps the browser tests serve (template and variants,
 * tests/support/prepare-e2e-apps.ts) built into this run's folder beside vitest; once they are made,
 * Playwright runs on them while vitest goes on. The browser tests mostly wait (on chains, servers and
 * pages), so vitest fills that idle time instead of running before them. vitest's report is held and
 * printed after Playwright's, so the two never interleave, and a recap of the browser tests that failed or
 * passed only on retry ends the output. Exits with the first failing suite's code after running both.
 */
const runDir = await mkdtemp(join(tmpdir(), 'portkit-e2e-'))
const e2eReport = join(runDir, 'playwright.json')
const env = { ...process.env, [E2E_RUN_DIR_ENV]: runDir, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport }
const prepareLog = join(runDir, 'prepare.log')
const unitLog = join(runDir, 'vitest.log')

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

/** `command` under `nice -n 5` where there is one (Linux, macOS); as it is elsewhere. */
function lowerPriority(command: string, args: string[]): [string, string[]] {
  return process.platform === 'win32' ? [command, args] : ['nice', ['-n', '5', command, ...args]]
}

const printLog = async (file: string) => console.log(await readFile(file, 'utf8').catch(() => ''))

try {
  const prepared = exitCode('npx', ['tsx', 'tests/support/prepare-e2e-apps.ts'], prepareLog)
  const unit = exitCode('npx', ['vitest', 'run'], unitLog)
  if ((await prepared) !== 0) {
    console.log(`Preparing the e2e apps failed; the specs make them themselves. Its output:`)
    await printLog(prepareLog)
  }
  // The browser tests mostly wait (on chains, servers, pages: ~45 % of the two cores alone), while vitest's
  // CLI files are CPU-bound with 90 s timeouts: at equal priority CI saw vitest's worker get ~15 % of a core
  // for ten minutes and its tests time out. A lower priority for Playwright's tree evens that out.
  const e2e = await exitCode(...lowerPriority('npx', ['playwright', 'test', '--reporter=list,json']))
  const unitCode = await unit
  console.log(`\nvitest, run beside the browser tests (exit code ${unitCode}):`)
  await printLog(unitLog)
  console.log(`\nBrowser tests (exit code ${e2e}):\n${await e2eRecap(e2eReport)}`)
  process.exitCode = unitCode || e2e
} finally {
  await rm(runDir, { recursive: true, force: true })
}
