/**
 * `npm run bench:server`: requests per second and p50/p99 latency of four `portkit serve` endpoints (GET
 * balance, GET getWallets one page, POST /e, POST siwx nonce) on PGlite (1 replica) and on PostgreSQL (1 and 2
 * replicas), each beside the reference: a bare node:http server answering the same bytes (1 and 2
 * processes), which shows what the services cost over Node's HTTP alone. Every server is a separate process
 * (`node bin/portkit.mjs serve --config <temp>/portkit.server.ts`, so run `npm run build` first) on loopback,
 * with a guard that blocks any connection off it; autocannon runs in this process. Each run is bounded in time
 * and in requests. A report, not a test: nothing is asserted, but an error or non-2xx answer is printed and
 * makes the exit code 1 (figures of failed requests are not figures of the endpoint).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon, { type AutocannonResult } from 'autocannon'
import type { Address } from 'viem'
import { testAccounts } from '../devnet/accounts.ts'
import { startAnvil } from '../devnet/anvil.ts'
import { deployFixtures } from '../devnet/contracts/deploy-fixtures.ts'
import { getFreePort } from '../devnet/free-port.ts'
import { devnetChainSource } from '../devnet/services/devnet-chain-source.ts'
import type { ChainSource } from '../server/data-api/chain-source.ts'
import type { PortkitServerConfig, ServerRateLimits } from '../server/serve/server-config.ts'
import { guardLoopback } from '../tests/e2e/support/loopback-guard.ts'
import { BLOCKED_MARK } from '../tests/support/loopback-only-process.ts'
import { createPostgresDatabase } from '../tests/support/test-database.ts'
import type { BareRoutes } from './bare-json-server.ts'

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const HOST = '127.0.0.1'

/** Each measured run: this long, these connections in all (split evenly over the replicas), at most this many requests. */
const RUN_SECONDS = 2
/**
 * Each figure is of this many runs, made in turn with the other configurations' (so a burst of other work on
 * the shared machine lands on one run, not on one row): req/s is their median, the latencies are pooled.
 */
const ROUNDS = 3
const CONNECTIONS = 10
const MAX_REQUESTS_PER_RUN = 200_000
/** Before each measured run, the same load unmeasured: JIT, pools, keep-alive connections, the node's state. */
const WARMUP_SECONDS = 1
/** After the last run, before the servers are stopped. */
const SETTLE_MS = 1_000

/** Limits no bench reaches, in the shape of DEFAULT_RATE_LIMITS: every write still counts in the store. */
const HIGH = 1_000_000_000
const BENCH_RATE_LIMITS = {
  write: [
    { per: 'ip', limit: HIGH, windowMs: 60_000 },
    { per: 'project', limit: HIGH, windowMs: 60_000 },
  ],
  rpc: [
    { per: 'ip', limit: HIGH, windowMs: 60_000 },
    { per: 'project', limit: HIGH, windowMs: 60_000 },
  ],
  otpIssue: [
    { per: 'ip', limit: HIGH, windowMs: 600_000 },
    { per: 'email', limit: HIGH, windowMs: 600_000 },
    { per: 'project', limit: HIGH, windowMs: 600_000 },
  ],
  otpVerify: [{ per: 'ip', limit: HIGH, windowMs: 600_000 }],
  nonceIssue: [
    { per: 'ip', limit: HIGH, windowMs: 60_000 },
    { per: 'project', limit: HIGH, windowMs: 60_000 },
  ],
} satisfies ServerRateLimits

/** Added to each database with `portkit serve project add` (every service, analytics on), as a host does. */
const PROJECT_ID = 'bench-project'
const COMMON_QUERY = `projectId=${PROJECT_ID}&st=portkit&sv=bench`
/** Test account 0: ETH and every fixture token after deployFixtures. */
const HOLDER: Address = testAccounts(1)[0]!.address
const FIXTURE_HOLDERS = 4
const DEPLOYER_INDEX = 9

