import {
  authApiGuards,
  contractAnswer,
  UnexpectedAnswerError,
  type PluginApis,
  type Storage,
} from '../../runtime/plugins/index.ts'
import { siwxMessageData, toSiwxMessage, type SiwxMessageSettings } from './siwx-message.ts'
import type { SiwxConfig, SiwxMessageInput, SiwxSession } from './types.ts'

/** Where the default storage keeps sessions in Portkit's storage (IndexedDB in a browser). */
export const SIWX_SESSIONS_KEY = '@portkit/siwx-sessions'

/** A kept session: the spec's Session plus the auth service's id and the token that revokes it. */
interface KeptSession extends SiwxSession {
  id?: string
  token?: string
}

export interface DefaultSiwxOptions {
  storage: Storage
  authApi(): Promise<PluginApis['authApi']>
  settings: SiwxMessageSettings
  /** The page signing in: its host is the message's domain, its URL the uri. */
  page?: () => { host: string; href: string }
  now?: () => Date
}

const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
  session.data.chainId === chainId &&
  (chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address)

/**
 * Whether the session the auth service verified is the one the wallet signed: the same message and
 * signature, for the same account. A service answering with someone else's session signs no one in.
 */
const isSameSignIn = (verified: SiwxSession, signed: SiwxSession) =>
  verified.message === signed.message &&
  verified.signature === signed.signature &&
  sameAccount(verified, signed.data.chainId, signed.data.accountAddress)

/** The default storage's options with their defaults filled in. */
interface DefaultSiwx extends DefaultSiwxOptions {
  page: () => { host: string; href: string }
  now: () => Date
}

/**
 * The default SIWX storage and verifier: nonces from the auth service, every signed session verified by
 * it (openapi/auth-api.yaml), sessions kept in Portkit's storage so they survive a reload, and dropped
 * once their expirationTime has passed.
 */
export function createDefaultSiwx(options: DefaultSiwxOptions): SiwxConfig {
  const filled: DefaultSiwx = {
    ...options,
    now: options.now ?? (() => new Date()),
    page: options.page ?? (() => ({ host: location.host, href: location.href })),
  }
  return {
    createMessage: (input) => createMessage(filled, input),
    addSession: (session) => addSession(filled, session),
    revokeSession: (chainId, address) => revokeSessions(filled, chainId, address),
    setSessions: (sessions) => write(filled, sessions),
    getSessions: (chainId, address) => getSessions(filled, chainId, address),
  }
}

const live = (siwx: DefaultSiwx, session: SiwxSession) =>
  !session.data.expirationTime || new Date(session.data.expirationTime) > siwx.now()
const read = async (siwx: DefaultSiwx) => (await siwx.storage.get<KeptSession[]>(SIWX_SESSIONS_KEY)) ?? []
const write = (siwx: DefaultSiwx, sessions: KeptSession[]) => siwx.storage.set(SIWX_SESSIONS_KEY, sessions)

/** The message to sign, with a nonce from the auth service. */
async function createMessage(siwx: DefaultSiwx, { accountAddress, chainId }: SiwxMessageInput) {
  const api = await siwx.authApi()
  const { data } = await api.POST('/v1/siwx/nonce')
  // Only the contract's nonce (8+ letters or digits) goes into a message; anything else fails the sign-in.
  const { isNonceResponse } = await authApiGuards()
  const { nonce } = contractAnswer(data, isNonceResponse, 'sign-in nonce')
  const { host, href } = siwx.page()
  return toSiwxMessage(
    siwxMessageData({
      accountAddress,
      chainId,
      nonce,
      domain: host,
      uri: href,
      settings: siwx.settings,
      now: siwx.now(),
    }),
  )
}

/** The auth service verifies the signed session; only then is it kept, with the token that revokes it. */
async function addSession(siwx: DefaultSiwx, session: SiwxSession): Promise<void> {
  const api = await siwx.authApi()
  const { data } = await api.POST('/v1/siwx/sessions', {
    body: { message: session.message, signature: session.signature },
  })
  // A verification the contract does not describe is a refused one: nothing is kept, no one is signed in.
  const { isCreateSessionResponse } = await authApiGuards()
  const verified = contractAnswer(data, isCreateSessionResponse, 'sign-in session')
  if (!isSameSignIn(verified.session, session))
    throw new UnexpectedAnswerError('The auth service answered for another sign-in than the one signed')
  const kept = (await read(siwx)).filter((candidate) => live(siwx, candidate))
  await write(siwx, [...kept, { ...session, id: verified.session.id, token: verified.token }])
}

/** Forgets the account's sessions here, and asks the auth service to revoke them. */
async function revokeSessions(siwx: DefaultSiwx, chainId: string, address: string): Promise<void> {
  const kept = await read(siwx)
  const revoked = kept.filter((session) => sameAccount(session, chainId, address))
  await write(
    siwx,
    kept.filter((session) => !revoked.includes(session)),
  )
  const api = await siwx.authApi().catch(() => undefined)
  if (!api) return
  // The service forgets them too; a failure (offline) leaves them to expire there.
  await Promise.all(revoked.map((session) => revokeAtService(api, session)))
}

async function revokeAtService(api: PluginApis['authApi'], { id, token }: KeptSession): Promise<void> {
  if (!id || !token) return
  await api
    .POST('/v1/siwx/sessions/{id}/revoke', { params: { path: { id } }, body: { token } })
    .then(async ({ data }) =>
      contractAnswer(data, (await authApiGuards()).isRevokeSessionResponse, 'sign-in revoke'),
    )
    .catch(() => undefined)
}

/** The account's live sessions (the expired ones are dropped from storage), without the service's fields. */
async function getSessions(siwx: DefaultSiwx, chainId: string, address: string): Promise<SiwxSession[]> {
  const kept = await read(siwx)
  const valid = kept.filter((session) => live(siwx, session))
  if (valid.length !== kept.length) await write(siwx, valid)
  return valid
    .filter((session) => sameAccount(session, chainId, address))
    .map(({ data, message, signature, cacao }) => ({
      data,
      message,
      signature,
      ...(cacao ? { cacao } : {}),
    }))
}
