import { lazy, Suspense, type ReactNode } from 'react'
import type { Portkit } from '../../create-portkit.ts'
// Types only: erased from the bundle, so the view's code still loads lazily.
import type * as AllWalletsViewModule from '../views/all-wallets-view.tsx'
import { FEATURE_CSS } from './feature-styles.ts'

/**
 * The send view's name: the one a `plugins/send` plugin view will have, so a registered plugin takes
 * over without callers changing. Until then the built-in lazy view answers to it.
 */
export const SEND_VIEW = { name: 'send/Send', title: 'Send' } as const

// Loaded on first show: a connect-only visit never downloads the catalogue list or the send form.
const SendView = lazy(() => import('../views/send-view.tsx'))
type AllWalletsModule = typeof AllWalletsViewModule
let allWalletsModule: AllWalletsModule | undefined

/**
 * Starts loading the AllWallets code early (when the Connect view shows its entry). Same-origin only.
 * Once loaded the view renders without suspending, which skips React's 300 ms fallback throttle.
 */
export const preloadAllWalletsView = (): Promise<AllWalletsModule> =>
  import('../views/all-wallets-view.tsx').then((module) => (allWalletsModule = module))
const AllWalletsView = lazy(preloadAllWalletsView)

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="spinner" role="progressbar" aria-label="Loading" />}>
      <style>{FEATURE_CSS}</style>
      {children}
    </Suspense>
  )
}

export function LazySendView({ portkit }: { portkit: Portkit }) {
  return (
    <Loading>
      <SendView portkit={portkit} />
    </Loading>
  )
}

export function LazyAllWalletsView({ portkit }: { portkit: Portkit }) {
  const Loaded = allWalletsModule?.default
  if (Loaded) {
    return (
      <>
        <style>{FEATURE_CSS}</style>
        <Loaded portkit={portkit} />
      </>
    )
  }
  return (
    <Loading>
      <AllWalletsView portkit={portkit} />
    </Loading>
  )
}
