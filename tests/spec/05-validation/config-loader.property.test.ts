import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConfigOptionName } from '../../../generator/config/options.ts'
import { CONFIG_KEYS, resolveConfig, SERVICE_KEYS } from '../../../generator/config/validate-config.ts'
import { FEATURE_FLAGS, THEME_VARIABLE_NAMES } from '../../../runtime/config/index.ts'
import { ConfigError } from '../../../runtime/core/errors.ts'
import { CHAIN_NAMESPACES } from '../../../runtime/core/types.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/index.ts'
import { anyText, itHolds, shortText, thrown } from '../../support/fuzz-settings.ts'
import { snapshotDir } from '../../support/snapshot-dir.ts'

// Property tests of the config loader (`portkit generate` on generated configs; examples:
// tests/unit/generator/validate-config.test.ts, validate-options.test.ts, generate.test.ts): whatever
// portkit.config.ts exports, generate never crashes, never leaves a half-written src/portkit/, and refuses
// a bad config with a ConfigError (the catalogue's config error: `<option path>: <rule>`) naming the option.

// The valid configs of the examples: validate-config.test.ts's, and generate.test.ts's GOOD_CONFIG.
const metadata = { name: 'Demo', description: 'A demo', url: 'http://localhost:5173', icons: [] }
const minimal = () => ({ projectId: 'demo', metadata, networks: [devnetAlpha, devnetBeta] })
const good = () => ({
  projectId: 'demo',
  metadata: { name: "Portkit's Demo", description: 'Test app', url: 'http://localhost:5173', icons: [] },
  networks: [devnetAlpha, devnetBeta],
  defaultNetwork: 'eip155:31338',
  connectors: ['injected'],
  themeMode: 'light',
  themeVariables: { '--pk-border-radius': '8px', '--pk-accent': '#6e8bff' },
  services: { catalogueApi: 'https://catalogue.example.com' },
})
/** Most options set, so a mutation deep inside one reaches its validator (the any-value property). */
const rich = () => ({
  ...good(),
  clientId: 'client',
  metadata: { ...metadata, icons: ['https://example.com/icon.png'] },
  adapters: ['wagmi'],
  connectors: ['injected', 'walletconnect'],
  plugins: ['receive', 'siwx'],
  features: { history: false, legalCheckbox: true, socials: [] },
  locale: 'de',
  tokens: { 'eip155:31337': { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } },
  customRpcUrls: { 'eip155:31338': [{ url: 'https://rpc.example.com' }] },
  chainImages: { 'eip155:31337': 'https://example.com/chain.png' },
  tokenLists: ['https://example.com/tokens.json'],
  ipfsGateway: 'https://ipfs.io',
  includeWalletIds: ['a', 'b'],
  excludeWalletIds: ['c'],
  featuredWalletIds: ['a'],
  customWallets: [{ id: 'mine', name: 'Mine', homepage: 'https://mine.example.com', mobile_link: 'mine://' }],
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  services: { catalogueApi: 'https://catalogue.example.com', authApi: 'https://auth.example.com' },
  enableEmbedded: true,
  enableEIP6963: false,
  siwx: { statement: 'Sign in', expiresIn: 60, resources: ['https://example.com'] },
  defaultAccountTypes: { eip155: 'eoa' },
})
const NETWORK_IDS = [devnetAlpha.caipNetworkId, devnetBeta.caipNetworkId]

/** Names of the prototype's, which a config object may only hold as keys it does not know. */
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']
/** Any key: a prototype's name, a real option's (valid at the top only), any text. */
const anyKey = fc.oneof(fc.constantFrom(...PROTO_KEYS, ...CONFIG_KEYS), shortText)

/** `object` with an own `key` (even `__proto__`), as a config file's `{ ['__proto__']: ... }` makes. */
function withOwn<T extends object>(object: T, key: string, value: unknown): T {
  return Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** What a config file may hold anywhere: every kind of JS value, holes, BigInts, null prototypes, huge text. */
function junk(text: fc.Arbitrary<string>, { maxDepth = 3 } = {}): fc.Arbitrary<unknown> {
  return fc.anything({
    key: anyKey,
    values: [
      fc.boolean(),
      fc.integer(),
      fc.double(),
      text,
      fc.constantFrom(null, undefined, 0, -0, Number.NaN, Infinity, '', ' ', 'https://example.com'),
    ],
    maxDepth,
    maxKeys: 4,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withSparseArray: true,
    withNullPrototype: true,
  })
}

/** Objects and arrays that hold themselves: no config literal makes one, but a config module can. */
const cyclic: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...PROTO_KEYS, 'a'), fc.boolean())
  .map(([key, inArray]) => {
    const holder: unknown[] | Record<string, unknown> = inArray ? [] : {}
    if (Array.isArray(holder)) holder.push(1, holder)
    else withOwn(holder, key, holder)
    return holder
  })

