import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startOnFreePort } from '../../devnet/free-port.ts'
import type { PortkitServerConfig } from '../../server/serve/server-config.ts'
import { REPO_ROOT } from './scaffold-app.ts'

/** One `portkit serve` process, run as a host runs it: the built CLI on plain Node. */
export interface ServeProcess {
  /** Its public URL (loopback here), the base of every service path. */
  url: string
  child: ChildProcess
  /** Every JSON log line it printed so far. */
  logs: Record<string, unknown>[]
  /** Resolves with the exit code once it exited. */
  exited: Promise<number | null>
  /** SIGTERM, then waits for the exit; resolves with the code. */
  stop(): Promise<number | null>
}

/**
 * Starts `node bin/portkit.mjs serve` on a free loopback port with `env` (DATABASE_URL, REDIS_URL, ...) and,
 * when given, a portkit.server.ts of `file` settings (JSON-serialisable). Resolves once it logs 'listening'.
 */
export async function startServeProcess({
  env = {},
  file,
  port,
}: {
  env?: Record<string, string>
  file?: Partial<PortkitServerConfig>
  port?: number
}): Promise<ServeProcess> {
  if (port !== undefined) return startServeOnPort(port, env, file)
  return startOnFreePort(
    (picked) => startServeOnPort(picked, env, file),
    (error) => error instanceof ServeStartError && error.addressInUse,
  )
}

class ServeStartError extends Error {
  /** True when another process bound the port between picking it and the server's listen. */
  readonly addressInUse: boolean

  constructor(code: number | null, stderr: string) {
    super(`portkit serve exited ${code} before listening: ${stderr}`)
    this.addressInUse = /EADDRINUSE|address already in use/i.test(stderr)
  }
}

async function startServeOnPort(
  listenOn: number,
  env: Record<string, string>,
  file: Partial<PortkitServerConfig> | undefined,
): Promise<ServeProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'portkit-serve-'))
  if (file)
    await writeFile(join(dir, 'portkit.server.ts'), `export default ${JSON.stringify(file, null, 2)}\n`)
  const url = `http://127.0.0.1:${listenOn}`
  const child = spawn(process.execPath, [join(REPO_ROOT, 'bin/portkit.mjs'), 'serve'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      PORTKIT_PUBLIC_URL: url,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      PORTKIT_DATA_DIR: join(dir, 'db'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: Record<string, unknown>[] = []
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = new Promise<void>((resolve, reject) => {
    let pending = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        const entry = JSON.parse(line) as Record<string, unknown>
        logs.push(entry)
        if (entry.message === 'listening') resolve()
      }
    })
    void exited.then((code) => reject(new ServeStartError(code, stderr)))
  })
  const cleanUp = () => rm(dir, { recursive: true, force: true })
  try {
    await listening
  } catch (error) {
    await cleanUp()
    throw error
  }
  void exited.then(cleanUp)
  return {
    url,
    child,
    logs,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** Runs a one-off `portkit serve ...` command (migrate, project) to its end. */
export function runServeCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'bin/portkit.mjs'), 'serve', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}
