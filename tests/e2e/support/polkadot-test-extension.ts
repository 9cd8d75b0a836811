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
 * enable(appName) }`), and each call is answered in Node by a real sr25519 key (tests/support/polkadot-test-key.ts):
 * signRaw signs the <Bytes>-wrapped data as extensions do. Like a real extension it asks the visitor once per
 * site (a prompt, approved here unless `rejectNext`) and remembers the site across reloads.
 */

const BINDING = '__portkitPolkadotExtension'

export interface PolkadotTestExtension {
  readonly key: ReturnType<typeof polkadotTestKey>
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
  { decoys = [] }: { decoys?: string[] } = {},
): Promise<PolkadotTestExtension> {
  const key = polkadotTestKey()
  const extension: PolkadotTestExtension = {
    key,
    rejectNext: false,
    grantedOrigins: new Set(),
    appNames: [],
    prompts: 0,
    signed: [],
  }
  const ownKey = (address: unknown) => {
    try {
      return bytesToHex(decodeAddress(String(address))) === bytesToHex(key.publicKey)
    } catch {
      return false
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
    accounts: () => ({
      result: [{ address: key.address(), name: POLKADOT_TEST_ACCOUNT_NAME, type: 'sr25519' }],
    }),
    signRaw(_origin, { address, data, type }) {
      if (type !== 'bytes' || !data) return { error: 'Only bytes are signed raw' }
      if (!ownKey(address)) return { error: `Unable to find account ${String(address)}` }
      extension.signed.push({ address: String(address), data, type })
      return { result: key.signRaw(data) }
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
  const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
  target.injectedWeb3 ??= {}
  target.injectedWeb3[options.source] = {
    version: '0.1.0',
    async enable(appName: string) {
      await call('enable', { appName })
      return {
        accounts: {
          get: () => call('accounts', {}),
          subscribe(listener: (accounts: unknown) => void) {
            void call('accounts', {}).then(listener)
            return () => undefined
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
