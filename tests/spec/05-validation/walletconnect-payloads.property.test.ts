import { sha256 } from '@noble/hashes/sha2'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { isBitcoinAddress } from '../../../runtime/adapters/bip122/bitcoin-address.ts'
import {
  bip122SessionProvider,
  bitcoinAccountsOf,
} from '../../../runtime/connectors/walletconnect/bip122-session-provider.ts'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import type { UniversalProvider } from '../../../runtime/connectors/walletconnect/sdk-types.ts'
import { solanaSessionProvider } from '../../../runtime/connectors/walletconnect/solana-session-provider.ts'
import {
  evmAddressesOf,
  solanaAccountsOf,
} from '../../../runtime/connectors/walletconnect/wallet-accounts.ts'
import type { Connector, WalletEvents } from '../../../runtime/controllers/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { BITCOIN_PROVIDER_METHODS } from '../../../runtime/core/bitcoin-provider-methods.ts'
import { isEvmAddress, isSolanaAddress } from '../../../runtime/core/address.ts'
import { parseCaipAddress, parseCaipNetworkId, type ParsedCaipAddress } from '../../../runtime/core/caip.ts'
import { InvalidCaipAddressError } from '../../../runtime/core/errors.ts'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import {
  BITCOIN_REGTEST_REFERENCE,
  bitcoinMainnet,
  bitcoinTestnet,
} from '../../../runtime/networks/bitcoin.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { solanaMainnet } from '../../../runtime/networks/solana.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { anyText, itHolds, shortText, textOf, thrown } from '../../support/fuzz-settings.ts'

// Property tests of what Portkit reads from a WalletConnect session (@walletconnect/universal-provider
// 2.21): the accounts of its solana and bip122 namespaces, the accounts of a wallet's accountsChanged
// session event (spec 5: CAIP-10 account ids), and the accountsChanged and chainChanged events the SDK
// passes on, through the WalletConnect provider and the eip155 adapter to the connection. The session's
// eip155 accounts are the SDK's to read (eth_accounts), checked by viem in the adapter. Examples:
// walletconnect-accounts.test.ts (over the devnet relay), and the counterexamples at the end.

const HEX = [...'0123456789abcdefABCDEF']
const hexText = (length: number) =>
  fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length })
const evmAddress = hexText(40).map((hex) => `0x${hex}`)
const evmReference = fc.oneof(
  fc.constantFrom(1, 10, 137, 31337, 31338),
  fc.integer({ min: 0, max: 2 ** 53 - 1 }),
)
const solanaReference = fc.constantFrom(String(devnetSolana.id), String(solanaMainnet.id))
const isEvmAccountAddress = (address: unknown) =>
  typeof address === 'string' && address.startsWith('0x') && isEvmAddress(address)

/** A CAIP-10 account id of the session's eip155 namespace. */
const evmAccount = fc
  .tuple(evmReference, evmAddress)
  .map(([reference, address]) => `eip155:${reference}:${address}`)
/** An account of a namespace the EVM provider does not read (well formed: three non-empty parts). */
const otherAccount = fc
  .tuple(
    fc.constantFrom('solana', 'bip122', 'polkadot', 'cosmos', 'eip155x', 'EIP155'),
    fc.oneof(solanaReference, hexText(32)),
    fc.string({ minLength: 1, maxLength: 48 }).filter((text) => !text.includes(':')),
  )
  .map((parts) => parts.join(':'))

/** A well-formed account of a namespace Portkit's session does not carry (polkadot, cosmos...). */
const foreignAccount = otherAccount.filter((account) => !/^(solana|bip122):/.test(account))

/** Text that is nearly a CAIP-10 account id: the parts of one, cut, doubled, emptied or out of place. */
const caipish = fc.oneof(
  evmAccount,
  otherAccount,
  evmAddress,
  anyText,
  textOf(['eip155', 'solana', ':', ':', '1', '0x', 'a', 'F', ' ', '\u0000']),
  fc
    .tuple(
      fc.array(fc.oneof(shortText, evmAddress, fc.constant('eip155'), fc.constant('')), { maxLength: 5 }),
    )
    .map(([parts]) => parts.join(':')),
)

