'use client'

import type { PortkitInitialState } from 'portkit/ssr'
import type { ReactNode } from 'react'
// Written by `portkit generate` (run by `npm run dev` and `npm run build`) from portkit.config.ts. Import it
// from client components ('use client'): it holds the provider, hooks and buttons.
import { PortkitProvider, portkitOptions } from '../portkit/index.ts'

/**
 * `ssr`: the browser keeps the connection in a cookie; `initialState` is what this request's cookie held,
 * so the first render, on the server and when hydrating, shows the same account.
 */
export function Providers({
  initialState,
  children,
}: {
  initialState: PortkitInitialState | undefined
  children: ReactNode
}) {
  return (
    <PortkitProvider options={portkitOptions} ssr initialState={initialState}>
      {children}
    </PortkitProvider>
  )
}
