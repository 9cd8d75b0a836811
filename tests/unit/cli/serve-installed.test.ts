import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher } from '../../../devnet/services/mail-catcher/mail-catcher.ts'
import { MIGRATIONS } from '../../../server/db/migrations.ts'
import { SERVER_PEERS } from '../../../server/optional-package.ts'
import { sharedTarball } from '../../support/shared-tarball.ts'
import { createPostgresDatabase } from '../../support/test-database.ts'
import { REPO } from '../generator/temp-app.ts'
import { readDockerfile } from './dockerfile.ts'

// Issue 27 (deploy): `portkit serve` runs with plain Node from the package as a host installs it
// (`npm install --omit=dev`): no tsx, none of the CLI's tools, no Vite, no devnet. No Docker engine runs
// here, so the image's own CMD and HEALTHCHECK (read from the Dockerfile) run as plain processes on the
// packages the Dockerfile installs: the image and this test cannot drift apart.

const dockerfile = readDockerfile(join(REPO, 'Dockerfile'))
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>
}

let work: string
const host = () => join(work, 'host')
/** An empty temp dir for the server: no frame script a devnet run cached in the machine's. */
const serverTmp = () => join(work, 'tmp')
let database: { url: string; drop(): Promise<void> }

function exec(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; output: string }>((done) =>
    execFile(command, args, { cwd: host(), env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  )
}

let imagePeers: Promise<void> | undefined
/** The packages the Dockerfile installs beside the tarball, installed once the no-pg case has run. */
function installImagePeers(): Promise<void> {
  return (imagePeers ??= exec('npm', [
    'install',
    '--omit=dev',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    ...dockerfile.installs,
  ]).then(({ code, output }) => expect(code, output).toBe(0)))
}

/** A host's environment, nothing of this test process's (no loader, no NODE_OPTIONS). */
function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: serverTmp(),
    HOST: '127.0.0.1',
    ...settings,
  }
}

