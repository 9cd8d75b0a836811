import { lazy, Suspense, type ReactNode } from 'react'
import type { Portkit } from '../../create-portkit.ts'
import { FEATURE_CSS } from './feature-styles.ts'

/**
 * The send view's name: the one a `plugins/send` plugin view will have, so a registered plugin takes
 * over without callers changing. Until then the built-in lazy view answers to it.
 */
export const SEND_VIEW = { name: 'send/Send', title: 'Send' } as const

// Loaded on first show: a connect-only visit never downloads the catalogue list or the send form.
const SendView = lazy(() => import('../views/send-view.tsx'))
const AllWalletsView = lazy(() => import('../views/all-wallets-view.tsx'))

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
  return (
    <Loading>
      <AllWalletsView portkit={portkit} />
    </Loading>
  )
}
