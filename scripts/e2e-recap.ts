import { readFile } from 'node:fs/promises'
import { stripVTControlCharacters } from 'node:util'

/**
 * The last lines `npm test` prints: the browser tests that failed or passed only on their retry, read from
 * Playwright's JSON report. CI keeps only the tail of a run's output, and Playwright's own report is printed
 * before vitest's, so without this a red run does not say which browser test made it red.
 */
interface JsonResult {
  status: string
  error?: { message?: string }
}
interface JsonTest {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped'
  projectName: string
  results: JsonResult[]
}
interface JsonSpec {
  title: string
  file: string
  tests: JsonTest[]
}
interface JsonSuite {
  specs?: JsonSpec[]
  suites?: JsonSuite[]
}

function* specsOf(suite: JsonSuite): Generator<JsonSpec> {
  yield* suite.specs ?? []
  for (const child of suite.suites ?? []) yield* specsOf(child)
}

const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim()) ?? ''

export async function e2eRecap(reportFile: string): Promise<string> {
  const report = (await readFile(reportFile, 'utf8')
    .then(JSON.parse)
    .catch(() => undefined)) as { suites: JsonSuite[] } | undefined
  if (!report)
    return 'Browser tests: no JSON report was written (the run stopped before Playwright reported).'
  const counts = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }
  const lines: string[] = []
  for (const spec of report.suites.flatMap((suite) => [...specsOf(suite)])) {
    for (const test of spec.tests) {
      counts[test.status] += 1
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const failed = test.results.find(
          (result) => result.status !== 'passed' && result.status !== 'skipped',
        )
        lines.push(
          `  ${test.status === 'flaky' ? 'flaky ' : 'FAILED'} [${test.projectName}] ${spec.file} › ${spec.title}`,
        )
        lines.push(`         ${firstLine(failed?.error?.message)}`)
      }
    }
  }
  const summary = `Browser tests: ${counts.expected} passed, ${counts.unexpected} failed, ${counts.flaky} flaky (passed on retry), ${counts.skipped} skipped`
  return [summary, ...lines].join('\n')
}