const anyValue = fc.oneof({ arbitrary: junk(anyText), weight: 6 }, { arbitrary: cyclic, weight: 1 })

// ---- Wrong values, option by option --------------------------------------------------------------------

/** What each option accepts; `never` where the base configs leave no value right (siwx without its plugin). */
type Kind = 'string' | 'boolean' | 'array' | 'object' | 'never'
const KIND: Record<ConfigOptionName, Kind> = {
  projectId: 'string',
  clientId: 'string',
  metadata: 'object',
  networks: 'array',
  defaultNetwork: 'string',
  adapters: 'array',
  connectors: 'array',
  plugins: 'array',
  features: 'object',
  themeMode: 'string',
  locale: 'string',
  themeVariables: 'object',
  tokens: 'object',
  customRpcUrls: 'object',
  chainImages: 'object',
  tokenLists: 'array',
  ipfsGateway: 'string',
  includeWalletIds: 'array',
  excludeWalletIds: 'array',
  featuredWalletIds: 'array',
  customWallets: 'array',
  termsConditionsUrl: 'string',
  privacyPolicyUrl: 'string',
  services: 'object',
  enableEmbedded: 'boolean',
  allowUnsupportedChain: 'boolean',
  enableNetworkSwitch: 'boolean',
  enableWalletConnect: 'boolean',
  enableWallets: 'boolean',
  enableEIP6963: 'boolean',
  enableAuthLogger: 'boolean',
  manualWCControl: 'boolean',
  siwx: 'never',
  siweConfig: 'never',
  defaultAccountTypes: 'object',
}

/** The keys an object option takes; any other key is refused (for the maps: a caipNetworkId of networks). */
const KNOWN_KEYS: Partial<Record<ConfigOptionName, readonly string[]>> = {
  metadata: ['name', 'description', 'url', 'icons'],
  features: [...FEATURE_FLAGS, 'socials'],
  themeVariables: THEME_VARIABLE_NAMES,
  tokens: NETWORK_IDS,
  customRpcUrls: NETWORK_IDS,
  chainImages: NETWORK_IDS,
  services: SERVICE_KEYS,
  defaultAccountTypes: CHAIN_NAMESPACES,
}

/** Lists whose entries are objects (networks, wallets); the other lists hold strings. */
const OBJECT_LISTS: readonly ConfigOptionName[] = ['networks', 'customWallets']
/** Lists that must not be empty. */
const NON_EMPTY_LISTS: readonly ConfigOptionName[] = ['networks', 'adapters', 'connectors']

const blank = fc.constantFrom('', ' ', '\t\n', '\u00a0', '\u2028', '\ufeff')

/** A value `option` refuses whatever the rest of the config says: wrong kind, or wrong within its kind. */
function wrongValue(option: ConfigOptionName, text: fc.Arbitrary<string>, depth = 2): fc.Arbitrary<unknown> {
  const any = junk(text, { maxDepth: depth }).filter((value) => value !== undefined)
  const kind = KIND[option]
  if (kind === 'never') return any
  const notOfKind = any.filter((value) => {
    if (kind === 'array') return !Array.isArray(value)
    if (kind === 'object') return !isPlainObject(value)
    return typeof value !== kind
  })
  const wrongOfKind: fc.Arbitrary<unknown>[] = []
  if (kind === 'boolean' && option === 'enableWallets') wrongOfKind.push(fc.constant(false))
  if (kind === 'string') {
    const known: Partial<Record<ConfigOptionName, readonly string[]>> = {
      defaultNetwork: NETWORK_IDS,
      themeMode: ['light', 'dark', 'system'],
    }
    if (option === 'projectId' || option === 'clientId') wrongOfKind.push(blank)
    else if (option === 'locale') wrongOfKind.push(text.filter((locale) => !/^[a-z]{2}$/.test(locale)))
    else if (known[option]) wrongOfKind.push(text.filter((value) => !known[option]!.includes(value)))
    // ipfsGateway, termsConditionsUrl, privacyPolicyUrl: text the URL parser refuses.
    else wrongOfKind.push(text.filter((value) => !URL.canParse(value)))
  }
  if (kind === 'array') {
    const entry = OBJECT_LISTS.includes(option)
      ? any.filter((value) => !isPlainObject(value))
      : any.filter((value) => typeof value !== 'string')
    wrongOfKind.push(fc.array(entry, { minLength: 1, maxLength: 3 }))
    // Holes: `[, x]` in the file.
    wrongOfKind.push(fc.integer({ min: 1, max: 4 }).map((length) => new Array<unknown>(length)))
    if (NON_EMPTY_LISTS.includes(option)) wrongOfKind.push(fc.constant([]))
  }
  if (kind === 'object') {
    const known = KNOWN_KEYS[option] ?? []
    const unknownKey = anyKey.filter((key) => !known.includes(key))
    wrongOfKind.push(
      fc
        .tuple(unknownKey, any, fc.boolean())
        .map(([key, value, nullProto]) => withOwn(nullProto ? Object.create(null) : {}, key, value)),
    )
  }
  return fc.oneof(notOfKind, ...wrongOfKind)
}

