import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FuzzRecord } from '../tests/support/fuzz-settings.ts'

/**
 * `npm run fuzz`: the property tests (`tests/spec/**\/*.property.test.ts`, also part of `npm test` with 1000
 * cases from a fixed seed) with FUZZ_RUNS cases each (default 100000) from one seed for the whole run
 * (FUZZ_SEED replays a run; default a fresh one). Prints vitest's report, where a failure carries
 * fast-check's seed and shrunk counterexample, then one line per property: cases, seed, pass or FAIL.
 */
const runs = process.env.FUZZ_RUNS || '100000'
const seed = process.env.FUZZ_SEED || String(randomInt(2 ** 31))
const dir = await mkdtemp(join(tmpdir(), 'portkit-fuzz-'))
const report = join(dir, 'properties.jsonl')

try {
  console.log(`Fuzzing the property tests: ${runs} cases per property, seed ${seed}`)
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'portkit', '.property.test.ts'], {
      env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_REPORT: report },
      stdio: 'inherit',
    })
    child.on('error', () => resolve(1))
    child.on('close', (status) => resolve(status ?? 1))
  })
  const records = (await readFile(report, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FuzzRecord)
    .sort((a, b) => a.name.localeCompare(b.name))
  console.log(`\nProperties (${records.length}):`)
  for (const { name, cases, seed: used, failed } of records)
    console.log(`${failed ? 'FAIL' : 'pass'}  ${String(cases).padStart(6)} cases  seed ${used}  ${name}`)
  const failures = records.filter((record) => record.failed).length
  console.log(
    `\n${records.length} properties, ${failures} failed, seed ${seed}` +
      (failures > 0 ? ` (replay: FUZZ_SEED=${seed} npm run fuzz)` : ''),
  )
  process.exitCode = code || (failures > 0 ? 1 : 0)
} finally {
  await rm(dir, { recursive: true, force: true })
}
