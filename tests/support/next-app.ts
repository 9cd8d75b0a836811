import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getFreePort } from '../../devnet/index.ts'
import { startTestDevnet } from './test-devnet.ts'
import { run } from './run.ts'
import { packPortkit, scaffoldApp } from './scaffold-app.ts'
import { allowServedOrigin, type ServedApp } from './served-app.ts'
import { scaffoldFromTemplateApp, stepTimer, templateApp } from './shared-app.ts'

/**
 * Every connection off loopback blocked and reported (loopback-only-process.ts). `portkit build` and
 * `portkit dev` turn Next's telemetry off themselves (a test that set it would hide their failing to);
 * `next start`, which the test runs directly, gets NEXT_TELEMETRY_DISABLED as the template README says.
 */
export const LOOPBACK_ONLY_ENV = {
  NODE_OPTIONS: `--import ${fileURLToPath(new URL('./loopback-only-process.ts', import.meta.url))}`,
}

export interface ServedNextApp extends ServedApp {
  /** What `next start` printed so far. */
  serverOutput(): string
}

/**
 * A new user's Next.js app (`portkit create --template next-app`), installed from the run's template app
 * tree (`scaffoldFromTemplateApp`), built once with `npm run build -- --devnet` (generate + `next build`)
 * and served by `next start` on loopback against a fresh devnet.
 */
export async function startNextApp(): Promise<ServedNextApp> {
  const timer = stepTimer('next app')
  const template = await templateApp()
  const appDir = template
    ? await scaffoldFromTemplateApp(template, 'next-app')
    : await scaffoldApp({ tarball: await packPortkit(), extraArgs: ['--template', 'next-app'] })
  timer('scaffold next-app + npm install')
  const stops: (() => Promise<unknown>)[] = [() => rm(dirname(appDir), { recursive: true, force: true })]
  const stop = async () => {
    for (const step of stops.splice(0)) await step().catch(() => undefined)
  }
  try {
    const devnet = await startTestDevnet({ appDir })
    stops.unshift(() => devnet.stop())
    const buildOutput = await run('npm', ['run', 'build', '--', '--devnet'], {
      cwd: appDir,
      env: LOOPBACK_ONLY_ENV,
    })
    timer('next build')
    const port = await getFreePort()
    const server = spawn(
      process.execPath,
      [
        join(appDir, 'node_modules/next/dist/bin/next'),
        'start',
        '--hostname',
        '127.0.0.1',
        '--port',
        `${port}`,
      ],
      {
        cwd: appDir,
        env: { ...process.env, ...LOOPBACK_ONLY_ENV, NEXT_TELEMETRY_DISABLED: '1' },
        stdio: 'pipe',
      },
    )
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise((resolve) => server.once('exit', resolve))
    stops.unshift(async () => {
      server.kill('SIGTERM')
      await exited
    })
    const url = `http://127.0.0.1:${port}/`
    await waitForHttp(url, () => output)
    timer('next start')
    const projectId = await allowServedOrigin(appDir, devnet, url)
    return { appDir, devnet, url, projectId, buildOutput, proxies: {}, stop, serverOutput: () => output }
  } catch (error) {
    await stop()
    throw error
  }
}

async function waitForHttp(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => undefined)
    if (response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`next start did not answer on ${url}\n${output()}`)
}
