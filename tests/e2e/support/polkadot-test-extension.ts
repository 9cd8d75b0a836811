import type { Page } from '@playwright/test'
import { decodeAddress } from '@polkadot/util-crypto'
import { bytesToHex, type Hex } from 'viem'
import {
  POLKADOT_TEST_ACCOUNT_NAME,
  POLKADOT_TEST_SOURCE,
  polkadotTestKey,
} from '../../support/polkadot-test-key.ts'

/**
 * A real Polkadot extension for Playwright: an init script injects it into `window.injectedWeb3` under
 * POLKADOT_TEST_SOURCE (the injection interface polkadot-js, Talisman and SubWallet use: `{ version,
 * enable(appName) }`), and each call is answered in Node by real sr25519 keys (tests/support/polkadot-test-key.ts):
 * signRaw signs the <Bytes>-wrapped data as extensions do. Like a real extension it asks the visitor once per
 * site (a prompt, approved here unless `rejectNext`) and remembers the site across reloads.
 */

const BINDING = '__portkitPolkadotExtension'

type TestKey = ReturnType<typeof polkadotTestKey>

export interface PolkadotTestExtensionOptions {
  /** Other extensions' names injected beside it, always locked (see installPolkadotTestExtension). */
  decoys?: string[]
  /** Names of the accounts it grants after its first (POLKADOT_TEST_ACCOUNT_NAME), each a real key of its own. */
  moreAccounts?: string[]
  /** Addresses it grants before its real accounts that are no Polkadot address (a broken extension). */
  malformedAddresses?: string[]
  /** `false` grants the malformed addresses only. */
  realAccounts?: boolean
}

export interface PolkadotTestExtension {
  /** The first account's key. */
  readonly key: TestKey
  /** Every real account's key, in the order granted (the first is `key`). */
  readonly keys: readonly TestKey[]
  /** `true` declines the next prompt, as a visitor closing the extension's popup. */
  rejectNext: boolean
  /** Origins the visitor approved, kept across reloads. */
  readonly grantedOrigins: Set<string>
  /** The app names sites enabled the extension with (web3Enable's argument). */
  readonly appNames: string[]
  /** How many times the extension asked the visitor (first enable of a site). */
  prompts: number
  /** Every signRaw payload it signed. */
  readonly signed: { address: string; data: Hex; type: string }[]
  /** Changes its accounts as the visitor would in it (rename, remove...), and tells the subscribed page. */
  changeAccounts(change: (accounts: GrantedAccount[]) => GrantedAccount[]): Promise<void>
}

/** An account as the extension lists it (the injection interface's InjectedAccount). */
export interface GrantedAccount {
  address: string
  name?: string
  type?: string
}

type Reply = { result: unknown } | { error: string }
interface Input {
  appName?: string
  address?: string
  data?: Hex
  type?: string
}

/**
 * Installs the extension before the page's scripts run. `decoys` are other names injected beside it whose
 * enable always fails (an extension that is locked): they show as wallet rows and are never granted.
 */
export async function installPolkadotTestExtension(
  page: Page,
  {
    decoys = [],
    moreAccounts = [],
    malformedAddresses = [],
    realAccounts = true,
  }: PolkadotTestExtensionOptions = {},
): Promise<PolkadotTestExtension> {
  const names = [POLKADOT_TEST_ACCOUNT_NAME, ...moreAccounts]
  const keys = names.map((_, index) => polkadotTestKey(index + 1))
  const key = keys[0]!
  let granted: GrantedAccount[] = [
    ...malformedAddresses.map((address) => ({ address, name: 'Broken', type: 'sr25519' })),
    ...(realAccounts
      ? keys.map((each, index) => ({ address: each.address(), name: names[index], type: 'sr25519' }))
      : []),
  ]
  const extension: PolkadotTestExtension = {
    key,
    keys,
    rejectNext: false,
    grantedOrigins: new Set(),
    appNames: [],
    prompts: 0,
    signed: [],
    async changeAccounts(change) {
      granted = change(granted)
      await page.evaluate(() =>
        (globalThis as unknown as { __portkitPolkadotAnnounce?: () => void }).__portkitPolkadotAnnounce?.(),
      )
    },
  }
  const keyOf = (address: unknown) => {
    try {
      const publicKey = bytesToHex(decodeAddress(String(address)))
      return keys.find((each) => bytesToHex(each.publicKey) === publicKey)
    } catch {
      return undefined
    }
  }
  const handlers: Record<string, (origin: string, input: Input) => Reply> = {
    enable(origin, { appName }) {
      extension.appNames.push(String(appName))
      if (extension.grantedOrigins.has(origin)) return { result: true }
      extension.prompts += 1
      if (extension.rejectNext) {
        extension.rejectNext = false
        return { error: 'Rejected' }
      }
      extension.grantedOrigins.add(origin)
      return { result: true }
    },
    accounts: () => ({ result: granted }),
    signRaw(_origin, { address, data, type }) {
      if (type !== 'bytes' || !data) return { error: 'Only bytes are signed raw' }
      const signer = keyOf(address)
      if (!signer) return { error: `Unable to find account ${String(address)}` }
      extension.signed.push({ address: String(address), data, type })
      return { result: signer.signRaw(data) }
    },
  }
  await page.exposeFunction(BINDING, (origin: string, method: string, input: Input): Reply => {
    const handler = handlers[method]
    if (!handler) return { error: `unknown method ${method}` }
    if (method !== 'enable' && !extension.grantedOrigins.has(origin))
      return { error: 'The site is not authorised' }
    return handler(origin, input)
  })
  await page.addInitScript('globalThis.__name ??= (target) => target')
  await page.addInitScript(injectExtension, { binding: BINDING, source: POLKADOT_TEST_SOURCE, decoys })
  return extension
}

/** Runs in the page: the extension's object in `window.injectedWeb3`, forwarding to Node. */
function injectExtension(options: { binding: string; source: string; decoys: string[] }) {
  const call = async (method: string, input: object): Promise<unknown> => {
    const bridge = (globalThis as unknown as Record<string, (...args: unknown[]) => Promise<Reply>>)[
      options.binding
    ]!
    const reply = await bridge(location.origin, method, input)
    if ('error' in reply) throw new Error(reply.error)
    return reply.result
  }
  const subscribers = new Set<(accounts: unknown) => void>()
  ;(globalThis as unknown as { __portkitPolkadotAnnounce: () => void }).__portkitPolkadotAnnounce = () =>
    void call('accounts', {}).then((accounts) => subscribers.forEach((listener) => listener(accounts)))
  const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
  target.injectedWeb3 ??= {}
  target.injectedWeb3[options.source] = {
    version: '0.1.0',
    async enable(appName: string) {
      await call('enable', { appName })
      return {
        accounts: {
          get: () => call('accounts', {}),
          // Like an extension: the list at once, then each change the visitor makes in the extension.
          subscribe(listener: (accounts: unknown) => void) {
            subscribers.add(listener)
            void call('accounts', {}).then(listener)
            return () => subscribers.delete(listener)
          },
        },
        signer: {
          async signRaw(payload: { address: string; data: string; type: string }) {
            return { id: 1, signature: await call('signRaw', payload) }
          },
        },
      }
    },
  }
  for (const decoy of options.decoys)
    target.injectedWeb3[decoy] = {
      version: '0.0.1',
      enable: () => Promise.reject(new Error('The extension is locked')),
    }
}