/** What a wallet may put in an accountsChanged session event's data: anything, mostly lists of accounts. */
const eventData = fc.oneof(
  // A failure found on a huge or odd value shrinks to a short list of accounts too (the first arbitrary).
  { withCrossShrink: true },
  { arbitrary: fc.array(fc.oneof(evmAccount, otherAccount), { maxLength: 6 }), weight: 3 },
  { arbitrary: fc.array(caipish, { maxLength: 6 }), weight: 3 },
  { arbitrary: fc.array(fc.oneof(evmAccount, fc.anything()), { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.anything(), weight: 2 },
  {
    arbitrary: fc.constant(
      JSON.parse('{"__proto__": ["eip155:1:0x1111111111111111111111111111111111111111"]}'),
    ),
    weight: 1,
  },
  {
    // Huge: a thousand and more accounts, the same ones over and over.
    arbitrary: fc
      .tuple(fc.array(evmAccount, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1000, max: 5000 }))
      .map(([accounts, times]) => Array.from({ length: times }, (_, i) => accounts[i % accounts.length]!)),
    weight: 1,
  },
)

/** Spec 5 written out: the EVM addresses of a list of CAIP-10 account ids, once each, or no list at all. */
function expectedEvmAddresses(data: unknown): string[] | undefined {
  if (!Array.isArray(data)) return undefined
  const addresses: string[] = []
  for (const account of data as unknown[]) {
    if (typeof account !== 'string') return undefined
    const parts = account.split(':')
    if (parts.length !== 3 || parts.some((part) => part === '')) return undefined
    const [namespace, , address] = parts as [string, string, string]
    if (namespace !== 'eip155') continue
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
    if (!addresses.includes(address)) addresses.push(address)
  }
  return addresses
}

describe("spec 5 (property): the accounts of a wallet's accountsChanged session event", () => {
  itHolds(
    "any data gives the spec's EVM addresses, once each, or is refused whole with 'Invalid CAIP-10 address'",
    fc.property(eventData, (data) => {
      const expected = expectedEvmAddresses(data)
      const error = thrown(() => evmAddressesOf(data))
      if (expected === undefined) {
        expect(error).toBeInstanceOf(InvalidCaipAddressError)
        expect((error as Error).message).toBe('Invalid CAIP-10 address')
        return
      }
      expect(error).toBeUndefined()
      const addresses = evmAddressesOf(data)
      expect(addresses).toEqual(expected)
      // Each is a 0x address of one of the event's accounts, a CAIP-10 account id of eip155.
      const accounts = (data as string[]).map(parseCaipAddress)
      for (const address of addresses) {
        expect(isEvmAccountAddress(address)).toBe(true)
        expect(accounts).toContainEqual(expect.objectContaining({ namespace: 'eip155', address }))
      }
    }),
  )

  itHolds(
    'a list of well-formed accounts (eip155 and others, repeated) gives back its eip155 addresses in order',
    fc.property(fc.array(fc.oneof(evmAccount, otherAccount), { maxLength: 12 }), (accounts) => {
      const withRepeats = [...accounts, ...accounts.slice(0, 3)]
      const evm = accounts.filter((account) => account.startsWith('eip155:')).map((a) => a.split(':')[2]!)
      expect(evmAddressesOf(withRepeats)).toEqual([...new Set(evm)])
    }),
  )
})

// ---------------------------------------------------------------------------------------------------------
// The session's solana and bip122 namespaces (`session.namespaces`), as the SDK keeps them.

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const base58check = createBase58check(sha256)
const solanaAddress = bytes(32).map((key) => base58.encode(key))
const solanaAccount = fc
  .tuple(solanaReference, solanaAddress)
  .map(([reference, a]) => `solana:${reference}:${a}`)

/** The Bitcoin chains Portkit knows, by CAIP-2 reference: bech32 prefix and base58 versions (P2PKH, P2SH). */
const BITCOIN_CHAINS = [
  { reference: String(bitcoinMainnet.id), hrp: 'bc', versions: [0x00, 0x05] },
  { reference: String(bitcoinTestnet.id), hrp: 'tb', versions: [0x6f, 0xc4] },
  { reference: BITCOIN_REGTEST_REFERENCE, hrp: 'bcrt', versions: [0x6f, 0xc4] },
]
const bitcoinReference = fc.constantFrom(...BITCOIN_CHAINS.map(({ reference }) => reference))
/** An address of the chain: p2wpkh (bech32), p2tr (bech32m), P2PKH or P2SH (base58check). */
const bitcoinAddressOn = ({ hrp, versions }: (typeof BITCOIN_CHAINS)[number]) =>
  fc.oneof(
    bytes(20).map((hash) => bech32.encode(hrp, [0, ...bech32.toWords(hash)])),
    bytes(32).map((key) => bech32m.encode(hrp, [1, ...bech32m.toWords(key)])),
    fc
      .tuple(fc.constantFrom(...versions), bytes(20))
      .map(([v, hash]) => base58check.encode(Uint8Array.of(v, ...hash))),
  )
const bitcoinAccount = fc
  .constantFrom(...BITCOIN_CHAINS)
  .chain((chain) => bitcoinAddressOn(chain).map((address) => `bip122:${chain.reference}:${address}`))
const anyAddress = fc.oneof(
  evmAddress,
  solanaAddress,
  fc.constantFrom(...BITCOIN_CHAINS).chain(bitcoinAddressOn),
)

/** What a wallet may list as a session account: well formed or not, of any namespace, any address. */
const sessionAccount = fc.oneof(
  { arbitrary: fc.oneof(solanaAccount, bitcoinAccount), weight: 4 },
  { arbitrary: fc.oneof(evmAccount, otherAccount), weight: 2 },
  {
    // The right namespace with another chain's reference or another kind of address.
    arbitrary: fc
      .tuple(
        fc.constantFrom('solana', 'bip122'),
        fc.oneof(solanaReference, bitcoinReference, hexText(32)),
        anyAddress,
      )
      .map((parts) => parts.join(':')),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('solana', 'bip122'), fc.oneof(solanaReference, bitcoinReference), caipish)
      .map((parts) => parts.join(':')),
    weight: 2,
  },
  { arbitrary: caipish, weight: 1 },
  { arbitrary: fc.anything(), weight: 1 },
)
const accountList = fc.oneof(
  { withCrossShrink: true },
  { arbitrary: fc.array(sessionAccount, { maxLength: 8 }), weight: 6 },
  {
    arbitrary: fc
      .tuple(fc.array(sessionAccount, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1000, max: 5000 }))
      .map(([accounts, times]) => Array.from({ length: times }, (_, i) => accounts[i % accounts.length])),
    weight: 1,
  },
  { arbitrary: fc.anything(), weight: 1 },
)
const namespaceKey = fc.oneof(
  fc.constantFrom('eip155', 'solana', 'bip122', 'polkadot', 'cosmos', '__proto__', 'constructor', 'solana:x'),
  shortText,
)
const namespaceFields = {
  accounts: accountList,
  chains: fc.array(fc.oneof(fc.constantFrom(devnetSolana.caipNetworkId, 'eip155:1'), shortText), {
    maxLength: 3,
  }),
  methods: fc.array(shortText, { maxLength: 3 }),
  events: fc.array(shortText, { maxLength: 2 }),
}
const namespaceValue = fc.oneof(
  { arbitrary: fc.record(namespaceFields, { requiredKeys: ['accounts'] }), weight: 5 },
  { arbitrary: fc.record(namespaceFields, { requiredKeys: [] }), weight: 1 },
  { arbitrary: fc.anything(), weight: 1 },
)
/** A session's namespaces as a wallet could have them approved, and what no session has. */
const sessionNamespaces = fc.oneof(
  {
    // Mostly with the namespaces Portkit reads, beside others.
    arbitrary: fc
      .tuple(
        fc.dictionary(namespaceKey, namespaceValue, { maxKeys: 4 }),
        fc.option(namespaceValue, { freq: 4 }),
        fc.option(namespaceValue, { freq: 4 }),
      )
      .map(([others, solana, bip122]) => ({
        ...others,
        ...(solana === null ? {} : { solana }),
        ...(bip122 === null ? {} : { bip122 }),
      })),
    weight: 6,
  },
  // The relay's JSON: a "__proto__" key is an own key there (as JSON.parse makes it), never the prototype.
  {
    arbitrary: fc
      .tuple(namespaceValue, fc.constantFrom('solana', 'bip122'))
      .map(([value, key]) =>
        Object.defineProperty({}, '__proto__', { value: { [key]: value }, enumerable: true, writable: true }),
      ),
    weight: 1,
  },
  // Namespaces only inherited (a polluted prototype) are not the session's.
  {
    arbitrary: fc
      .tuple(fc.array(fc.oneof(solanaAccount, bitcoinAccount), { minLength: 1, maxLength: 3 }))
      .map(([accounts]) => Object.create({ solana: { accounts }, bip122: { accounts } }) as unknown),
    weight: 1,
  },
  { arbitrary: fc.anything(), weight: 2 },
)