/** A base config (the examples') with exactly one option set to a value it refuses. */
function oneWrongOption(text: fc.Arbitrary<string>, depth?: number) {
  return fc.tuple(fc.constantFrom(minimal, good), fc.constantFrom(...CONFIG_KEYS)).chain(([base, option]) =>
    wrongValue(option, text, depth).map((value) => ({
      option,
      config: withOwn(base(), option, value),
    })),
  )
}

/** Whether `path` (`networks[0].rpcUrls`) is `option` or inside it. */
function isInside(path: string, option: string): boolean {
  return path === option || path.startsWith(`${option}.`) || path.startsWith(`${option}[`)
}

/**
 * A ConfigError worded `<option>: <rule>` whose option is an option of the config, or the key it does not
 * know (quoted when blank: an empty name names nothing).
 */
function expectNamesAnOption(error: unknown, input: unknown): asserts error is ConfigError {
  expect(error).toBeInstanceOf(ConfigError)
  const { option, message } = error as ConfigError
  expect(option.trim(), 'a blank option').not.toBe('')
  expect(message.startsWith(`${option}: `) && message.length > option.length + 2, message).toBe(true)
  const keys = isPlainObject(input) ? Object.keys(input) : []
  // `config` is the whole export, refused only when it is no object.
  const named =
    (option === 'config' && !isPlainObject(input)) ||
    keys.some((key) => option === key || option === JSON.stringify(key)) ||
    CONFIG_KEYS.some((key) => isInside(option, key))
  expect(named, `${option} is no option of the config`).toBe(true)
}

/** What config.ts is written from: strings, finite numbers, booleans, null, arrays without holes, plain objects. */
function isConfigData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return Object.keys(value).length === value.length && value.every(isConfigData)
  return isPlainObject(value) && Object.values(value).every(isConfigData)
}

// ---- Any value, and one wrong option, in-process ---------------------------------------------------------

/** The rich config with one place inside it replaced, removed, given a junk key, or holed. */
const deepMutation = fc
  .tuple(fc.nat(), fc.constantFrom('replace', 'remove', 'add key', 'hole'), anyKey, anyValue)
  .map(([pick, action, key, value]) => {
    const config = structuredClone(rich()) as Record<string, unknown>
    const places = placesIn(config)
    const [parent, name] = places[pick % places.length]!
    if (action === 'replace') withOwn(parent, name, value)
    else if (action === 'remove') delete (parent as Record<string, unknown>)[name]
    else if (action === 'hole') withOwn(parent, name, new Array(1 + (pick % 3)))
    else {
      const target = (parent as Record<string, unknown>)[name]
      // An array's `length` is no key a config file writes (and a junk one is no array at all).
      const isLength = Array.isArray(target) && key === 'length'
      if (typeof target === 'object' && target !== null && !isLength) withOwn(target, key, value)
    }
    return config
  })

/** Every [container, key] in `value`, the config's own top-level options included. */
function placesIn(value: object): [object, string][] {
  return Object.entries(value).flatMap(([key, child]): [object, string][] => [
    [value, key],
    ...(typeof child === 'object' && child !== null ? placesIn(child as object) : []),
  ])
}

/** Real option names with any values (prototype keys among them), over a valid config or none. */
const optionSoup = fc
  .tuple(
    fc.constantFrom(undefined, minimal, good, rich),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...CONFIG_KEYS), anyKey), anyValue), { maxLength: 4 }),
  )
  .map(([base, entries]) => {
    const config = base ? base() : {}
    for (const [key, value] of entries) withOwn(config, key, value)
    return config
  })

