import type { DoctorCheck } from './doctor-check.ts'

const MARKS: Record<DoctorCheck['outcome'], string> = { ok: '✓', off: '-', fail: '✗' }

/** The checks grouped by subject, one line each, and a last line counting the failures. */
export function formatDoctorReport(checks: DoctorCheck[]): string {
  const subjects = [...new Set(checks.map((check) => check.subject))]
  const width = Math.max(0, ...checks.map((check) => check.part.length))
  const groups = subjects.map((subject) =>
    [
      subject,
      ...checks
        .filter((check) => check.subject === subject)
        .map((check) => `  ${MARKS[check.outcome]} ${check.part.padEnd(width)}  ${check.detail}`),
    ].join('\n'),
  )
  const failed = checks.filter((check) => check.outcome === 'fail').length
  const summary = failed === 0 ? 'no source failed' : `${failed} source${failed === 1 ? '' : 's'} failed`
  return `${groups.join('\n\n')}\n\nportkit serve doctor: ${checks.length} checks, ${summary}\n`
}
