import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Client } from 'viem'
import type { SiwxCacao, SiwxMessageData } from '../types.ts'
import { SiwxRefusedError, verifySiwxMessage } from './verify-message.ts'

/** A session as the auth service answers it (openapi/auth-api.yaml, SiwxSession). */
export interface SiwxServiceSession {
  id: string
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: SiwxCacao
  createdAt: string
}

/** A session as a store keeps it: the public part plus what finds and revokes it. */
export interface StoredSiwxSession extends SiwxServiceSession {
  /** CAIP-10 account id, address lower-cased: what sessions are listed by. */
  account: string
  /** sha256 of the revoke token; the token itself is never stored. */
  tokenHash: string
  expiresAt?: string
}

/** Where nonces and sessions live: memory by default, PGlite in the devnet, the host's database in production. */
export interface SiwxStore {
  saveNonce(nonce: string, expiresAt: Date): Promise<void>
  /** Marks the nonce used; false when unknown, expired at `now` or used before. Must be atomic. */
  consumeNonce(nonce: string, now: Date): Promise<boolean>
  saveSession(session: StoredSiwxSession): Promise<void>
  /** Sessions of the account that are neither revoked nor expired at `now`, newest first. */
  listSessions(account: string, now: Date): Promise<StoredSiwxSession[]>
  /** The session when it is neither revoked nor expired at `now`. */
  getSession(id: string, now: Date): Promise<StoredSiwxSession | undefined>
  revokeSession(id: string): Promise<void>
}

/** How long an issued nonce may be used: 5 minutes. */
export const NONCE_TTL_MS = 5 * 60_000

export class SiwxSessionNotFoundError extends Error {
  override name = 'SiwxSessionNotFoundError'
  constructor(id: string) {
    super(`No active session ${id}`)
  }
}

export class SiwxWrongTokenError extends Error {
  override name = 'SiwxWrongTokenError'
  constructor() {
    super('The token does not revoke this session')
  }
}

export interface SiwxServiceOptions {
  store?: SiwxStore
  /** A viem client per chain id the service accepts sign-ins on; others are refused. */
  clientFor: (chainId: number) => Client | undefined
  /** CAIP-2 ids of the Solana networks the service accepts sign-ins on; none by default. */
  solanaChains?: readonly string[]
  nonceTtlMs?: number
  now?: () => Date
}

/** The CAIP-10 key sessions are listed by: EVM addresses compare without case. */
export function accountKey(chainId: string, address: string): string {
  return `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The operations of openapi/auth-api.yaml over a store: nonce issue, verify -> session, list, get, revoke. */
export function createSiwxService(options: SiwxServiceOptions) {
  const store = options.store ?? memorySiwxStore()
  const now = options.now ?? (() => new Date())
  const publicPart = ({ id, data, message, signature, cacao, createdAt }: StoredSiwxSession) => ({
    id,
    data,
    message,
    signature,
    ...(cacao ? { cacao } : {}),
    createdAt,
  })

  return {
    store,

    async issueNonce(): Promise<{ nonce: string; expiresAt: string }> {
      // Hex is alphanumeric, as EIP-4361 wants; 128 random bits from the OS.
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = new Date(now().getTime() + (options.nonceTtlMs ?? NONCE_TTL_MS))
      await store.saveNonce(nonce, expiresAt)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },

    /** Verifies the signed message for the page at `origin`; rejects with SiwxRefusedError. */
    async createSession(request: {
      message: string
      signature: string
      cacao?: SiwxCacao
      origin: string | undefined
    }): Promise<{ session: SiwxServiceSession; token: string }> {
      const at = now()
      const data = await verifySiwxMessage({
        message: request.message,
        signature: request.signature,
        origin: request.origin,
        clientFor: options.clientFor,
        ...(options.solanaChains ? { solanaChains: options.solanaChains } : {}),
        consumeNonce: (nonce) => store.consumeNonce(nonce, at),
        now: at,
      })
      const token = randomBytes(32).toString('base64url')
      const stored: StoredSiwxSession = {
        id: randomBytes(16).toString('hex'),
        data,
        message: request.message,
        signature: request.signature,
        ...(request.cacao ? { cacao: request.cacao } : {}),
        createdAt: at.toISOString(),
        account: accountKey(data.chainId, data.accountAddress),
        tokenHash: sha256(token),
        ...(data.expirationTime ? { expiresAt: data.expirationTime } : {}),
      }
      await store.saveSession(stored)
      return { session: publicPart(stored), token }
    },

    async listSessions(accountAddress: string): Promise<SiwxServiceSession[]> {
      const [namespace, reference, ...address] = accountAddress.split(':')
      const key = accountKey(`${namespace}:${reference}`, address.join(':'))
      return (await store.listSessions(key, now())).map(publicPart)
    },

    async getSession(id: string): Promise<SiwxServiceSession> {
      const session = await store.getSession(id, now())
      if (!session) throw new SiwxSessionNotFoundError(id)
      return publicPart(session)
    },

    /** Revokes with the token `createSession` returned; an unknown or ended session counts as revoked. */
    async revokeSession(id: string, token: string): Promise<void> {
      const session = await store.getSession(id, now())
      if (!session) return
      const given = Buffer.from(sha256(token), 'hex')
      if (!timingSafeEqual(given, Buffer.from(session.tokenHash, 'hex'))) throw new SiwxWrongTokenError()
      await store.revokeSession(id)
    },
  }
}

export type SiwxService = ReturnType<typeof createSiwxService>
export { SiwxRefusedError }

/** Nonces and sessions in memory: fine for one process and tests; use a database store across processes. */
export function memorySiwxStore(): SiwxStore {
  const nonces = new Map<string, { expiresAt: Date; used: boolean }>()
  const sessions = new Map<string, StoredSiwxSession & { revoked?: boolean }>()
  const active = (session: StoredSiwxSession & { revoked?: boolean }, now: Date) =>
    !session.revoked && (!session.expiresAt || new Date(session.expiresAt) > now)
  // The in-memory SiwxStore, whose methods return promises as a database's do.
  /* eslint-disable @typescript-eslint/require-await */
  return {
    async saveNonce(nonce, expiresAt) {
      nonces.set(nonce, { expiresAt, used: false })
    },
    async consumeNonce(nonce, now) {
      const entry = nonces.get(nonce)
      if (!entry || entry.used || entry.expiresAt <= now) return false
      entry.used = true
      return true
    },
    async saveSession(session) {
      sessions.set(session.id, { ...session })
    },
    async listSessions(account, now) {
      return [...sessions.values()]
        .filter((session) => session.account === account && active(session, now))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    },
    async getSession(id, now) {
      const session = sessions.get(id)
      return session && active(session, now) ? session : undefined
    },
    async revokeSession(id) {
      const session = sessions.get(id)
      if (session) session.revoked = true
    },
  }
  /* eslint-enable @typescript-eslint/require-await */
}
