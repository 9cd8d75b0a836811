import type { Eip1193Provider, WalletAccount } from '../../controllers/types.ts'
import { InvalidCaipAddressError, RpcMethodNotAllowedError } from '../../core/errors.ts'
import { isSs58Address } from './ss58-address.ts'

/** One account the extension granted, in the SS58 format asked for, named as the visitor named it there. */
export type PolkadotAccount = WalletAccount

/** The methods the provider answers. */
export const POLKADOT_PROVIDER_METHODS = {
  /** params `{ ss58Format }`; enables the extension (it may prompt); resolves with PolkadotAccount[]. */
  requestAccounts: 'polkadot_requestAccounts',
  /** params `{ address, data: 0x-hex }`; the extension's signRaw of type 'bytes'; resolves with 0x-hex. */
  signRaw: 'polkadot_signRaw',
} as const

/** The provider's event: the visitor changed the accounts in the extension (PolkadotAccount[], same format). */
export const POLKADOT_ACCOUNTS_CHANGED = 'accountsChanged'
type AccountsListener = (accounts: PolkadotAccount[]) => void

// @polkadot/extension-dapp and its crypto load with the first request, not with discovery.
const access = () => import('./extension-access.ts')
type Enabled = Awaited<ReturnType<Awaited<ReturnType<typeof access>>['enableExtension']>>

/**
 * The injected extension `source` (a key of `window.injectedWeb3`) behind the request interface every
 * connector's provider has, asked through @polkadot/extension-dapp on behalf of `appName`.
 */
export function polkadotExtensionProvider(source: string, appName: string): Eip1193Provider {
  let granted: PolkadotAccount[] = []
  let ss58Format = 42
  const listeners = new Set<AccountsListener>()
  let unsubscribe: (() => void) | undefined

  /** Follows the extension's accounts while someone listens, once the site was granted access. */
  function follow(): void {
    if (unsubscribe || !enabled || listeners.size === 0) return
    let stopped = false
    unsubscribe = () => (stopped = true)
    void Promise.all([enabled, access()]).then(
      ([extension, { watchExtensionAccounts }]) => {
        if (stopped) return
        unsubscribe = watchExtensionAccounts(
          extension,
          () => ss58Format,
          (accounts) => {
            // The extension repeats the list it has on subscribing: only a change is news.
            if (JSON.stringify(accounts) === JSON.stringify(granted)) return
            granted = accounts
            for (const listener of listeners) listener(accounts)
          },
        )
      },
      () => (unsubscribe = undefined),
    )
  }
  // Enabled once per page: web3Enable asks every injected extension, so it is not repeated for each request.
  let enabled: Promise<Enabled> | undefined
  async function enable(): Promise<Enabled> {
    const { enableExtension } = await access()
    enabled ??= enableExtension(appName, source).catch((error: unknown) => {
      enabled = undefined
      throw error
    })
    return enabled
  }

  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    [POLKADOT_PROVIDER_METHODS.requestAccounts]: async (params) => {
      ss58Format = Number(params.ss58Format)
      granted = await (await access()).extensionAccounts(await enable(), ss58Format)
      follow()
      return granted
    },
    [POLKADOT_PROVIDER_METHODS.signRaw]: async ({ address, data }) => {
      // CAIP-10's polkadot profile: the account part is an SS58 address; anything else is refused unasked.
      if (typeof address !== 'string' || !isSs58Address(address)) throw new InvalidCaipAddressError()
      if (!granted.some((account) => account.address === address))
        throw new RpcMethodNotAllowedError(`an account the site was not granted (${address})`)
      const { signer } = await enable()
      if (!signer.signRaw) throw new RpcMethodNotAllowedError('signRaw')
      const { signature } = await signer.signRaw({ address, data: String(data), type: 'bytes' })
      return signature
    },
  }

  return {
    request({ method, params }) {
      const handler = methods[method]
      if (!handler) return Promise.reject(new RpcMethodNotAllowedError(method))
      return Promise.resolve().then(() => handler((params ?? {}) as Record<string, unknown>))
    },
    on(event, listener) {
      if (event !== POLKADOT_ACCOUNTS_CHANGED) return
      listeners.add(listener as AccountsListener)
      follow()
    },
    removeListener(event, listener) {
      if (event !== POLKADOT_ACCOUNTS_CHANGED) return
      listeners.delete(listener as AccountsListener)
      if (listeners.size > 0) return
      unsubscribe?.()
      unsubscribe = undefined
    },
  }
}
