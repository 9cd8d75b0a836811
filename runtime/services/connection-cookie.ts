import { effect } from '@preact/signals-core'
import type { ChainNamespace } from '../core/types.ts'
import type { PortkitState } from '../state/create-state.ts'

/**
 * `portkit/ssr`: the connection kept in a cookie, so a server render (Next.js App Router, any SSR host)
 * already shows the connected account. The browser writes the cookie whenever the connection settles; the
 * server reads the request's Cookie header with `cookieToInitialState` and hands the result to
 * `<PortkitProvider ssr initialState={...}>`, whose first render (server and hydration alike) starts from
 * it. Nothing here touches window at import or on the server, and nothing is kept between calls.
 */

/** The cookie's name: a token, so no quoting is needed (`/` and `@` are not allowed in cookie names). */
export const CONNECTION_COOKIE = 'portkit_connection'

/** One namespace's connection as the cookie carries it: what the first render needs to show the account. */
export interface InitialConnection {
  address: string
  connectorId: string
  /** CAIP-2 id of the network the wallet was on. */
  caipNetworkId: string
}

/**
 * What a request's cookie says about the connection: plain strings only, so a server component can pass it
 * to a client component as a prop.
 */
export interface PortkitInitialState {
  activeChain: ChainNamespace
  connections: Partial<Record<ChainNamespace, InitialConnection>>
}

// Wallet-controlled text and request-controlled bytes alike: only shapes that can be an account pass.
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ADDRESS = /^[A-Za-z0-9]{1,128}$/
const CONNECTOR_ID = /^[-_.:/a-zA-Z0-9]{1,200}$/
// A year, like a wallet session kept in IndexedDB; the browser rewrites it on each connection.
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * The initial state a request's `Cookie` header holds, or undefined when it holds none (or a malformed
 * one: the cookie is the visitor's to edit, so anything unexpected counts as no connection). In a Next.js
 * server component: `cookieToInitialState((await headers()).get('cookie'))`.
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): PortkitInitialState | undefined {
  const raw = readCookie(cookieHeader ?? '', CONNECTION_COOKIE)
  if (raw === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(decodeURIComponent(raw))
  } catch {
    return undefined
  }
  if (!isRecord(parsed) || !isRecord(parsed.connections)) return undefined
  const connections: PortkitInitialState['connections'] = {}
  for (const [namespace, entry] of Object.entries(parsed.connections)) {
    if (NAMESPACE.test(namespace) && isConnection(entry) && entry.caipNetworkId.startsWith(`${namespace}:`))
      connections[namespace as ChainNamespace] = {
        address: entry.address,
        connectorId: entry.connectorId,
        caipNetworkId: entry.caipNetworkId,
      }
  }
  const activeChain = parsed.activeChain
  if (typeof activeChain !== 'string' || !(activeChain in connections)) return undefined
  return { activeChain: activeChain as ChainNamespace, connections }
}

/** The cookie's value for the state's settled connections; undefined when nothing is connected. */
function connectionCookieValue(state: PortkitState): string | undefined {
  const connections: PortkitInitialState['connections'] = {}
  for (const chain of Object.values(state.chains.value)) {
    if (chain.status !== 'connected' || !chain.address || !chain.connectorId || !chain.caipNetwork) continue
    connections[chain.namespace] = {
      address: chain.address,
      connectorId: chain.connectorId,
      caipNetworkId: chain.caipNetwork.caipNetworkId,
    }
  }
  const namespaces = Object.keys(connections) as ChainNamespace[]
  if (namespaces.length === 0) return undefined
  const active = state.activeChain.value
  const activeChain = active && connections[active] ? active : namespaces[0]!
  return encodeURIComponent(JSON.stringify({ activeChain, connections }))
}

/**
 * Browser only: keeps the cookie in step with the connection. A connection being made or re-synced leaves
 * it as it is; a settled one rewrites it, none left removes it. Returns the stop.
 */
export function watchConnectionCookie(
  state: PortkitState,
  doc: Pick<Document, 'cookie'> = document,
): () => void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  // null: nothing written yet, so the first run also removes a cookie this state does not back.
  let written: string | undefined | null = null
  return effect(() => {
    const chains = Object.values(state.chains.value)
    if (chains.some((chain) => chain.status === 'connecting')) return
    const value = connectionCookieValue(state)
    if (value === written) return
    written = value
    doc.cookie =
      value === undefined
        ? `${CONNECTION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${CONNECTION_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
  })
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isConnection(value: unknown): value is InitialConnection {
  return (
    isRecord(value) &&
    typeof value.address === 'string' &&
    ADDRESS.test(value.address) &&
    typeof value.connectorId === 'string' &&
    CONNECTOR_ID.test(value.connectorId) &&
    typeof value.caipNetworkId === 'string' &&
    CAIP2.test(value.caipNetworkId)
  )
}
