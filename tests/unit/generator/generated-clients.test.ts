import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generate } from '../../../generator/compose/generate.ts'
import { configText, tempApp } from './temp-app.ts'

// Spec section 7 for the clients `portkit generate` writes into the host app: typed by the contracts,
// projectId/st/sv (and clientId when set) added to every call, 'HTTP status code: {n}' on non-ok.

let app: ReturnType<typeof tempApp>
let server: Server
let serviceUrl: string
const seen: URL[] = []
let nextStatus = 200

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://x'))
    // A socket per request: generating the next client can take longer than the server's 5 s keep-alive on a
    // busy machine, and a kept-alive socket it closes meanwhile fails the next call with 'fetch failed'.
    response.writeHead(nextStatus, { 'content-type': 'application/json', connection: 'close' })
    response.end(nextStatus === 200 ? '{"http":["eip155:31337"],"ws":[]}' : '{"status":"x","reasons":[]}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  app = tempApp('portkit-clients-')
})

afterAll(async () => {
  app.remove()
  await new Promise((done) => server.close(done))
})

async function generatedClients(extra: string) {
  writeFileSync(join(app.dir, 'portkit.config.ts'), configText(extra))
  await generate({ appDir: app.dir })
  // A fresh URL per generation: tsImport caches by URL, and each config writes a new clients.ts.
  const url = `${pathToFileURL(join(app.dir, 'src/portkit/api/clients.ts')).href}?v=${seen.length}-${Date.now()}`
  return (await tsImport(url, import.meta.url)) as {
    createDataApi(): { GET(path: string): Promise<{ data?: unknown }> }
  }
}

describe('generated clients at run time', () => {
  it('add projectId, st, sv and the configured clientId to every call', async () => {
    const { createDataApi } = await generatedClients(
      `clientId: 'client-7', services: { dataApi: '${serviceUrl}' },`,
    )
    const { data } = await createDataApi().GET('/v1/supported-chains')
    expect(data).toEqual({ http: ['eip155:31337'], ws: [] })
    const query = Object.fromEntries(seen.at(-1)!.searchParams)
    expect(query).toEqual({ projectId: 'demo', st: 'portkit', sv: '0.1.0', clientId: 'client-7' })
  })

  it('send no clientId when the config has none', async () => {
    const { createDataApi } = await generatedClients(`services: { dataApi: '${serviceUrl}' },`)
    await createDataApi().GET('/v1/supported-chains')
    expect(seen.at(-1)!.searchParams.has('clientId')).toBe(false)
    expect(seen.at(-1)!.searchParams.get('projectId')).toBe('demo')
  })

  it("throw 'HTTP status code: {n}' on a non-ok answer", async () => {
    const { createDataApi } = await generatedClients(`services: { dataApi: '${serviceUrl}' },`)
    nextStatus = 503
    try {
      await expect(createDataApi().GET('/v1/supported-chains')).rejects.toThrow('HTTP status code: 503')
    } finally {
      nextStatus = 200
    }
  })
})

// Each misuse sits on the line after its marker; with the markers the probe must compile cleanly, and
// without them each marked line must fail. So every misuse is a type error, and nothing else is.
const PROBE = `import { createAnalyticsApi, createCatalogueApi, createDataApi } from './portkit/api/clients.ts'

export async function probe() {
  const data = createDataApi()
  const catalogue = createCatalogueApi()
  const analytics = createAnalyticsApi()
  const balance = await data.GET('/v1/account/{address}/balance', {
    params: { path: { address: '0xabc' }, query: { currency: 'usd', chainId: 'eip155:1' } },
  })
  const balances: unknown[] | undefined = balance.data?.balances
  // @ts-expect-error MISUSE
  const wrongField = balance.data?.balance
  await data.GET('/v1/account/{address}/balance', {
    // @ts-expect-error MISUSE
    params: { path: { address: '0xabc' }, query: { currency: 'usd', chainid: 'eip155:1' } },
  })
  await catalogue.GET('/getWallets', { params: { query: { page: 1, entries: 40, badge_type: 'certified' } } })
  // @ts-expect-error MISUSE
  await catalogue.GET('/getWallets', { params: { query: { pages: 1 } } })
  const wallets = await catalogue.GET('/getWallets')
  const rdns: string | null | undefined = wallets.data?.data[0]?.rdns
  // @ts-expect-error MISUSE
  const wrongList = wallets.data?.wallets
  // @ts-expect-error MISUSE
  await data.GET('/v1/onramp/options', { params: { query: { projectId: 'other' } } })
  const event = { eventId: 'e', url: 'https://a.example', domain: 'a.example', props: { type: 'track', event: 'X' } }
  await analytics.POST('/e', { body: { ...event, timestamp: 1 } })
  // @ts-expect-error MISUSE
  await analytics.POST('/e', { body: { ...event, time: 1 } })
  return [balances, wrongField, rdns, wrongList]
}
`
const MISUSES = PROBE.split('\n').filter((line) => line.includes('MISUSE')).length

function diagnostics(file: string): { line: number; text: string }[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
  })
  const source = program.getSourceFile(file)!
  return ts.getPreEmitDiagnostics(program, source).map((d) => ({
    line: source.getLineAndCharacterOfPosition(d.start ?? 0).line,
    text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }))
}

describe('generated clients at compile time', () => {
  it('reject a wrong query parameter name, a wrong response field and a wrong body field', async () => {
    writeFileSync(join(app.dir, 'portkit.config.ts'), configText(`services: { dataApi: '${serviceUrl}' },`))
    await generate({ appDir: app.dir })
    mkdirSync(join(app.dir, 'src'), { recursive: true })

    const marked = join(app.dir, 'src', 'probe-marked.ts')
    writeFileSync(marked, PROBE)
    expect(diagnostics(marked)).toEqual([])

    const bare = join(app.dir, 'src', 'probe-bare.ts')
    const lines = PROBE.split('\n').map((line) => (line.includes('MISUSE') ? '' : line))
    writeFileSync(bare, lines.join('\n'))
    const misuseLines = PROBE.split('\n').flatMap((line, i) => (line.includes('MISUSE') ? [i + 1] : []))
    const failing = [...new Set(diagnostics(bare).map((d) => d.line))]
    expect(failing).toEqual(misuseLines)
    expect(failing).toHaveLength(MISUSES)
    // Two type-checker programs over the app: ~6 s on a quiet machine, several times that on a busy one.
  }, 120_000)
})
