import { authApiGuards, contractAnswer, type PluginApis, type Storage } from '../../runtime/plugins/index.ts'
import { siwxMessageData, toSiwxMessage, type SiwxMessageSettings } from './siwx-message.ts'
import type { SiwxConfig, SiwxSession } from './types.ts'

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

/**
 * The default SIWX storage and verifier: nonces from the auth service, every signed session verified by
 * it (openapi/auth-api.yaml), sessions kept in Portkit's storage so they survive a reload, and dropped
 * once their expirationTime has passed.
 */
export function createDefaultSiwx(options: DefaultSiwxOptions): SiwxConfig {
  const now = options.now ?? (() => new Date())
  const page = options.page ?? (() => ({ host: location.host, href: location.href }))
  const live = (session: SiwxSession) =>
    !session.data.expirationTime || new Date(session.data.expirationTime) > now()
  const read = async () => (await options.storage.get<KeptSession[]>(SIWX_SESSIONS_KEY)) ?? []
  const write = (sessions: KeptSession[]) => options.storage.set(SIWX_SESSIONS_KEY, sessions)

  return {
    async createMessage({ accountAddress, chainId }) {
      const api = await options.authApi()
      const { data } = await api.POST('/v1/siwx/nonce')
      // Only the contract's nonce (8+ letters or digits) goes into a message; anything else fails the sign-in.
      const { isNonceResponse } = await authApiGuards()
      const { nonce } = contractAnswer(data, isNonceResponse, 'sign-in nonce')
      const { host, href } = page()
      return toSiwxMessage(
        siwxMessageData({
          accountAddress,
          chainId,
          nonce,
          domain: host,
          uri: href,
          settings: options.settings,
          now: now(),
        }),
      )
    },

    async addSession(session) {
      const api = await options.authApi()
      const { data } = await api.POST('/v1/siwx/sessions', {
        body: { message: session.message, signature: session.signature },
      })
      // A verification the contract does not describe is a refused one: nothing is kept, no one is signed in.
      const { isCreateSessionResponse } = await authApiGuards()
      const verified = contractAnswer(data, isCreateSessionResponse, 'sign-in session')
      if (!isSameSignIn(verified.session, session))
        throw new Error('The auth service answered for another sign-in than the one signed')
      const kept = (await read()).filter(live)
      await write([...kept, { ...session, id: verified.session.id, token: verified.token }])
    },

    async revokeSession(chainId, address) {
      const kept = await read()
      const revoked = kept.filter((session) => sameAccount(session, chainId, address))
      await write(kept.filter((session) => !revoked.includes(session)))
      const api = await options.authApi().catch(() => undefined)
      if (!api) return
      // The service forgets them too; a failure (offline) leaves them to expire there.
      await Promise.all(
        revoked.flatMap(({ id, token }) =>
          id && token
            ? [
                api
                  .POST('/v1/siwx/sessions/{id}/revoke', { params: { path: { id } }, body: { token } })
                  .then(async ({ data }) =>
                    contractAnswer(data, (await authApiGuards()).isRevokeSessionResponse, 'sign-in revoke'),
                  )
                  .catch(() => undefined),
              ]
            : [],
        ),
      )
    },

    async setSessions(sessions) {
      await write(sessions)
    },

    async getSessions(chainId, address) {
      const kept = await read()
      const valid = kept.filter(live)
      if (valid.length !== kept.length) await write(valid)
      return valid
        .filter((session) => sameAccount(session, chainId, address))
        .map(({ data, message, signature, cacao }) => ({
          data,
          message,
          signature,
          ...(cacao ? { cacao } : {}),
        }))
    },
  }
}
