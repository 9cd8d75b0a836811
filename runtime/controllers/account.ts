import { effect, signal } from '@preact/signals-core'
import { FALLBACK_BALANCE } from '../core/errors.ts'
import { formatBalance } from '../core/format.ts'
import type { CaipAddress, ChainNamespace, Network } from '../core/types.ts'
import { updateChain, type PortkitState } from '../state/create-state.ts'
import type { ChainAdapter, NativeBalance } from './types.ts'
import type { AccountTab } from '../core/view-types.ts'

/** A name and avatar for an account; the image may still be resolving. */
export interface AccountProfile {
  name?: string | undefined
  image?: string | Promise<string | undefined> | undefined
}

export interface AccountOptions {
  /** The data API's native balance, asked first; undefined or a failure falls back to the adapter's RPC. */
  nativeBalance?: (address: string, network: Network) => Promise<NativeBalance | undefined>
  /** Names the connected account (the plugins' profile resolvers); without it accounts have no name. */
  resolveProfile?: (caipAddress: CaipAddress) => Promise<AccountProfile | undefined>
}

/** Account state of spec section 3 that is not per chain: the Account view's tab, name and avatar. */
export function createAccountController(
  state: PortkitState,
  adapterFor: (ns: ChainNamespace) => ChainAdapter,
  options: AccountOptions = {},
) {
  const currentTab = signal<AccountTab>('Tokens')
  const profileName = signal<string | undefined>(undefined)
  const profileImage = signal<string | undefined>(undefined)
  let profileRun = 0
  const connectedAddress = () =>
    state.activeChainState.value?.status === 'connected' ? state.activeCaipAddress.value : undefined

  /** Names the connected account afresh; an answer for an account the visitor left is dropped. Never throws. */
  async function syncProfile(): Promise<void> {
    const run = ++profileRun
    const caipAddress = connectedAddress()
    profileName.value = undefined
    profileImage.value = undefined
    if (!caipAddress || !options.resolveProfile) return
    const profile = await options.resolveProfile(caipAddress).catch(() => undefined)
    if (run !== profileRun) return
    profileName.value = profile?.name
    const image = await profile?.image
    if (run === profileRun) profileImage.value = image
  }

  return {
    currentTab,
    profileName,
    profileImage,
    syncProfile,

    setCurrentTab(tab: AccountTab): void {
      currentTab.value = tab
    },

    /** A new account or network is named again (lookups are cached). Returns a stop function. */
    watchProfile(): () => void {
      let current: string | undefined
      return effect(() => {
        const next = connectedAddress()
        if (next === current) return
        current = next
        // Outside the effect: the lookup reads state it must not subscribe to.
        queueMicrotask(() => void syncProfile())
      })
    },

    /**
     * The account's balance: the native one, or the token the config names for this network (`tokens`,
     * "the token whose balance is shown instead of the native one"), read from the chain.
     */
    async refreshBalance(namespace: ChainNamespace): Promise<void> {
      const chain = state.chains.value[namespace]
      if (!chain?.address || !chain.caipNetwork) return
      const { address, caipNetwork } = chain
      updateChain(state, namespace, { balanceLoading: true })
      try {
        const token = state.config.tokens[caipNetwork.caipNetworkId]
        const balance = token
          ? await adapterFor(namespace).getBalance(address, caipNetwork, token.address)
          : ((await options.nativeBalance?.(address, caipNetwork).catch(() => undefined)) ??
            (await adapterFor(namespace).getBalance(address, caipNetwork)))
        if (!isStillCurrent(state, namespace, address, caipNetwork.caipNetworkId)) return
        updateChain(state, namespace, {
          balance: { ...balance, formatted: formatBalance(balance.value, balance.decimals) },
          balanceLoading: false,
        })
      } catch (error) {
        // Spec section 8, Fallbacks: a warning, and 0.00 ETH.
        console.warn('[portkit] balance unavailable', error)
        updateChain(state, namespace, { balance: { ...FALLBACK_BALANCE }, balanceLoading: false })
      }
    },
  }
}

/** A slow answer for a previous account or network must not overwrite the current one. */
function isStillCurrent(state: PortkitState, namespace: ChainNamespace, address: string, networkId: string) {
  const chain = state.chains.value[namespace]
  return chain?.address === address && chain.caipNetwork?.caipNetworkId === networkId
}

export type AccountController = ReturnType<typeof createAccountController>