/** A namespace's reader, with spec 5's address rule for it (the validators of runtime/core and bip122). */
const READERS = [
  { namespace: 'solana', read: solanaAccountsOf, isAddress: (address: string) => isSolanaAddress(address) },
  {
    namespace: 'bip122',
    read: bitcoinAccountsOf,
    isAddress: (address: string, reference: string) => isBitcoinAddress(address, { id: reference }),
  },
] as const

/** The account ids a payload lists as its own under `namespace` (whatever they are). */
function listedUnder(namespaces: unknown, namespace: string): unknown[] {
  if (typeof namespaces !== 'object' || namespaces === null || !Object.hasOwn(namespaces, namespace))
    return []
  const value = (namespaces as Record<string, unknown>)[namespace]
  const accounts =
    typeof value === 'object' && value !== null ? (value as { accounts?: unknown }).accounts : undefined
  return Array.isArray(accounts) ? accounts : []
}

const idOf = ({ namespace, reference, address }: ParsedCaipAddress) => `${namespace}:${reference}:${address}`

describe("spec 5 (property): the accounts of a session's solana and bip122 namespaces", () => {
  itHolds(
    'any payload: never a throw; only CAIP-10 accounts of the namespace with an address of its chain, once each',
    fc.property(sessionNamespaces, (namespaces) => {
      for (const { namespace, read, isAddress } of READERS) {
        let accounts: ParsedCaipAddress[] = []
        expect(thrown(() => (accounts = read(namespaces)))).toBeUndefined()
        const ids = accounts.map(idOf)
        expect(new Set(ids).size).toBe(ids.length)
        const listed = listedUnder(namespaces, namespace)
        for (const [i, account] of accounts.entries()) {
          expect(parseCaipAddress(ids[i]!)).toEqual(account)
          expect(account.namespace).toBe(namespace)
          expect(isAddress(account.address, account.reference)).toBe(true)
          expect(listed).toContain(ids[i])
        }
      }
    }),
  )

  itHolds(
    'a well-formed session (eip155, solana, bip122, polkadot; repeats; chains not listed) reads back exactly',
    fc.property(
      fc.array(fc.oneof(evmAccount, solanaAccount, bitcoinAccount, foreignAccount), { maxLength: 10 }),
      fc.nat(),
      (accounts, seed) => {
        // Each namespace lists its own accounts, some twice; its chains name one of them at most.
        const under = (namespace: string) => accounts.filter((account) => account.startsWith(`${namespace}:`))
        const namespaces: Record<string, unknown> = {}
        for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot']) {
          const own = under(namespace)
          if (own.length === 0) continue
          namespaces[namespace] = {
            accounts: [...own, ...own.slice(seed % own.length)],
            chains: [own[seed % own.length]!.split(':').slice(0, 2).join(':')],
            methods: [],
            events: [],
          }
        }
        for (const { namespace, read } of READERS)
          expect(read(namespaces).map(idOf)).toEqual([...new Set(under(namespace))])
      },
    ),
  )
})

