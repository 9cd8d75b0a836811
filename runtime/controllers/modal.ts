import { signal } from '@preact/signals-core'
import type { PortkitState } from '../state/create-state.ts'
import type { EventsController } from './events.ts'
import type { Router } from './router.ts'
import type { OpenView, View, ViewName } from '../core/view-types.ts'
import { mayShow } from '../core/view-rules.ts'

export interface ModalEnvironment {
  hasAdapters: boolean
  isMobile: () => boolean
  /** Pending while the start-up re-sync runs (undefined once done): the modal shows loading until then. */
  whenReady?: () => Promise<void> | undefined
  /** False while `features.legalCheckbox` waits for the visitor's tick (controllers/legal-consent.ts). */
  mayConnect?: () => boolean
}

/** Views that pick or wait for a wallet: opened before the visitor agrees, Connect shows the checkbox first. */
const WALLET_PICKING_VIEWS: ReadonlySet<ViewName> = new Set([
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingExternal',
])

export interface ModalOptions {
  /** Embedded mode: the modal lives in the host's layout, so closing returns to a start view. */
  embedded?: boolean
  events?: Pick<EventsController, 'sendEvent'>
}

/**
 * Opening rule of spec section 2: caller's view, else Account when connected, else Connect. A host that
 * opens a wallet-picking view before the visitor ticked the legal checkbox gets Connect, which asks for it;
 * one that opens a view the config turns off gets the start view.
 */
export function initialView(state: PortkitState, env: ModalEnvironment, requested?: View): View {
  const mayConnect = env.mayConnect?.() ?? true
  if (requested && mayShow(state.config, requested))
    return mayConnect || !WALLET_PICKING_VIEWS.has(requested.name) ? requested : { name: 'Connect' }
  if (state.activeCaipAddress.value) return { name: 'Account' }
  if (!env.hasAdapters)
    return env.isMobile() && mayConnect ? { name: 'AllWallets' } : { name: 'ConnectingWalletConnectBasic' }
  return { name: 'Connect' }
}

/** The modal element is appended to the page body unless appending is disabled or embedded mode is on. */
export function shouldAppendToBody(options: { enableEmbedded?: boolean; disableAppend?: boolean }): boolean {
  return !options.enableEmbedded && !options.disableAppend
}

export function createModal(
  state: PortkitState,
  env: ModalEnvironment,
  router: () => Router,
  options: ModalOptions = {},
) {
  const loading = signal(false)
  const connected = () => Boolean(state.activeCaipAddress.value)

  function show(view: View | undefined): void {
    router().reset(initialView(state, env, view))
    state.lastError.value = undefined
    state.isOpen.value = true
    loading.value = false
  }

  return {
    loading,

    /**
     * Closed to open: loading while the stored session re-syncs, then the opening rule, then the event.
     * A plugin view is typed by the arguments its plugin declares (`OpenView`).
     */
    open: <Name extends ViewName>(view?: OpenView<Name>): Promise<void> => {
      const wasOpen = state.isOpen.value
      const pending = env.whenReady?.()
      const opened = () => {
        // A plugin's declared arguments (an interface) are the params its view reads: the same entry.
        show(view as View | undefined)
        if (!wasOpen)
          options.events?.sendEvent({
            type: 'track',
            event: 'MODAL_OPEN',
            properties: { connected: connected() },
          })
      }
      if (!pending) {
        opened()
        return Promise.resolve()
      }
      loading.value = true
      state.isOpen.value = true
      return pending.then(opened, opened)
    },

    /** Open to closed; in embedded mode the stack returns to Account if connected, else Connect. */
    close: (): void => {
      const wasOpen = state.isOpen.value
      state.isOpen.value = false
      loading.value = false
      if (options.embedded) router().reset(connected() ? { name: 'Account' } : { name: 'Connect' })
      if (wasOpen)
        options.events?.sendEvent({
          type: 'track',
          event: 'MODAL_CLOSE',
          properties: { connected: connected() },
        })
    },
  }
}

export type Modal = ReturnType<typeof createModal>