interface Endpoint {
  label: string
  method: 'GET' | 'POST'
  path: string
  /** A new body for each request (analytics events are kept once per eventId). */
  body?: () => string
}

const ENDPOINTS = {
  balance: {
    label: 'GET balance (data API; 1 chain, ETH + 4 tokens; warmed, the server keeps no balance cache)',
    method: 'GET',
    path: `/data/v1/account/${HOLDER}/balance?${COMMON_QUERY}&currency=usd`,
  },
  getWallets: {
    label: "GET getWallets (catalogue API; page 1 of 40 wallets, the runtime's page size)",
    method: 'GET',
    path: `/catalogue/getWallets?${COMMON_QUERY}&page=1&entries=40`,
  },
  event: {
    label: 'POST /e (analytics API; one event, a new eventId each)',
    method: 'POST',
    path: `/analytics/e?${COMMON_QUERY}&clientId=bench-client`,
    body: () =>
      JSON.stringify({
        eventId: randomUUID(),
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:31337' } },
      }),
  },
  nonce: {
    label: 'POST siwx nonce (auth API)',
    method: 'POST',
    path: `/auth/v1/siwx/nonce?${COMMON_QUERY}`,
  },
} satisfies Record<string, Endpoint>
type EndpointKey = keyof typeof ENDPOINTS
const endpointEntries = () => Object.entries(ENDPOINTS) as [EndpointKey, Endpoint][]

interface Configuration {
  label: string
  processes: number
  /** The bare rows are the reference of the portkit rows with as many processes. */
  reference: boolean
}

const CONFIGURATIONS = {
  bare1: { label: 'bare node:http, 1 process', processes: 1, reference: true },
  bare2: { label: 'bare node:http, 2 processes', processes: 2, reference: true },
  pglite: { label: 'portkit serve, PGlite, 1 replica', processes: 1, reference: false },
  postgres1: { label: 'portkit serve, PostgreSQL, 1 replica', processes: 1, reference: false },
  postgres2: { label: 'portkit serve, PostgreSQL, 2 replicas', processes: 2, reference: false },
} satisfies Record<string, Configuration>
type ConfigurationKey = keyof typeof CONFIGURATIONS

/** One measured run, over all of a configuration's processes at once. */
interface Run {
  seconds: number
  /** Responses by process. */
  counts: number[]
  /** Of every response, in ms. */
  latencies: number[]
  errors: number
  non2xx: number
  statuses: Record<string, number>
  /** Cores busy with anything but this bench's processes during the run (other work on the machine); NaN off Linux. */
  elsewhere: number
}

/** A configuration's figures for one endpoint, from its ROUNDS runs. */
interface Figures {
  /** The median run's, and the lowest and highest. */
  rate: number
  minRate: number
  maxRate: number
  /** Over the runs together. */
  perProcess: number[]
  p50: number
  p99: number
  errors: number
  non2xx: number
  statuses: Record<string, number>
  /** The runs' mean. */
  elsewhere: number
}

interface RunningServer {
  pid: number
  port: number
  logFile: string
  stop: () => Promise<void>
}

// ---------------------------------------------------------------------------------------------- cleanup

const cleanups: (() => Promise<unknown>)[] = []
let cleaning: Promise<void> | undefined
/** Everything started, stopped in reverse order; each step runs even when one before it failed. */
function cleanUp(): Promise<void> {
  return (cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error(error))
  })())
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping every server and removing the databases and temp files`)
    void cleanUp().finally(() => process.exit(130))
  })

// ---------------------------------------------------------------------------------------------- servers

/** The child is sent SIGTERM by the kernel if this process dies without stopping it (as devnet/anvil.ts does). */
function withParentDeathSignal(command: string, args: string[]): [string, string[]] {
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path))
  return setpriv ? [setpriv, ['--pdeathsig', 'TERM', '--', command, ...args]] : [command, args]
}

/** The environment without anything `portkit serve` would take over the config file. */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of Object.keys(env))
    if (/^(PORT|HOST|DATABASE_URL|REDIS_URL|PORTKIT_.*|NODE_OPTIONS)$/.test(name)) delete env[name]
  const guard = join(REPO_ROOT, 'tests/support/loopback-only-process.ts')
  return { ...env, NODE_OPTIONS: `--import ${guard}` }
}

async function spawnServer(args: string[], logFile: string, port: number, readyPath: string) {
  const log = openSync(logFile, 'a')
  const [command, argv] = withParentDeathSignal(process.execPath, args)
  const child = spawn(command, argv, { cwd: REPO_ROOT, env: childEnv(), stdio: ['ignore', log, log] })
  closeSync(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: RunningServer = { pid: child.pid!, port, logFile, stop: () => stopChild(child, exited) }
  cleanups.push(server.stop)
  await waitUntilServing(`http://${HOST}:${port}${readyPath}`, child, logFile)
  return server
}