// ---------------------------------------------------------------------------------------------------------
// The SDK's events, through Portkit's WalletConnect provider and the eip155 adapter, to the connection.

type Listener = (payload: unknown) => void

/** What Portkit's provider takes from @walletconnect/universal-provider: its events, and a session topic. */
function fakeSdk() {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const sdk = {
    session: undefined as unknown,
    rpcProviders: {} as Record<string, unknown>,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    client: {
      on: () => undefined,
      core: {
        relayer: { on: () => undefined, transportClose: async () => undefined },
        heartbeat: { init: async () => undefined, stop: () => undefined },
      },
    },
  }
  return { sdk, emit }
}

/** One thing the SDK passes on to its provider's listeners. */
type SdkEvent =
  /** A wallet's accountsChanged session event, its data as the wallet sent it. */
  | { kind: 'walletAccounts'; data: unknown; chainId: string }
  /** The SDK's own accountsChanged after a chain change: the address parts of the session's accounts there. */
  | { kind: 'chainAccounts'; accounts: string[] }
  /** The SDK's chainChanged: the reference it was given (a wallet's chainChanged, a switch). */
  | { kind: 'chain'; id: string | number }
  /** A wallet's session event of another name (the SDK emits it under its name, then as session_event). */
  | { kind: 'otherEvent'; name: string; data: unknown; chainId: string }