describe('spec 3, 5 (property): the config validator refuses a bad config with the option it broke', () => {
  const prototypeNames = Object.getOwnPropertyNames(Object.prototype)

  it('the configs the properties start from are valid', () => {
    for (const base of [minimal, good, rich]) expect(isConfigData(resolveConfig(base()))).toBe(true)
  })

  itHolds(
    'any value resolves to config data or throws a ConfigError naming the option; never another error',
    fc.property(fc.oneof({ arbitrary: anyValue, weight: 1 }, optionSoup, deepMutation), (input) => {
      const error = thrown(() => resolveConfig(input))
      if (error === undefined) expect(isConfigData(resolveConfig(input))).toBe(true)
      else expectNamesAnOption(error, input)
      expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeNames)
    }),
  )

  itHolds(
    'a valid config with one option set to a value it refuses: the ConfigError names that option',
    fc.property(oneWrongOption(anyText, 3), ({ option, config }) => {
      const error = thrown(() => resolveConfig(config))
      expectNamesAnOption(error, config)
      expect(isInside(error.option, option), `${error.message} does not name ${option}`).toBe(true)
    }),
  )

  // Counterexamples the properties found (each crashed, or was accepted, before the fix), kept as examples.
  const selfHolding: Record<string, unknown> = {}
  selfHolding.self = selfHolding
  it.each<[string, Record<string, unknown>, string, string]>([
    // JSON.stringify threw a TypeError while wording the refusal.
    [
      'a BigInt theme variable',
      { themeVariables: { '--pk-accent': 10n } },
      'themeVariables.--pk-accent',
      'must be a non-empty string (got bigint)',
    ],
    [
      'a theme variable that holds itself',
      { themeVariables: { '--pk-accent': selfHolding } },
      'themeVariables.--pk-accent',
      'must be a non-empty string (got object)',
    ],
    // map() skips holes: networks crashed on undefined, the other lists were accepted with their holes.
    [
      'a hole in networks',
      { networks: withHole([devnetAlpha, devnetAlpha], 0) },
      'networks[0]',
      'must be an object',
    ],
    [
      'a hole in a list of ids',
      { includeWalletIds: withHole(['a', 'c', 'b'], 1) },
      'includeWalletIds[1]',
      'must be a non-empty string',
    ],
    [
      'a hole in tokenLists',
      { tokenLists: withHole(['x'], 0) },
      'tokenLists[0]',
      'must be an https URL (http only on localhost), e.g. https://example.com/tokens.json',
    ],
    [
      'a hole in metadata.icons',
      { metadata: { ...metadata, icons: withHole(['x'], 0) } },
      'metadata.icons[0]',
      'must be an http(s) URL',
    ],
    // A blank key was named by nothing (`: unknown option`, `tokens.: Invalid CAIP-2 network id`).
    ['a blank option', { '': new Map() }, '""', `unknown option (known: ${CONFIG_KEYS.join(', ')})`],
    ['a blank key in tokens', { tokens: { ' ': {} } }, 'tokens." "', 'Invalid CAIP-2 network id'],
  ])('%s: a ConfigError naming %s', (_name, patch, option, rule) => {
    const config = { ...minimal(), ...patch }
    const error = thrown(() => resolveConfig(config))
    expectNamesAnOption(error, config)
    expect(error.message).toBe(`${option}: ${rule}`)
  })
})

/** `items` with a hole at `index`, as `[, x]` in a config file makes. */
function withHole(items: unknown[], index: number): unknown[] {
  const holed = [...items]
  delete holed[index]
  return holed
}

// ---- generate writes all or nothing ---------------------------------------------------------------------

/**
 * `generate` (generator/compose/generate.ts, what `portkit generate` runs) in a worker thread, called
 * synchronously (Atomics.wait until it answers), since a property here is synchronous: each case's
 * portkit.config.ts is loaded by the real loader (a fresh module per load) and src/portkit/ written by the
 * real writer. The worker loads the TypeScript sources with Node's own type transform (about 1 ms a case);
 * where a Node lacks it, through tsx, as the generator's tests import generated files (about 3 ms a case).
 */
interface GenerateReply {
  ok: boolean
  name?: string
  message?: string
  option?: unknown
  stack?: string
}

const WORKER = `
import { workerData } from 'node:worker_threads'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
const { port, signal, generateUrl, tsxApiUrl } = workerData
const loading = tsxApiUrl
  ? import(tsxApiUrl).then(({ tsImport }) => tsImport(generateUrl, generateUrl))
  : import(generateUrl)
port.on('message', async ({ appDir, text }) => {
  let reply
  try {
    const { generate } = await loading
    writeFileSync(join(appDir, 'portkit.config.ts'), text)
    const result = await generate({ appDir })
    reply = { ok: true, files: result.files }
  } catch (error) {
    reply = { ok: false, name: error?.name, message: String(error?.message), option: error?.option, stack: error?.stack }
  }
  port.postMessage(reply)
  Atomics.store(signal, 0, 1)
  Atomics.notify(signal, 0)
})
`