/** A one-off CLI command, its output kept apart from the server's log lines. */
async function runToExit(args: string[], logFile: string, env: NodeJS.ProcessEnv): Promise<void> {
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...childEnv(), ...env },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${args.join(' ')} exited ${code}; its output:\n${tail(logFile)}`)
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const killed = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)])
  if (killed) {
    child.kill('SIGKILL')
    await exited
  }
}

async function waitUntilServing(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`${url} did not answer 2xx (exit ${child.exitCode ?? 'none'}); its log:\n${tail(logFile)}`)
}

function tail(file: string): string {
  return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n')
}

async function startPortkit(
  work: string,
  name: string,
  settings: Pick<PortkitServerConfig, 'databaseUrl' | 'dataDir'>,
  chain: ChainSource,
  { addProject }: { addProject: boolean },
): Promise<RunningServer> {
  const port = await getFreePort(HOST)
  const config = {
    publicUrl: `http://${HOST}:${port}`,
    host: HOST,
    port,
    ...settings,
    chains: [chain],
    rateLimits: BENCH_RATE_LIMITS,
    drainMs: 2_000,
  }
  const configFile = join(work, `${name}.portkit.server.ts`)
  await writeFile(configFile, `export default ${JSON.stringify(config, null, 2)}\n`)
  const logFile = join(work, `${name}.log`)
  // The database named in the environment too: `serve project add` does not see its own --config (commander
  // gives the option to `serve`, which defines it as well), and would add the project to ./.portkit/server-db.
  if (addProject)
    await runToExit(
      ['bin/portkit.mjs', 'serve', 'project', 'add', PROJECT_ID, '--config', configFile],
      join(work, `${name}.project-add.log`),
      settings.databaseUrl !== undefined
        ? { DATABASE_URL: settings.databaseUrl }
        : { PORTKIT_DATA_DIR: settings.dataDir! },
    )
  return spawnServer(['bin/portkit.mjs', 'serve', '--config', configFile], logFile, port, '/readyz')
}

async function startBare(work: string, name: string, routesFile: string): Promise<RunningServer> {
  const port = await getFreePort(HOST)
  const script = join(REPO_ROOT, 'bench/bare-json-server.ts')
  return spawnServer([script, routesFile, String(port)], join(work, `${name}.log`), port, '/healthz')
}

/** One anvil chain with the devnet's fixture tokens, configured as the data API's chain source. */
async function startChain(): Promise<{ source: ChainSource; pid: number }> {
  const chainId = 31337
  const node = await startAnvil({ chainId })
  cleanups.push(() => node.stop())
  const accounts = testAccounts(DEPLOYER_INDEX + 1)
  const fixtures = await deployFixtures({
    rpcUrl: node.rpcUrl,
    chainId,
    accounts: accounts.slice(0, FIXTURE_HOLDERS),
    deployer: accounts[DEPLOYER_INDEX]!,
  })
  const source = devnetChainSource(
    { chainId, caipNetworkId: `eip155:${chainId}`, name: 'Bench chain', rpcUrl: node.rpcUrl },
    fixtures,
  )
  return { source, pid: node.pid }
}