/** The SDK's cut of an account (2.21's parseCaip10Account), which throws on what is not text. */
const sdkCut = (account: unknown) =>
  (account as string).includes(':') ? (account as string).split(':')[2] : (account as string)

/** Whether 2.21 fails on the event's data before passing anything on (an account that is not text). */
function sdkDrops(data: unknown): boolean {
  return Array.isArray(data) && thrown(() => (data as unknown[]).map(sdkCut)) !== undefined
}

/** Delivers `event` as 2.21 does (UniversalProvider.registerEventListeners). */
function deliver(emit: (event: string, payload: unknown) => void, event: SdkEvent): void {
  const sessionEvent = (name: string, data: unknown, chainId: string) =>
    emit('session_event', { topic: 'topic', params: { event: { name, data }, chainId } })
  switch (event.kind) {
    case 'walletAccounts': {
      // The SDK's handler fails on an account that is not text: nothing is passed on.
      if (sdkDrops(event.data)) return
      if (Array.isArray(event.data)) emit('accountsChanged', (event.data as unknown[]).map(sdkCut))
      return sessionEvent('accountsChanged', event.data, event.chainId)
    }
    case 'chainAccounts':
      return emit('accountsChanged', event.accounts)
    case 'chain':
      return emit('chainChanged', event.id)
    case 'otherEvent':
      emit(event.name, event.data)
      return sessionEvent(event.name, event.data, event.chainId)
  }
}

const chainId = fc.oneof(
  fc.constantFrom(
    'eip155:31337',
    'eip155:1',
    devnetSolana.caipNetworkId,
    'bip122:000000000019d6689c085ae165831e93',
  ),
  shortText,
)
/** A reference as the SDK hands it on: digits mostly, and what a wallet's junk turns into. */
const chainReference = fc.oneof(
  evmReference.map(String),
  evmReference,
  fc.integer({ min: -(2 ** 53), max: -1 }),
  fc.integer({ min: -5, max: 5 }).map(String),
  solanaReference,
  fc.constantFrom('NaN', 'Infinity', '-0', '1.5', '1e21', '0x10', '', ' ', '9007199254740993', '+7'),
  textOf(['0', '1', '9', '-', '.', 'e', 'x', ' ']),
  shortText,
)
/** The third parts of a session's accounts (no ':'), as the SDK lists them after a chain change. */
const addressPart = fc
  .oneof(
    evmAddress,
    evmAddress.map((address) => address.slice(2)),
    fc.string({ minLength: 1, maxLength: 44 }),
    anyText,
  )
  .filter((text) => text.length > 0 && !text.includes(':'))

