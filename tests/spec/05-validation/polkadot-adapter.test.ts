// @vitest-environment happy-dom
import { signatureVerify } from '@polkadot/util-crypto'
import { hexToBytes, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { polkadotAdapter } from '../../../runtime/adapters/polkadot/index.ts'
import { polkadotExtensionConnector } from '../../../runtime/connectors/polkadot-extension/index.ts'
import type { ChainAdapter, Connector } from '../../../runtime/controllers/types.ts'
import {
  devnetAlpha,
  kusamaMainnet,
  polkadotMainnet,
  westendTestnet,
} from '../../../runtime/networks/index.ts'
import {
  POLKADOT_TEST_ACCOUNT_NAME,
  POLKADOT_TEST_SOURCE,
  polkadotTestKey,
} from '../../support/polkadot-test-key.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import {
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
} from '../../../runtime/controllers/actions/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'

// Spec 5 (an account address is a CAIP-10 account id: polkadot's account part is an SS58 address), 6 (polkadot
// connects eoa accounts), 8 (catalogue texts) and 9 (no balance for polkadot). A real sr25519 key answers an
// extension injected into `window.injectedWeb3`, reached through @polkadot/extension-dapp as in a browser.
describe('spec 5, 6, 8 and 9: Polkadot connections through an injected extension', () => {
  const key = polkadotTestKey()
  const savings = polkadotTestKey(2)
  const asked: string[] = []
  let refuse = false
  // What the extension grants after its first account (outside input, possibly malformed).
  let extra: { address: string; name?: unknown; type?: string }[] = []
  let only: { address: string; name?: unknown; type?: string }[] | undefined
  const subscribers = new Set<(accounts: unknown) => void>()
  /** The visitor changes the accounts in the extension: it tells its subscribers the new list. */
  const announce = (accounts: unknown) => subscribers.forEach((listener) => listener(accounts))
  let adapter: ChainAdapter<'polkadot'>
  let connector: Connector
  let stop: () => void

  beforeAll(() => {
    const injected = {
      version: '1.0.0',
      async enable(origin: string) {
        asked.push(`enable:${origin}`)
        if (refuse) throw new Error('Rejected')
        return {
          accounts: {
            get: async () =>
              only ?? [
                { address: key.address(), name: POLKADOT_TEST_ACCOUNT_NAME, type: 'sr25519' },
                ...extra,
              ],
            subscribe(listener: (accounts: unknown) => void) {
              subscribers.add(listener)
              return () => subscribers.delete(listener)
            },
          },
          signer: {
            async signRaw({ data, type }: { address: string; data: Hex; type: string }) {
              asked.push(`signRaw:${type}`)
              return { id: 1, signature: key.signRaw(data) }
            },
          },
        }
      },
    }
    Object.assign(window, { injectedWeb3: { [POLKADOT_TEST_SOURCE]: injected } })
    const config = testConfig({
      networks: [polkadotMainnet, kusamaMainnet, westendTestnet],
      defaultNetwork: polkadotMainnet.caipNetworkId,
      adapters: ['polkadot'],
      metadata: { name: 'Portkit Spec', description: '', url: 'http://127.0.0.1', icons: [] },
    })
    adapter = polkadotAdapter()({ config })
    stop = polkadotExtensionConnector()({ config }).watch((found) => (connector = found[0]!))
  })
  afterAll(() => stop())
  afterEach(() => {
    extra = []
    only = undefined
  })

  it('lists the injected extension as a wallet without asking it anything', () => {
    expect(connector).toMatchObject({ id: `polkadot-extension:${POLKADOT_TEST_SOURCE}`, chain: 'polkadot' })
    expect(connector.name).toBe(POLKADOT_TEST_SOURCE)
    expect(asked).toEqual([])
  })

  it("connects the extension's account for the app, in the selected chain's SS58 format, named", async () => {
    expect(await adapter.connect(connector)).toEqual({
      address: key.address(0),
      chainReference: polkadotMainnet.id,
      accounts: [{ address: key.address(0), name: POLKADOT_TEST_ACCOUNT_NAME }],
    })
    expect(asked).toEqual(['enable:Portkit Spec'])
  })

  it('signs a message through signRaw (bytes): an sr25519 signature of the account', async () => {
    const wallet = { connector, address: key.address(0), network: polkadotMainnet }
    const signature = await adapter.signMessage(wallet, { message: 'Portkit on Polkadot' })
    const message = new TextEncoder().encode('Portkit on Polkadot')
    expect(signatureVerify(message, signature, key.address(0))).toMatchObject({
      crypto: 'sr25519',
      isValid: true,
    })
    expect(key.verifyRaw(message, signature)).toBe(true)
    expect(
      signatureVerify(new TextEncoder().encode('Portkit on Polkadoq'), signature, key.address(0)).isValid,
    ).toBe(false)
    expect(hexToBytes(signature)).toHaveLength(64)
    expect(asked.at(-1)).toBe('signRaw:bytes')
  })

  it.each([
    ['not an SS58 address', '0x1111111111111111111111111111111111111111'],
    ['an SS58 address with a broken checksum', `${key.address(0).slice(0, -1)}X`],
  ])("refuses %s with 'Invalid CAIP-10 address' before the extension is asked", async (_case, address) => {
    const before = asked.length
    await expect(
      adapter.signMessage({ connector, address, network: polkadotMainnet }, { message: 'hi' }),
    ).rejects.toThrow('Invalid CAIP-10 address')
    expect(asked.length).toBe(before)
  })

  it('refuses an account the extension did not grant', async () => {
    const other = polkadotTestKey().address(2)
    await expect(
      adapter.signMessage({ connector, address: other, network: polkadotMainnet }, { message: 'hi' }),
    ).rejects.toThrow('Requested RPC call is not allowed')
  })

  it("refuses a network of another namespace with 'Unsupported chain'", async () => {
    await expect(
      adapter.signMessage({ connector, address: key.address(0), network: devnetAlpha }, { message: 'hi' }),
    ).rejects.toThrow('Unsupported chain')
    await expect(adapter.switchNetwork(connector, devnetAlpha)).rejects.toThrow('Unsupported chain')
  })

  it("switching chain gives the same key in that chain's format; a network the config lacks is refused", async () => {
    const changed: string[][] = []
    const unwatch = adapter.watch(connector, {
      onAccountsChanged: (addresses) => changed.push(addresses),
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    })
    await adapter.switchNetwork(connector, kusamaMainnet)
    expect(changed).toEqual([[key.address(2)]])
    const unknown = {
      ...westendTestnet,
      id: '0'.repeat(32),
      caipNetworkId: `polkadot:${'0'.repeat(32)}`,
    } as const
    await expect(adapter.switchNetwork(connector, unknown)).rejects.toThrow('Unsupported chain')
    unwatch()
    await adapter.switchNetwork(connector, polkadotMainnet)
  })

  it('several named accounts: each is offered, the picked one stays across a switch and a reconnect', async () => {
    extra = [{ address: savings.address(), name: 'Savings', type: 'sr25519' }]
    const session = await adapter.connect(connector)
    expect(session.accounts).toEqual([
      { address: key.address(0), name: POLKADOT_TEST_ACCOUNT_NAME },
      { address: savings.address(0), name: 'Savings' },
    ])
    const changed: [string[], unknown][] = []
    const unwatch = adapter.watch(connector, {
      onAccountsChanged: (addresses, accounts) => changed.push([addresses, accounts]),
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    })
    await adapter.selectAccount!(connector, savings.address(0))
    expect(changed.at(-1)![0]).toEqual([savings.address(0)])
    await expect(adapter.selectAccount!(connector, polkadotTestKey(3).address(0))).rejects.toThrow(
      `The wallet did not grant the account ${polkadotTestKey(3).address(0)}`,
    )
    await adapter.switchNetwork(connector, westendTestnet)
    expect(changed.at(-1)).toEqual([
      [savings.address(42)],
      [
        { address: key.address(42), name: POLKADOT_TEST_ACCOUNT_NAME },
        { address: savings.address(42), name: 'Savings' },
      ],
    ])
    unwatch()
    // After a reload: the stored network and the picked account (stored in another chain's format).
    expect(await adapter.reconnect(connector, westendTestnet, savings.address(0))).toMatchObject({
      address: savings.address(42),
      chainReference: westendTestnet.id,
    })
    expect(await adapter.reconnect(connector, polkadotMainnet, undefined)).toMatchObject({
      address: key.address(0),
      chainReference: polkadotMainnet.id,
    })
  })

  it('follows the accounts the visitor renames or removes in the extension while watched', async () => {
    extra = [{ address: savings.address(), name: 'Savings', type: 'sr25519' }]
    await adapter.connect(connector)
    const changed: [string[], unknown][] = []
    const unwatch = adapter.watch(connector, {
      onAccountsChanged: (addresses, accounts) => changed.push([addresses, accounts]),
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    })
    await adapter.selectAccount!(connector, savings.address(0))
    await vi.waitFor(() => expect(subscribers.size).toBe(1))
    announce([
      { address: key.address(), name: POLKADOT_TEST_ACCOUNT_NAME, type: 'sr25519' },
      { address: savings.address(), name: 'Rainy day', type: 'sr25519' },
    ])
    expect(changed.at(-1)).toEqual([
      [savings.address(0)],
      [
        { address: key.address(0), name: POLKADOT_TEST_ACCOUNT_NAME },
        { address: savings.address(0), name: 'Rainy day' },
      ],
    ])
    // The connected account removed: the first one left; none left (or none usable): no account.
    announce([{ address: key.address(), name: POLKADOT_TEST_ACCOUNT_NAME }])
    expect(changed.at(-1)![0]).toEqual([key.address(0)])
    announce([{ address: 'not-an-address' }])
    expect(changed.at(-1)).toEqual([[], []])
    unwatch()
    expect(subscribers.size).toBe(0)
  })

  it('malformed addresses from the extension are left out; only malformed ones fail plainly', async () => {
    const malformed = [
      { address: `0x${'ab'.repeat(20)}`, name: 'Hex', type: 'sr25519' },
      { address: 'not-an-address', name: 'Text' },
      { address: `${savings.address(0).slice(0, -1)}X`, name: 'Checksum' },
      { address: key.address(), name: 42, type: 'ethereum' },
    ]
    extra = malformed
    const session = await adapter.connect(connector)
    expect(session.accounts).toEqual([{ address: key.address(0), name: POLKADOT_TEST_ACCOUNT_NAME }])
    only = malformed.slice(0, 3)
    await expect(adapter.connect(connector)).rejects.toThrow(
      'The wallet returned an account that is not a Polkadot address',
    )
    only = []
    await expect(adapter.connect(connector)).rejects.toThrow('The wallet returned no account')
  })

  it('spec 9: no balance is asked for Polkadot (0 in the chain currency); sends are refused plainly', async () => {
    expect(await adapter.getBalance(key.address(0), polkadotMainnet)).toEqual({
      value: 0n,
      decimals: 10,
      symbol: 'DOT',
    })
    await expect(
      adapter.sendTransaction({ connector, address: key.address(0), network: polkadotMainnet }, {}),
    ).rejects.toThrow('Sending is not available on Polkadot')
  })

  it('transaction and receipt lookups and the transaction count are EVM host actions: refused plainly', async () => {
    // A Polkadot-only instance: the host's call does not compile, and is refused if forced.
    const portkit = createPortkit({
      config: testConfig({ networks: [polkadotMainnet], adapters: ['polkadot'] }),
      adapters: [polkadotAdapter()],
      connectors: [],
      storage: memoryStorage(),
    })
    const lookup = { hash: `0x${'ab'.repeat(32)}`, caipNetworkId: polkadotMainnet.caipNetworkId } as const
    // @ts-expect-error no adapter of this instance looks transactions up
    await expect(getTransaction(portkit, lookup)).rejects.toThrow(
      'A transaction lookup is not available on Polkadot',
    )
    // @ts-expect-error no adapter of this instance looks receipts up
    await expect(getTransactionReceipt(portkit, lookup)).rejects.toThrow(
      'A transaction receipt lookup is not available on Polkadot',
    )
    const count = { address: key.address(0), caipNetworkId: polkadotMainnet.caipNetworkId }
    // @ts-expect-error no adapter of this instance counts transactions
    await expect(getTransactionCount(portkit, count)).rejects.toThrow(
      'A transaction count is not available on Polkadot',
    )
  })

  it("an extension that declines gives 'User rejected the request'", async () => {
    refuse = true
    let fresh: Connector | undefined
    const config = testConfig({ networks: [polkadotMainnet], adapters: ['polkadot'] })
    polkadotExtensionConnector()({ config }).watch((found) => (fresh = found[0]))()
    await expect(adapter.connect(fresh!)).rejects.toThrow('User rejected the request')
    refuse = false
  })
})