const TRANSFORM_TYPES = '--experimental-transform-types'

class SyncGenerate {
  private readonly worker: Worker
  private readonly port: MessagePort
  private readonly signal = new Int32Array(new SharedArrayBuffer(4))

  constructor() {
    const { port1, port2 } = new MessageChannel()
    this.port = port1
    const generateUrl = new URL('../../../generator/compose/generate.ts', import.meta.url).href
    const native = process.allowedNodeEnvironmentFlags.has(TRANSFORM_TYPES)
    const tsxApiUrl = native
      ? undefined
      : pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href
    this.worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER)}`), {
      execArgv: native ? [TRANSFORM_TYPES, '--disable-warning=ExperimentalWarning'] : [],
      workerData: { generateUrl, tsxApiUrl, port: port2, signal: this.signal },
      transferList: [port2],
    })
  }

  /** Writes `text` as `<appDir>/portkit.config.ts` and runs generate there. */
  run(appDir: string, text: string, timeoutMs = 60_000): GenerateReply {
    const deadline = Date.now() + timeoutMs
    Atomics.store(this.signal, 0, 0)
    this.port.postMessage({ appDir, text })
    if (Atomics.wait(this.signal, 0, 0, timeoutMs) === 'timed-out')
      throw new Error(`generate did not answer within ${timeoutMs} ms`)
    // The signal is shared memory, the reply a message: on a busy machine the reply may still be on its way
    // when the signal wakes this thread. Read it only once it is here, or the next run reads this one's.
    for (;;) {
      const received = receiveMessageOnPort(this.port)
      if (received) return received.message as GenerateReply
      if (Date.now() > deadline) throw new Error(`generate's answer did not arrive within ${timeoutMs} ms`)
      Atomics.wait(this.signal, 0, 1, 1)
    }
  }

  async close(): Promise<void> {
    this.port.close()
    await this.worker.terminate()
  }
}

/** A portkit.config.ts exporting `value` as a literal (fc.stringify writes holes, BigInts, null prototypes). */
function configFile(value: unknown): string {
  return `export default ${fc.stringify(value)}\n`
}

describe('spec 3 (property): portkit generate writes src/portkit/ all or nothing', () => {
  let generator: SyncGenerate
  /** An app that never generated: it must still have no src/ after any refused config. */
  let freshApp: string
  /** An app with the output of a valid config: it must stay byte for byte. */
  let generatedApp: string
  let previous: Record<string, string>

  function tempApp(prefix: string): string {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
    return dir
  }

  beforeAll(() => {
    generator = new SyncGenerate()
    freshApp = tempApp('portkit-fuzz-fresh-')
    generatedApp = tempApp('portkit-fuzz-generated-')
    const reply = generator.run(generatedApp, configFile(minimal()))
    expect(reply.stack ?? reply.message).toBeUndefined()
    expect(reply.ok).toBe(true)
    previous = snapshotDir(join(generatedApp, 'src', 'portkit'))
    expect(Object.keys(previous)).toContain('config.ts')
  })

  afterAll(async () => {
    await generator?.close()
    for (const dir of [freshApp, generatedApp]) if (dir) rmSync(dir, { recursive: true, force: true })
  })

  itHolds(
    'a config with one wrong option: a ConfigError naming it, and src/portkit/ absent or unchanged',
    fc.property(oneWrongOption(shortText, 2), fc.boolean(), ({ option, config }, fresh) => {
      const appDir = fresh ? freshApp : generatedApp
      const reply = generator.run(appDir, configFile(config))
      expect(reply.ok, 'generate accepted a config with a wrong option').toBe(false)
      expect(reply.name, reply.stack).toBe('ConfigError')
      expect(typeof reply.option === 'string' && isInside(reply.option, option), reply.message).toBe(true)
      // The loader hands the validator the exported object as it is: the same refusal as in-process.
      expect(reply.message).toBe((thrown(() => resolveConfig(config)) as Error).message)
      if (fresh) expect(existsSync(join(appDir, 'src'))).toBe(false)
      else {
        expect(readdirSync(join(appDir, 'src'))).toEqual(['portkit'])
        expect(snapshotDir(join(appDir, 'src', 'portkit'))).toEqual(previous)
      }
    }),
    // generate loads the config and writes files each case: ~6 ms on a busy 2-core machine (`npm run fuzz`
    // timed out at 4 ms a case twice with every case passing).
    { msPerCase: 12 },
  )
})