const sdkEvent: fc.Arbitrary<SdkEvent> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('walletAccounts' as const), data: eventData, chainId }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('chainAccounts' as const),
      accounts: fc.array(addressPart, { maxLength: 5 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('chain' as const), id: chainReference }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('otherEvent' as const),
      name: fc.oneof(fc.constantFrom('message', 'connect', 'chainChanged2', 'accountChanged'), shortText),
      data: fc.anything(),
      chainId,
    }),
    weight: 1,
  },
)

/** What reached the connection for one SDK event (connection.ts: the first address is the account). */
interface Heard {
  event: SdkEvent
  accounts: string[][]
  chains: string[]
  disconnects: number
  warnings: number
}

const config = testConfig({ connectors: ['walletconnect'], networks: [devnetAlpha, devnetSolana] })
const { sdk, emit } = fakeSdk()
let connector: Connector
const adapter = eip155Adapter()({ config })
let warn: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  walletConnectConnector({ loadSdk: async () => sdk as unknown as UniversalProvider })({ config }).watch(
    ([evm]) => (connector = evm!),
  )
  // The first request loads the SDK: from then on its events are forwarded.
  await connector.provider.request({ method: 'eth_accounts' })
  // A refused event is logged (walletconnect-accounts.test.ts checks the warning): counted here, not shown.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterAll(() => warn.mockRestore())

/**
 * Delivers `events` one by one, each in a task of its own as the relay's messages come (the provider's
 * microtasks run in between), to the eip155 adapter watching the WalletConnect connector.
 */
function replay(events: SdkEvent[]): Heard[] {
  const microtasks: (() => void)[] = []
  const realQueueMicrotask = globalThis.queueMicrotask
  globalThis.queueMicrotask = (task) => void microtasks.push(task)
  let heard: Heard | undefined
  const connection: WalletEvents = {
    onAccountsChanged: (addresses) => heard!.accounts.push([...addresses]),
    onChainChanged: (reference) => heard!.chains.push(reference),
    onDisconnect: () => heard!.disconnects++,
  }
  const stop = adapter.watch(connector, connection)
  const all: Heard[] = []
  try {
    for (const event of events) {
      const warnings = warn.mock.calls.length
      heard = { event, accounts: [], chains: [], disconnects: 0, warnings: 0 }
      deliver(emit, event)
      while (microtasks.length > 0) microtasks.shift()!()
      heard.warnings = warn.mock.calls.length - warnings
      all.push(heard)
    }
  } finally {
    stop()
    globalThis.queueMicrotask = realQueueMicrotask
  }
  return all
}

/** A chain reference the connection can name a network by: a non-negative integer, as digits. */
const isChainReference = (reference: string) =>
  /^\d+$/.test(reference) && Number.isSafeInteger(Number(reference))

