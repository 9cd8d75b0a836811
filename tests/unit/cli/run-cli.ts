import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { REPO } from '../generator/temp-app.ts'

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

export interface CliProcess {
  /** Node flags before the bin, e.g. `--import` of a loader hook. */
  nodeArgs?: string[]
  env?: Record<string, string>
}

/** The real bin, as `npx portkit` runs it: a child process, its exit code and its output. */
export function portkit(...args: string[]): Promise<CliRun> {
  return portkitIn({}, ...args)
}

export function portkitIn({ nodeArgs = [], env = {} }: CliProcess, ...args: string[]): Promise<CliRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [...nodeArgs, join(REPO, 'bin', 'portkit.mjs'), ...args],
      { cwd: REPO, env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}
