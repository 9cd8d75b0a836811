/**
 * `npm run licences [dir]`: the licence gate from the command line (the test suite runs the same
 * function). Judges the production tree of the package in `dir` (default: this checkout) and exits 1
 * naming every package whose licence is outside the OSI allowlist.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeViolations, runLicenceGate } from './licences/gate.ts'

const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)))
const { packages, violations } = runLicenceGate(root)
if (violations.length > 0) {
  console.error(`Licence gate: ${violations.length} package(s) outside the OSI allowlist:`)
  console.error(describeViolations(violations))
  process.exit(1)
}
console.log(`Licence gate: ${packages.length} production packages, all under allowed licences`)