describe('portkit serve from the installed package', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'portkit-serve-installed-'))
    mkdirSync(host())
    mkdirSync(serverTmp())
    writeFileSync(join(host(), 'package.json'), '{ "name": "host", "private": true }\n')
    const npm = await exec('npm', [
      'install',
      '--omit=dev',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      await sharedTarball(),
    ])
    expect(npm.code, npm.output).toBe(0)
    database = await createPostgresDatabase()
  }, 300_000)
  afterAll(async () => {
    await database?.drop()
    rmSync(work, { recursive: true, force: true })
  })

  it('needs none of the CLI tools, the devnet or tsx', () => {
    const fromPortkit = createRequire(join(host(), 'node_modules/portkit/package.json'))
    for (const name of ['commander', 'vite', 'tsx', '@electric-sql/pglite', ...SERVER_PEERS])
      expect(() => fromPortkit.resolve(name), name).toThrow()
  })

  it('without pg and with DATABASE_URL: exit code 1 and the line that installs pg', async () => {
    const { code, output } = await exec(
      dockerfile.cmd[0]!,
      dockerfile.cmd.slice(1),
      serverEnv({ DATABASE_URL: database.url, PORTKIT_PUBLIC_URL: 'https://portkit.example.com', PORT: '0' }),
    )
    expect(output).toContain(
      `portkit: A PostgreSQL database (DATABASE_URL) needs the pg package, which is not installed: npm install pg@${pkg.peerDependencies.pg}\n`,
    )
    expect(code).toBe(1)
  })

  it('without nodemailer and with PORTKIT_SMTP_URL: exit code 1 and its install line, before anything opens', async () => {
    const { code, output } = await exec(
      dockerfile.cmd[0]!,
      dockerfile.cmd.slice(1),
      serverEnv({
        DATABASE_URL: database.url,
        PORTKIT_SMTP_URL: 'smtp://127.0.0.1:2525',
        PORTKIT_MAIL_FROM: 'Shop <login@shop.example>',
        PORTKIT_PUBLIC_URL: 'https://portkit.example.com',
        PORT: '0',
      }),
    )
    expect(output).toContain(
      `portkit: Email login (PORTKIT_SMTP_URL) needs the nodemailer package, which is not installed: npm install nodemailer@${pkg.peerDependencies.nodemailer}\n`,
    )
    expect(code).toBe(1)
  })

  it('npx portkit serve migrate with the packages the image installs: the schema made, exit code 0', async () => {
    await installImagePeers()
    const { code, output } = await exec(
      'npx',
      ['portkit', 'serve', 'migrate'],
      serverEnv({ DATABASE_URL: database.url, PORTKIT_PUBLIC_URL: 'https://portkit.example.com' }),
    )
    expect(output).toContain(`the database is at schema version ${MIGRATIONS.length}`)
    expect(code, output).toBe(0)
  })

  it('npx portkit serve project add and allow-origin: an operator adds the app, no CLI tool needed', async () => {
    await installImagePeers()
    const env = serverEnv({ DATABASE_URL: database.url })
    const added = await exec('npx', ['portkit', 'serve', 'project', 'add', 'my-app'], env)
    expect(added.code, added.output).toBe(0)
    const allowed = await exec(
      'npx',
      ['portkit', 'serve', 'project', 'allow-origin', 'my-app', 'https://app.example.com'],
      env,
    )
    expect(allowed.code, allowed.output).toBe(0)
    expect(JSON.parse(allowed.output)).toMatchObject({
      projectId: 'my-app',
      origins: ['https://app.example.com'],
    })
  })

  // Rate limits count in this test's own database: Redis is shared by every test on the machine.
  it("the image's command on PostgreSQL with email login: probes answer 200, a code is mailed, SIGTERM exits 0", async () => {
    await installImagePeers()
    // Settings from the config file, as a host writes it in TypeScript, and the environment.
    writeFileSync(
      join(host(), 'portkit.server.ts'),
      "export default { publicUrl: 'https://portkit.example.com', drainMs: 2_000 } satisfies Record<string, unknown>\n",
    )
    const catcher = await startMailCatcher()
    const server = spawn(dockerfile.cmd[0]!, dockerfile.cmd.slice(1), {
      cwd: host(),
      env: serverEnv({
        DATABASE_URL: database.url,
        PORTKIT_SMTP_URL: `smtp://${catcher.smtp.host}:${catcher.smtp.port}`,
        PORTKIT_MAIL_FROM: 'Portkit <login@portkit.example.com>',
        PORT: '0',
      }),
    })
    try {
      const listening = await listeningLine(server)
      expect(listening).toMatchObject({ publicUrl: 'https://portkit.example.com', database: 'postgresql' })
      const port = listening.port
      const url = `http://127.0.0.1:${port}`
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
      const ready = await fetch(`${url}/readyz`)
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
      expect(ready.status).toBe(200)
      // The secure frame's script was built into dist/ by `npm run build`: no Vite here.
      const frame = await fetch(`${url}/frame.js`)
      expect(frame.status).toBe(200)
      expect((await frame.text()).length).toBeGreaterThan(10_000)
      // The catalogue, for the project the operator added, from the page it allowed.
      const wallets = await fetch(`${url}/catalogue/getWallets?projectId=my-app&st=portkit&sv=test-0.0.0`, {
        headers: { Origin: 'https://app.example.com' },
      })
      expect(wallets.status, await wallets.clone().text()).toBe(200)
      expect(((await wallets.json()) as { count: number }).count).toBeGreaterThan(10)
      const start = await fetch(`${url}/email-auth/email/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'visitor@example.com' }),
      })
      expect(start.status, await start.text()).toBe(200)
      const inbox = (await (await fetch(`${catcher.api.url}/messages`)).json()) as {
        messages: { text: string }[]
      }
      expect(inbox.messages.map((message) => message.text)).toEqual([
        expect.stringMatching(/code is \d{6}\./),
      ])

      const health = await exec(
        dockerfile.healthcheck[0]!,
        dockerfile.healthcheck.slice(1),
        serverEnv({ PORT: String(port) }),
      )
      expect(health.code, health.output).toBe(0)
      server.kill('SIGTERM')
      const [code] = (await once(server, 'exit')) as [number | null]
      expect(code).toBe(0)
      const stopped = await exec(
        dockerfile.healthcheck[0]!,
        dockerfile.healthcheck.slice(1),
        serverEnv({ PORT: String(port) }),
      )
      expect(stopped.code).toBe(1)
    } finally {
      server.kill('SIGKILL')
      await catcher.close()
    }
  }, 60_000)
  it("portkit/server's handler in a host's own Node HTTP server, with plain node", async () => {
    await installImagePeers()
    // A host's backend file: its own server, the services mounted in it, shut down in order.
    writeFileSync(
      join(host(), 'mount.mjs'),
      `import { createServer } from 'node:http'
import { createPortkitHandler } from 'portkit/server'
const portkit = await createPortkitHandler({ publicUrl: 'https://shop.example/portkit', databaseUrl: process.env.DATABASE_URL }, { log: () => {} })
const server = createServer(portkit.handle)
server.listen(0, '127.0.0.1', async () => {
  const base = 'http://127.0.0.1:' + server.address().port
  const answers = []
  for (const path of ['/healthz', '/readyz', '/catalogue/getWallets?projectId=my-app&st=portkit&sv=1'])
    answers.push((await fetch(base + path)).status)
  console.log(JSON.stringify({ answers, urls: portkit.urls }))
  server.close()
  await portkit.idle()
  await portkit.close()
})
`,
    )
    const { code, output } = await exec('node', ['mount.mjs'], serverEnv({ DATABASE_URL: database.url }))
    expect(code, output).toBe(0)
    expect(JSON.parse(output)).toEqual({
      answers: [200, 200, 200],
      urls: {
        dataApi: 'https://shop.example/portkit/data',
        catalogueApi: 'https://shop.example/portkit/catalogue',
        analyticsApi: 'https://shop.example/portkit/analytics',
        authApi: 'https://shop.example/portkit/auth',
      },
    })
  })
})

/** The server's `listening` log line: where it listens (it was started on PORT=0), with what. */
async function listeningLine(server: ChildProcess): Promise<{ port: number; publicUrl: string }> {
  let output = ''
  server.stderr!.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk) => {
      output += chunk
      const line = /\{[^\n]*"message":"listening"[^\n]*\}/.exec(output)
      if (line) resolve(JSON.parse(line[0]) as { port: number; publicUrl: string })
    })
    server.once('exit', (code) =>
      reject(new Error(`portkit serve exited ${code} before listening:\n${output}`)),
    )
  })
}