async function postgresDatabase(): Promise<string> {
  const database = await createPostgresDatabase()
  cleanups.push(database.drop)
  return database.url
}

// ---------------------------------------------------------------------------------------------- load

/** One request of each endpoint on each server; every answer must be 2xx. Returns the first server's answers. */
async function checkEndpoints(servers: RunningServer[]): Promise<BareRoutes> {
  const answers: BareRoutes = {}
  for (const [key, endpoint] of endpointEntries()) {
    for (const server of servers) {
      const response = await fetch(`http://${HOST}:${server.port}${endpoint.path}`, {
        method: endpoint.method,
        headers: endpoint.body ? { 'Content-Type': 'application/json' } : {},
        body: endpoint.body?.(),
      })
      const body = await response.text()
      if (!response.ok) throw new Error(`${key} answered ${response.status} on port ${server.port}: ${body}`)
      answers[`${endpoint.method} ${endpoint.path.split('?')[0]}`] ??= { status: response.status, body }
    }
  }
  return answers
}

/** `seconds` of load on every server at once (the connections split evenly), latency of every response kept. */
async function load(
  servers: RunningServer[],
  endpoint: Endpoint,
  seconds: number,
): Promise<Omit<Run, 'elsewhere'>> {
  const latencies: number[] = []
  const counts = servers.map(() => 0)
  const started = performance.now()
  const results = await Promise.all(
    servers.map(
      (server, i) =>
        new Promise<AutocannonResult>((resolve, reject) => {
          const instance = autocannon(
            {
              url: `http://${HOST}:${server.port}`,
              connections: CONNECTIONS / servers.length,
              duration: seconds,
              maxOverallRequests: MAX_REQUESTS_PER_RUN / servers.length,
              requests: [
                {
                  method: endpoint.method,
                  path: endpoint.path,
                  ...(endpoint.body
                    ? {
                        headers: { 'content-type': 'application/json' },
                        setupRequest: (request) => ({ ...request, body: endpoint.body!() }),
                      }
                    : {}),
                },
              ],
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          )
          instance.on('response', (_client, _status, _bytes, ms) => {
            latencies.push(ms)
            counts[i]!++
          })
        }),
    ),
  )
  const statuses: Record<string, number> = {}
  for (const result of results)
    for (const [status, { count }] of Object.entries(result.statusCodeStats))
      statuses[status] = (statuses[status] ?? 0) + count
  return {
    seconds: (performance.now() - started) / 1000,
    counts,
    latencies,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    statuses,
  }
}

function combine(runs: Run[]): Figures {
  const rates = runs.map((run) => run.latencies.length / run.seconds).sort((a, b) => a - b)
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b)
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0)
  const statuses: Record<string, number> = {}
  for (const run of runs)
    for (const [status, count] of Object.entries(run.statuses))
      statuses[status] = (statuses[status] ?? 0) + count
  return {
    rate: rates[Math.floor(rates.length / 2)]!,
    minRate: rates[0]!,
    maxRate: rates.at(-1)!,
    perProcess: runs[0]!.counts.map((_, i) => runs.reduce((sum, run) => sum + run.counts[i]!, 0) / seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    statuses,
    elsewhere: runs.reduce((sum, run) => sum + run.elsewhere, 0) / runs.length,
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!
}

// ---------------------------------------------------------------------------------------------- machine

const CLOCK_TICKS_PER_SECOND = 100

/** Busy time of the whole machine since boot, in clock ticks (user, nice, system, irq, softirq, steal). */
function machineBusyTicks(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return user! + nice! + system! + irq! + softirq! + steal!
}

/** A process's user + system time in clock ticks; 0 once it is gone. */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

/** The PostgreSQL server's processes: counted as the bench's (other sessions on it are not told apart). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
      } catch {
        return false
      }
    })
}

/**
 * From now: how many cores the rest of the machine kept busy (other users' work, a hypervisor's steal), that
 * is the machine's busy time less this process, the servers, anvil and PostgreSQL.
 */
function startCpuAccount(pids: number[]): { elsewhere(): number } {
  if (!existsSync('/proc/stat')) return { elsewhere: () => NaN }
  const ours = () => {
    const all = [...new Set([...pids, ...postgresPids()])]
    const self = process.cpuUsage()
    return all.reduce((sum, pid) => sum + processTicks(pid), (self.user + self.system) / 10_000)
  }
  const [busy, mine, started] = [machineBusyTicks(), ours(), performance.now()]
  return {
    elsewhere: () => {
      const seconds = (performance.now() - started) / 1000
      const others = machineBusyTicks() - busy - (ours() - mine)
      return Math.max(0, others / CLOCK_TICKS_PER_SECOND / seconds)
    },
  }
}

// ---------------------------------------------------------------------------------------------- logs

interface LogSummary {
  requests: number
  non2xx: Record<string, number>
  /**
   * Requests whose client closed the connection before the server had read them: autocannon closes its
   * connections when a run ends, with up to one request in flight on each. The server logs each as an error
   * line and a stack trace on stderr.
   */
  clientAborts: number
  /** Every other warning, error or line that is not JSON. */
  problems: string[]
  blocked: string[]
}

/** Each run's end can cut one request per connection: the warm-up and the measured runs of each endpoint. */
const MAX_CLIENT_ABORTS = Object.keys(ENDPOINTS).length * (1 + ROUNDS) * CONNECTIONS

function logsClean(summary: LogSummary): boolean {
  return (
    summary.problems.length === 0 &&
    summary.blocked.length === 0 &&
    Object.keys(summary.non2xx).length === 0 &&
    summary.clientAborts <= MAX_CLIENT_ABORTS
  )
}

/** Where the logs of servers that logged a problem are copied, as the temp dir is removed at the end. */
const KEPT_LOGS_DIR = join(REPO_ROOT, '.portkit/bench-server-logs')
const keptLogs: string[] = []
async function keepLogs(servers: RunningServer[]): Promise<void> {
  await mkdir(KEPT_LOGS_DIR, { recursive: true })
  for (const server of servers) {
    const kept = join(KEPT_LOGS_DIR, basename(server.logFile))
    await copyFile(server.logFile, kept)
    keptLogs.push(kept)
  }
}

const ABORT_TRACE = /^portkit devnet service error: Error: aborted$/

/** What the servers logged: request lines and their statuses, warnings and errors, connections blocked. */
function readLogs(servers: RunningServer[]): LogSummary {
  const summary: LogSummary = { requests: 0, non2xx: {}, clientAborts: 0, problems: [], blocked: [] }
  for (const server of servers) {
    let inAbortTrace = false
    for (const line of readFileSync(server.logFile, 'utf8').split('\n')) {
      if (line.trim() === '') continue
      // The trace: its header, the stack and the error's fields ({ code: 'ECONNRESET' }), up to the next JSON line.
      if (ABORT_TRACE.test(line)) inAbortTrace = true
      else if (line.startsWith('{"')) inAbortTrace = false
      if (inAbortTrace) continue
      if (line.startsWith(BLOCKED_MARK)) {
        summary.blocked.push(line)
        continue
      }
      if (!line.startsWith('{')) {
        summary.problems.push(line)
        continue
      }
      const entry = JSON.parse(line) as { level?: string; message?: string; status?: number; error?: string }
      if (entry.message === 'request') {
        summary.requests++
        if (entry.status !== undefined && (entry.status < 200 || entry.status > 299))
          summary.non2xx[entry.status] = (summary.non2xx[entry.status] ?? 0) + 1
      } else if (entry.message === 'request failed' && entry.error === 'Error: aborted')
        summary.clientAborts++
      else if (entry.level !== 'info') summary.problems.push(line)
    }
  }
  return summary
}

// ---------------------------------------------------------------------------------------------- report

const ms = (value: number) => (value >= 10 ? value.toFixed(1) : value.toFixed(2))

function printTables(results: Partial<Record<ConfigurationKey, Record<EndpointKey, Figures>>>): boolean {
  let clean = true
  const header = [
    'configuration',
    'req/s',
    'range',
    'x bare',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'req/s by process',
    'cores elsewhere',
  ]
  for (const [key, endpoint] of endpointEntries()) {
    const rows: string[][] = []
    for (const [configKey, configuration] of Object.entries(CONFIGURATIONS) as [
      ConfigurationKey,
      Configuration,
    ][]) {
      const figures = results[configKey]?.[key]
      if (!figures) continue
      const reference = configuration.reference
        ? undefined
        : results[configuration.processes === 1 ? 'bare1' : 'bare2']?.[key]
      const rate = figures.rate
      const failed = figures.errors > 0 || figures.non2xx > 0
      if (failed) clean = false
      rows.push([
        configuration.label,
        rate.toFixed(0),
        `${figures.minRate.toFixed(0)}-${figures.maxRate.toFixed(0)}`,
        reference ? (rate / reference.rate).toFixed(2) : '1',
        ms(figures.p50),
        ms(figures.p99),
        String(figures.errors),
        failed ? `${figures.non2xx} ${JSON.stringify(figures.statuses)}` : String(figures.non2xx),
        figures.perProcess.length > 1 ? figures.perProcess.map((each) => each.toFixed(0)).join(' + ') : '',
        Number.isNaN(figures.elsewhere) ? '-' : figures.elsewhere.toFixed(2),
      ])
    }
    console.log(`\n${endpoint.label}`)
    console.log(`  ${endpoint.method} ${endpoint.path.replace(HOLDER, '{address}')}`)
    printTable([header, ...rows])
  }
  return clean
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd()}`,
    )
}

// ---------------------------------------------------------------------------------------------- run

if (!existsSync(join(REPO_ROOT, 'dist/cli/main.js'))) {
  console.error('bench:server runs `node bin/portkit.mjs serve`, which needs the build: npm run build')
  process.exit(1)
}
const benchStarted = performance.now()
const blockedHere: string[] = []
guardLoopback((target) => blockedHere.push(target))
const loadBefore = loadavg()
const results: Partial<Record<ConfigurationKey, Record<EndpointKey, Figures>>> = {}
const logs: Partial<Record<ConfigurationKey, LogSummary>> = {}

try {
  await rm(KEPT_LOGS_DIR, { recursive: true, force: true })
  const work = await mkdtemp(join(tmpdir(), 'portkit-bench-server-'))
  cleanups.push(() => rm(work, { recursive: true, force: true }))
  const chain = await startChain()

  // PGlite first: its answers are the bytes the bare reference sends back.
  const servers: Partial<Record<ConfigurationKey, RunningServer[]>> = {}
  servers.pglite = [
    await startPortkit(work, 'pglite', { dataDir: join(work, 'pglite-data') }, chain.source, {
      addProject: true,
    }),
  ]
  const routesFile = join(work, 'bare-routes.json')
  await writeFile(routesFile, JSON.stringify(await checkEndpoints(servers.pglite)))
  servers.bare1 = [await startBare(work, 'bare1', routesFile)]
  servers.bare2 = await Promise.all([
    startBare(work, 'bare2-a', routesFile),
    startBare(work, 'bare2-b', routesFile),
  ])
  const single = await postgresDatabase()
  servers.postgres1 = [
    await startPortkit(work, 'postgres1', { databaseUrl: single }, chain.source, { addProject: true }),
  ]
  const shared = await postgresDatabase()
  // One after the other: the second finds the schema migrated (both at once would wait on the migration lock).
  servers.postgres2 = [
    await startPortkit(work, 'postgres2-a', { databaseUrl: shared }, chain.source, { addProject: true }),
    await startPortkit(work, 'postgres2-b', { databaseUrl: shared }, chain.source, { addProject: false }),
  ]
  const configurations = Object.keys(CONFIGURATIONS) as ConfigurationKey[]
  for (const key of configurations) await checkEndpoints(servers[key]!)

  // Endpoint by endpoint, the configurations in turn, ROUNDS times: the rows of one table are measured within
  // half a minute of each other, under much the same load from the rest of the machine.
  const accounted = [chain.pid, ...Object.values(servers).flatMap((each) => each.map((server) => server.pid))]
  for (const [endpointKey, endpoint] of endpointEntries()) {
    process.stderr.write(`bench:server: ${endpoint.method} ${endpoint.path.split('?')[0]}\n`)
    const runs = Object.fromEntries(configurations.map((key) => [key, [] as Run[]]))
    for (const key of configurations) await load(servers[key]!, endpoint, WARMUP_SECONDS)
    for (let round = 0; round < ROUNDS; round++) {
      for (const key of configurations) {
        const cpu = startCpuAccount(accounted)
        const run = await load(servers[key]!, endpoint, RUN_SECONDS)
        runs[key]!.push({ ...run, elsewhere: cpu.elsewhere() })
      }
    }
    for (const key of configurations)
      (results[key] ??= {} as Record<EndpointKey, Figures>)[endpointKey] = combine(runs[key]!)
  }

  // The requests cut at the last run's end finish first: a load balancer stops sending before it stops a server.
  await sleep(SETTLE_MS)
  for (const key of configurations) {
    for (const server of servers[key]!) await server.stop()
    logs[key] = readLogs(servers[key]!)
    if (!logsClean(logs[key])) await keepLogs(servers[key]!)
  }
} finally {
  await cleanUp()
}

const cpu = cpus()
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ')
console.log(
  [
    '',
    `portkit serve, each endpoint: ${WARMUP_SECONDS} s of warm-up per configuration, then ${ROUNDS} rounds of ` +
      `${RUN_SECONDS} s runs, the configurations in turn; ${CONNECTIONS} connections (split evenly over 2 processes), ` +
      `at most ${MAX_REQUESTS_PER_RUN} requests per run; loopback only.`,
    `req/s: the median run's (range: the lowest and highest run); p50, p99: over all ${ROUNDS} runs' responses.`,
    `node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ` +
      `${loads(loadBefore)} before, ${loads(loadavg())} after. autocannon (this process), anvil and PostgreSQL ` +
      'share these cores with the servers.',
    `Rate limits raised to ${HIGH} per window: every write still counts in the database (no REDIS_URL).`,
    'x bare: req/s over the bare node:http reference with as many processes, answering the same bytes.',
    'cores elsewhere: what the rest of the machine (other users, steal) took during the run; a row measured ' +
      'while it was high is low.',
  ].join('\n'),
)
let clean = printTables(results)

console.log(
  `\nServer logs (client aborts: requests cut when autocannon closes its connections at the end of a run, ` +
    `at most ${MAX_CLIENT_ABORTS} per configuration)`,
)
for (const [key, summary] of Object.entries(logs) as [ConfigurationKey, LogSummary][]) {
  const non2xx = Object.entries(summary.non2xx).map(([status, count]) => `${count} × ${status}`)
  console.log(
    `  ${CONFIGURATIONS[key].label}: ${summary.requests} request lines` +
      `${non2xx.length ? `, non-2xx: ${non2xx.join(', ')}` : ''}, ${summary.clientAborts} client aborts, ` +
      `${summary.problems.length} other warning/error lines, ${summary.blocked.length} connections off loopback blocked`,
  )
  for (const line of [...new Set(summary.problems)].slice(0, 5)) console.log(`    ${line.slice(0, 300)}`)
  for (const line of summary.blocked.slice(0, 5)) console.log(`    ${line}`)
  if (!logsClean(summary)) clean = false
}
if (keptLogs.length > 0) console.log(`  logs kept: ${keptLogs.join(', ')}`)
if (blockedHere.length > 0) {
  console.log(`  this process tried to connect off loopback: ${blockedHere.join(', ')}`)
  clean = false
}
console.log(`\nbench:server took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`)
if (!clean) {
  console.log(
    'Some requests failed or a server logged a problem (above): these figures are not to be quoted.',
  )
  process.exitCode = 1
}
