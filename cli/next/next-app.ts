import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { CliError } from '../errors.ts'

const NEXT_CONFIGS = ['next.config.ts', 'next.config.mjs', 'next.config.js', 'next.config.cjs']

/** A Next.js app (`portkit create --template next-app`): `dev` and `build` run Next instead of Vite. */
export function isNextApp(appDir: string): boolean {
  return NEXT_CONFIGS.some((name) => existsSync(join(appDir, name)))
}

/**
 * The app's own `next` CLI with `args`, output passed through, with `preload` (a module path) loaded first
 * in each of its processes. Next's telemetry is off: nothing of the developer's build leaves the machine.
 */
export function startNext(appDir: string, args: string[], preload?: string): ChildProcess {
  let bin: string
  try {
    bin = createRequire(join(appDir, 'package.json')).resolve('next/dist/bin/next')
  } catch {
    throw new CliError(`next is not installed in ${appDir}: run \`npm install\` there`)
  }
  // Through NODE_OPTIONS, so the server processes Next forks load the preload too.
  const nodeOptions = [process.env.NODE_OPTIONS, preload && `--import ${JSON.stringify(preload)}`]
  return spawn(process.execPath, [bin, ...args], {
    cwd: appDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: nodeOptions.filter(Boolean).join(' '),
    },
  })
}

/** Resolves when the process exits with 0; rejects with the command and its exit code otherwise. */
export function exited(child: ChildProcess, command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new CliError(`${command} failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}