describe('spec 4/5 (property): junk in the SDK events leaves the EVM connection valid', () => {
  itHolds(
    'every account the connection hears is a 0x EVM address, every chain an EIP-155 id; one announcement an event',
    fc.property(fc.array(sdkEvent, { minLength: 1, maxLength: 8 }), (events) => {
      for (const { event, accounts, chains, disconnects, warnings } of replay(events)) {
        // No half-updated account: every address of every announcement is one (the first is the account).
        for (const list of accounts) expect(list.filter((a) => !isEvmAccountAddress(a))).toEqual([])
        // The chain is a network's id (configured, else the unsupported placeholder), never eip155:NaN.
        for (const reference of chains) {
          expect(isChainReference(reference)).toBe(true)
          expect(parseCaipNetworkId(`eip155:${reference}`)).toEqual({ namespace: 'eip155', reference })
        }
        expect(accounts.length).toBeLessThanOrEqual(1)
        expect(chains.length).toBeLessThanOrEqual(1)
        expect(disconnects).toBe(0)
        if (event.kind === 'walletAccounts' && !sdkDrops(event.data)) {
          const expected = expectedEvmAddresses(event.data)
          // A malformed event is refused whole (with the warning); the connection keeps its account.
          if (expected === undefined) {
            expect(accounts).toEqual([])
            expect(warnings).toBe(1)
          } else if (expected.length > 0) expect(accounts).toEqual([expected])
          // An empty list: the wallet has no account left. Only other namespaces' accounts: not the EVM's.
          else expect(accounts).toEqual((event.data as unknown[]).length === 0 ? [[]] : [])
        }
        // An empty list only when the wallet or the SDK said there is no account (never from junk).
        if (accounts[0]?.length === 0) {
          const said =
            event.kind === 'walletAccounts' ? event.data : event.kind === 'chainAccounts' ? event.accounts : 0
          expect(said).toEqual([])
        }
      }
    }),
  )

  itHolds(
    'a chain id the SDK gives as digits reaches the connection as that reference',
    fc.property(evmReference, fc.boolean(), (reference, asText) => {
      const [{ chains }] = replay([{ kind: 'chain', id: asText ? String(reference) : reference }]) as [Heard]
      expect(chains).toEqual([String(reference)])
    }),
  )
})

// ---------------------------------------------------------------------------------------------------------
// The counterexamples fuzzing found (each failed before its fix), kept as examples.

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const EVM_ACCOUNT = `eip155:31337:${ZERO_ADDRESS}`

describe('examples: what fuzzing found in the SDK events', () => {
  it("the SDK's list after a chain change with a part that is no address: only its EVM addresses are heard", () => {
    // Before: [ZERO_ADDRESS, ' '] was passed on whole; with ' ' first, ' ' became the connected account.
    const heard = replay([
      { kind: 'chainAccounts', accounts: [ZERO_ADDRESS, ' '] },
      { kind: 'chainAccounts', accounts: ['not-an-address', ZERO_ADDRESS] },
    ])
    expect(heard.map(({ accounts }) => accounts)).toEqual([[[ZERO_ADDRESS]], [[ZERO_ADDRESS]]])
  })

  it("a wallet's accountsChanged of another namespace only leaves the EVM connection as it is", () => {
    // Before: its accounts were no EVM ones, so the EVM provider announced [] and the EVM side disconnected.
    const heard = replay([
      { kind: 'walletAccounts', data: ['solana:00000000000000000000000000000000: '], chainId: '' },
      {
        kind: 'walletAccounts',
        data: [`${devnetSolana.caipNetworkId}:${ZERO_ADDRESS.slice(2)}`],
        chainId: '',
      },
      {
        kind: 'walletAccounts',
        data: [EVM_ACCOUNT, `${devnetSolana.caipNetworkId}:x`],
        chainId: 'eip155:31337',
      },
      { kind: 'walletAccounts', data: [], chainId: 'eip155:31337' },
    ])
    expect(heard.map(({ accounts, warnings }) => ({ accounts, warnings }))).toEqual([
      { accounts: [], warnings: 0 },
      { accounts: [], warnings: 0 },
      { accounts: [[ZERO_ADDRESS]], warnings: 0 },
      // An empty list is the wallet's own word: no account left.
      { accounts: [[]], warnings: 0 },
    ])
  })

  it('a negative chain id is no chain: not heard (before: 0x-1, and the connection on eip155:NaN)', () => {
    const heard = replay([
      { kind: 'chain', id: -1 },
      { kind: 'chain', id: '-7' },
      { kind: 'chain', id: '31338' },
    ])
    expect(heard.map(({ chains }) => chains)).toEqual([[], [], ['31338']])
  })
})

