import { appendFileSync } from 'node:fs'
import fc from 'fast-check'
import { expect, it } from 'vitest'

/**
 * The one place the property tests (`tests/spec/**\/*.property.test.ts`) take their seed and size from.
 * In `npm test` every property runs FUZZ_RUNS_DEFAULT cases from the fixed FUZZ_SEED_DEFAULT, so a run
 * is repeatable and the whole set stays within seconds; `npm run fuzz` (scripts/fuzz.ts) runs the same
 * files with FUZZ_RUNS=100000 and a seed of its own (FUZZ_SEED replays one), and prints each property's
 * line from FUZZ_REPORT.
 */
export const FUZZ_SEED_DEFAULT = 20_260_530
export const FUZZ_RUNS_DEFAULT = 1000

function envInteger(name: string, fallback: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${JSON.stringify(text)}`)
  return value
}

export const FUZZ_SEED = envInteger('FUZZ_SEED', FUZZ_SEED_DEFAULT)
export const FUZZ_RUNS = envInteger('FUZZ_RUNS', FUZZ_RUNS_DEFAULT)

/** One line per property, read by scripts/fuzz.ts. */
export interface FuzzRecord {
  name: string
  cases: number
  seed: number
  failed: boolean
}

/**
 * A vitest test that checks `property` over FUZZ_RUNS cases from FUZZ_SEED. A failure reports fast-check's
 * message: the seed, the shrunk counterexample and the path to replay it.
 */
export function itHolds<Ts>(name: string, property: fc.IProperty<Ts>, { msPerCase = 4 } = {}): void {
  // About 4 ms a case at most, so 100000 cases of most properties fit (the default is 30 s); one that runs
  // a process per case (generate writing src/portkit/) says what it needs.
  it(name, () => checkProperty(property), Math.max(30_000, FUZZ_RUNS * msPerCase))
}

/**
 * `itHolds` for a property whose check awaits (replies that arrive after promises settle). itHolds itself
 * cannot take one: fc.check returns a promise for it, whose failure would go unseen.
 */
export function itHoldsAsync<Ts>(name: string, property: fc.IAsyncProperty<Ts>): void {
  it(
    name,
    async () => report(await fc.check(property, { seed: FUZZ_SEED, numRuns: FUZZ_RUNS })),
    Math.max(30_000, FUZZ_RUNS * 4),
  )
}

function checkProperty<Ts>(property: fc.IProperty<Ts>): void {
  report(fc.check(property, { seed: FUZZ_SEED, numRuns: FUZZ_RUNS }))
}

/** Writes the property's line for `npm run fuzz` (FUZZ_REPORT) and fails the test on a counterexample. */
function report<Ts>(details: fc.RunDetails<Ts>): void {
  const file = process.env.FUZZ_REPORT
  if (file) {
    const record: FuzzRecord = {
      name: expect.getState().currentTestName ?? '?',
      cases: details.numRuns,
      seed: details.seed,
      failed: details.failed,
    }
    appendFileSync(file, `${JSON.stringify(record)}\n`)
  }
  if (!details.failed) return
  // fast-check 4 leaves the counterexample's own error out of its message: it is shown as the cause.
  const cause = details.errorInstance
  throw new Error(
    `${fc.defaultReportMessage(details)}\nGot error: ${cause instanceof Error ? cause.message : String(cause)}`,
    { cause },
  )
}

/** Short text of any kind: ASCII, graphemes, any code point (lone surrogates included). */
export const shortText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
)

/** The longest text anyText makes. */
const HUGE_TEXT_LENGTH = 300_000

/**
 * Any text a visitor, a wallet or a dApp could hand over: short text of any kind, and now and then a huge
 * one (up to 300000 characters).
 */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: shortText, weight: 8 },
  {
    arbitrary: fc
      .tuple(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1000, max: 100_000 }),
      )
      // Repeated only as far as the 300000 kept: the same text as piece.repeat(times).slice(0, 300_000),
      // without building (and flattening) up to 1.6 million characters to throw most of them away.
      .map(([piece, times]) =>
        piece.repeat(Math.min(times, Math.ceil(HUGE_TEXT_LENGTH / piece.length))).slice(0, HUGE_TEXT_LENGTH),
      ),
    weight: 1,
  },
)

/** Text from a small alphabet, so the interesting cases (separators, digits, hex) come up often. */
export function textOf(alphabet: readonly string[], maxLength = 60): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...alphabet), maxLength })
}

/** What `run` throws, or undefined when it returns: a property compares refusals without try blocks. */
export function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}
