import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createPublicClient, http } from 'viem'
import { getChainId } from 'viem/actions'
import { PortkitError } from '../runtime/core/errors.ts'
import { ANVIL_PACKAGE, findAnvilBinary } from './anvil-package.ts'
import { placeMulticall3 } from './contracts/multicall3.ts'
import { startOnFreePort } from './free-port.ts'

export interface StartAnvilOptions {
  chainId: number
  /** Fixed port; a free one is picked when left out. */
  port?: number
  /** How long to wait for `eth_chainId` to answer (default 15 s; anvil is usually up in ~70 ms). */
  timeoutMs?: number
}

export interface AnvilNode {
  chainId: number
  port: number
  pid: number
  rpcUrl: string
  /** Stops the process (SIGTERM, then SIGKILL after a grace period) and waits for it to exit. */
  stop(): Promise<void>
}

export class AnvilStartError extends PortkitError {
  override name = 'AnvilStartError'
  /** True when anvil reported that its port was taken (another server got there first). */
  readonly addressInUse: boolean

  constructor(message: string, options?: { cause?: unknown; stderr?: string }) {
    const stderr = options?.stderr?.trim() ?? ''
    super(stderr ? `${message}: ${stderr}` : message, options)
    this.addressInUse = /address already in use/i.test(stderr)
  }
}

const HOST = '127.0.0.1'
const DEFAULT_TIMEOUT_MS = 15_000
const POLL_INTERVAL_MS = 25
const STOP_GRACE_MS = 2_000
const STDERR_TAIL_CHARS = 2_000

/**
 * Resolved from the npm packages (this machine's build of `@foundry-rs/anvil`) so nothing depends on a global
 * foundry install.
 */
export function anvilBinaryPath(): string {
  const binary = findAnvilBinary()
  if (binary === undefined)
    throw new AnvilStartError(
      `anvil is not installed for ${process.platform}-${process.arch}: npm install --save-dev ${ANVIL_PACKAGE}`,
    )
  return binary
}

/**
 * Runs anvil through util-linux `setpriv --pdeathsig`, which execs it (same pid) with the kernel set to
 * send SIGTERM when the spawning thread dies. That covers what an exit hook cannot: this process being
 * killed by a signal (test runners stop workers with SIGTERM). Without setpriv, the exit hook below is all.
 */
function withParentDeathSignal(binary: string, args: string[]): [string, string[]] {
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path))
  return setpriv ? [setpriv, ['--pdeathsig', 'TERM', '--', binary, ...args]] : [binary, args]
}

/** Children still running, killed if this Node process exits without stopping them (e.g. a crashed test). */
const liveChildren = new Set<ChildProcess>()
let exitHookInstalled = false

function trackChild(child: ChildProcess): void {
  liveChildren.add(child)
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const running of liveChildren) running.kill('SIGKILL')
  })
}

export async function startAnvil(options: StartAnvilOptions): Promise<AnvilNode> {
  if (!Number.isInteger(options.chainId) || options.chainId < 1) {
    throw new AnvilStartError(`startAnvil: chainId must be a positive integer, got ${options.chainId}`)
  }
  if (options.port !== undefined) return startOnPort(options.chainId, options.port, options)
  return startOnFreePort(
    (port) => startOnPort(options.chainId, port, options),
    (error) => error instanceof AnvilStartError && error.addressInUse,
    HOST,
  )
}

async function startOnPort(chainId: number, port: number, options: StartAnvilOptions): Promise<AnvilNode> {
  const label = `anvil (chain ${chainId}, port ${port})`
  const rpcUrl = `http://${HOST}:${port}`
  // anvil writes --config-out only after it has bound its port, so the file tells us that *this*
  // process owns the port, not another server that happens to answer eth_chainId there.
  const workDir = mkdtempSync(join(tmpdir(), 'portkit-anvil-'))
  const readyFile = join(workDir, 'config.json')
  const args = ['--host', HOST, '--port', String(port), '--chain-id', String(chainId), '--silent']
  const [command, commandArgs] = withParentDeathSignal(anvilBinaryPath(), [
    ...args,
    '--config-out',
    readyFile,
  ])
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] })

  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS)
  })
  let ended: string | undefined
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      ended ??= `could not be started (${error.message})`
      resolve()
    })
    // 'close' rather than 'exit': it comes after stderr is drained, so the error text is complete.
    child.once('close', (code, signal) => {
      ended ??= signal ? `was killed by ${signal}` : `exited with code ${code}`
      resolve()
    })
  })
  trackChild(child)
  void exited.then(() => {
    liveChildren.delete(child)
    rmSync(workDir, { recursive: true, force: true })
  })

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => (stopping ??= stopChild(child, exited, () => ended !== undefined))

  try {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const throwIfExited = (): void => {
      if (ended === undefined) return
      throw new AnvilStartError(`${label} ${ended} before it was ready`, { stderr })
    }
    await waitUntilReady({ rpcUrl, chainId, readyFile, timeoutMs }, throwIfExited)
    // Every devnet chain has Multicall3 where the devnet networks declare it, as mainnet chains do.
    await placeMulticall3(rpcUrl)
    // Only the readiness signal lived there; removing it now leaves nothing behind if we are killed later.
    rmSync(workDir, { recursive: true, force: true })
  } catch (error) {
    await stop()
    if (error instanceof AnvilStartError) throw error
    throw new AnvilStartError(`${label}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return { chainId, port, pid: child.pid ?? -1, rpcUrl, stop }
}

interface ReadyCheck {
  rpcUrl: string
  chainId: number
  readyFile: string
  timeoutMs: number
}

/** Polls until anvil has bound its port and answers eth_chainId with the expected id. */
async function waitUntilReady(check: ReadyCheck, throwIfExited: () => void): Promise<void> {
  const client = createPublicClient({ transport: http(check.rpcUrl, { retryCount: 0, timeout: 1_000 }) })
  const deadline = Date.now() + check.timeoutMs
  let lastProblem = 'the port was never bound'
  while (Date.now() < deadline) {
    throwIfExited()
    if (existsSync(check.readyFile)) {
      try {
        const answered = await getChainId(client)
        if (answered === check.chainId) return
        lastProblem = `eth_chainId answered ${answered}`
      } catch (error) {
        lastProblem = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      }
    }
    await sleep(POLL_INTERVAL_MS)
  }
  throwIfExited()
  throw new Error(`no eth_chainId answer on ${check.rpcUrl} within ${check.timeoutMs} ms (${lastProblem})`)
}

async function stopChild(child: ChildProcess, exited: Promise<void>, hasEnded: () => boolean): Promise<void> {
  if (hasEnded()) return exited
  child.kill('SIGTERM')
  const grace = new AbortController()
  const inTime = await Promise.race([
    exited.then(() => true),
    sleep(STOP_GRACE_MS, false, { signal: grace.signal }).catch(() => false),
  ])
  grace.abort()
  if (!inTime) {
    child.kill('SIGKILL')
    await exited
  }
}