describe('example: the same SDK events, end to end (createPortkit, the WalletConnect connector and controller)', () => {
  it('the EVM connection keeps its account and its network; the active chain stays eip155', async () => {
    const address = '0x1111111111111111111111111111111111111111'
    // A wallet approving a session with `address` on 31337 as soon as the page pairs.
    const { sdk: wallet, emit: walletEmits } = fakeSdk()
    const approving = Object.assign(wallet, {
      async connect() {
        wallet.session = { topic: 'topic', namespaces: { eip155: { accounts: [`eip155:31337:${address}`] } } }
        wallet.rpcProviders = { eip155: { getDefaultChain: () => '31337' } }
      },
      async request({ method }: { method: string }) {
        if (method === 'eth_accounts') return [address]
        if (method === 'eth_chainId') return 31337
        throw new Error(`not in this test: ${method}`)
      },
    })
    const evm = eip155Adapter()
    const portkit = createPortkit({
      config: testConfig({ connectors: ['walletconnect'], networks: [devnetAlpha] }),
      // Balances are not this test's: no RPC.
      adapters: [
        (context) => ({
          ...evm(context),
          getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
        }),
      ],
      connectors: [
        walletConnectConnector({ loadSdk: async () => approving as unknown as UniversalProvider }),
      ],
      storage: memoryStorage(),
    })
    await portkit.start()
    await portkit.walletConnect.connect()
    const evmChain = () => portkit.state.chains.value.eip155!
    expect(evmChain()).toMatchObject({ status: 'connected', address })

    // Before the fixes: ' ' became the account, the solana event disconnected, -1 put it on eip155:NaN.
    for (const event of [
      { kind: 'chainAccounts', accounts: [' ', address] },
      {
        kind: 'walletAccounts',
        data: [`${devnetSolana.caipNetworkId}:x`],
        chainId: devnetSolana.caipNetworkId,
      },
      { kind: 'chain', id: -1 },
    ] satisfies SdkEvent[]) {
      deliver(walletEmits, event)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(portkit.state.activeChain.value).toBe('eip155')
      expect(evmChain()).toMatchObject({ status: 'connected', address })
      expect(evmChain().caipNetwork?.caipNetworkId).toBe(devnetAlpha.caipNetworkId)
    }
    portkit.stop()
  })
})

/** A loaded SDK holding a session with `namespaces`, for the solana and bip122 session providers. */
function sessionWith(namespaces: Record<string, unknown>) {
  const sdkProvider = {
    session: { topic: 'topic', namespaces },
    rpcProviders: { solana: { getDefaultChain: () => String(devnetSolana.id) } },
    request: async ({ method }: { method: string }) => (method === 'getAccountAddresses' ? [] : undefined),
  }
  return { sdk: async () => sdkProvider as unknown as UniversalProvider, end: async () => undefined }
}
const noSessionEvents = { on: () => undefined, removeListener: () => undefined }

describe("examples: what fuzzing found in the session's namespaces", () => {
  const solana = base58.encode(new Uint8Array(32).fill(7))
  const onMainnet = bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(20).fill(1))])
  const onTestnet = bech32.encode('tb', [0, ...bech32.toWords(new Uint8Array(20).fill(1))])

  it('solana: an account whose address is no Solana address is not granted (before: 0xabc came back)', async () => {
    const chain = devnetSolana.caipNetworkId
    const provider = solanaSessionProvider(
      sessionWith({ solana: { accounts: [`${chain}:0xabc`, `${chain}:${solana}`, `${chain}:${solana}`] } }),
      noSessionEvents,
    )
    expect(await provider.request({ method: SOLANA_PROVIDER_METHODS.accounts })).toEqual([solana])
  })

  it("bip122: only the namespace's accounts with an address of their chain (before: every third part)", async () => {
    const mainnet = bitcoinMainnet.caipNetworkId
    const provider = bip122SessionProvider(
      sessionWith({
        bip122: {
          accounts: [EVM_ACCOUNT, `${mainnet}:junk`, `${mainnet}:${onTestnet}`, `${mainnet}:${onMainnet}`],
          methods: ['getAccountAddresses'],
        },
      }),
      noSessionEvents,
    )
    expect(await provider.request({ method: BITCOIN_PROVIDER_METHODS.accounts })).toEqual([
      { address: onMainnet, publicKey: '', chains: ['bitcoin:mainnet'] },
    ])
  })
})
