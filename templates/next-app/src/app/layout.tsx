import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { cookieToInitialState } from 'portkit/ssr'
import type { ReactNode } from 'react'
import { Providers } from './providers.tsx'
import '../styles.css'

export const metadata: Metadata = {
  title: 'Portkit App',
  icons: {
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%236e8bff'/%3E%3C/svg%3E",
  },
}

/**
 * A server component: it reads this request's cookie (never window) and hands the connection it holds to
 * the client providers, so the server HTML already shows a returning visitor's account. Reading the
 * request makes every page render per request: nothing is shared between visitors.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <head>
        <meta name="color-scheme" content="dark light" />
      </head>
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
