import { alertText, ALERTS } from '../../../runtime/core/errors/alerts.ts'
import {
  APP_PREFIX,
  FRAME_PREFIX,
  FRAME_READY,
  FRAME_REFUSED,
  isSolanaChainReference,
  type AppMessage,
} from '../../../runtime/connectors/auth/frame-protocol.ts'
import {
  FRAME_CONFIG_ELEMENT_ID,
  isOriginAllowed,
  SOCIAL_DONE_PATH,
  type FrameConfig,
} from './frame-config.ts'
import {
  deviceId,
  forgetSession,
  readSession,
  saveSession,
  walletKey,
  type FrameSession,
} from './key-store.ts'
import { authCaller } from './auth-call.ts'
import { frameAccount } from './frame-account.ts'
import { keyBackup } from './key-backup.ts'
import { createFrameLogger } from './frame-logger.ts'
import { applyStoredTheme, frameSync } from './frame-sync.ts'
import { frameWallet } from './frame-wallet.ts'
import { FrameRpcError } from './frame-rpc-error.ts'
import { frameSolanaAccount } from './frame-solana-wallet.ts'
import { finishSocialPopup, socialHandlers } from './social-handlers.ts'

const config = JSON.parse(document.getElementById(FRAME_CONFIG_ELEMENT_ID)!.textContent) as FrameConfig
const query = new URL(location.href).searchParams
const projectId = query.get('projectId') ?? ''
let chainId = Number(query.get('chainId') ?? config.chains[0]?.chainId)
let pendingEmail: string | undefined

/** The embedding page's origin as the browser reports it (a page cannot forge ancestorOrigins). */
function embeddingOrigin(): string | undefined {
  const ancestors = location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  return document.referrer ? new URL(document.referrer).origin : undefined
}

function show(text: string): void {
  const paragraph = document.createElement('p')
  paragraph.textContent = text
  document.body.replaceChildren(paragraph)
}

const authCall = authCaller(config.authUrl)

async function session(): Promise<FrameSession> {
  const stored = await readSession()
  if (!stored) throw new Error('Not signed in')
  return stored
}

const backup = keyBackup(authCall, async () => (await session()).token)

async function wallet() {
  return frameWallet(config, await walletKey((await session()).identity, backup))
}

// The Solana key is derived from the same backed-up key: every device of the account has it too.
const solana = frameSolanaAccount(config, session, async () => walletKey((await session()).identity, backup))

const sync = frameSync()
const account = frameAccount({
  config,
  authCall,
  session,
  pendingEmail: () => pendingEmail,
  appName: sync.appName,
  backup,
})
const logger = createFrameLogger({
  enabled: query.get('enableLogger') === 'true',
  send: async (entries) => {
    await authCall(`/logs?projectId=${encodeURIComponent(projectId)}`, { entries })
  },
})

const handlers: Record<string, (payload: Record<string, unknown>) => Promise<unknown>> = {
  async CONNECT_EMAIL({ email }) {
    const answer = await authCall<{ action: string }>('/email/start', {
      email,
      deviceId: await deviceId(),
      appName: sync.appName(),
    })
    pendingEmail = String(email)
    return answer
  },
  async CONNECT_OTP({ otp }) {
    if (!pendingEmail) throw new Error('Enter your email first')
    const { token, email } = await authCall<{ token: string; email: string }>('/email/verify', {
      email: pendingEmail,
      otp,
      deviceId: await deviceId(),
    })
    await saveSession({ token, identity: email, email })
    // Made (or unsealed) now, so the first GET_USER answers at once.
    await walletKey(email, backup)
    pendingEmail = undefined
    return {}
  },
  async IS_CONNECTED() {
    const stored = await readSession()
    if (!stored) return { isConnected: false }
    try {
      await authCall('/session', undefined, stored.token)
      return { isConnected: true }
    } catch {
      await forgetSession()
      return { isConnected: false }
    }
  },
  async GET_USER(payload) {
    if (isSolanaChainReference(payload.chainId)) return solana.user(payload.chainId)
    if (payload.chainId !== undefined && (await wallet()).hasChain(Number(payload.chainId)))
      chainId = Number(payload.chainId)
    const { email, userName } = await session()
    const { address } = await wallet()
    return {
      email: email ?? null,
      ...(userName ? { userName } : {}),
      chainId,
      ...(await account.user(chainId, address, payload.preferredAccountType)),
    }
  },
  // eslint-disable-next-line @typescript-eslint/require-await -- a frame handler answers with a promise; its throw (a FrameRpcError) must reject it
  async SWITCH_NETWORK(payload) {
    const next = Number(payload.chainId)
    if (!config.chains.some((chain) => chain.chainId === next)) throw new Error('Chain is not supported')
    chainId = next
    return { chainId }
  },
  GET_CHAIN_ID: () => Promise.resolve({ chainId }),
  async RPC_REQUEST({ method, params, chainId: target }) {
    if (isSolanaChainReference(target)) return solana.request(target, String(method), params)
    const signer = await wallet()
    const on = Number(target ?? chainId)
    const list = (params as unknown[]) ?? []
    const smart = await account.smartRequest(on, signer.address, String(method), list)
    return smart ? smart.result : signer.request(on, String(method), list)
  },
  async SIGN_OUT() {
    const stored = await readSession()
    await forgetSession()
    if (stored) await authCall('/session/sign-out', {}, stored.token).catch(() => undefined)
    return {}
  },
  INIT_SMART_ACCOUNT: async () => account.initSmartAccount(chainId, (await wallet()).address),
  ...sync.handlers,
  ...socialHandlers(authCall, embeddingOrigin, projectId, backup),
  ...account.handlers,
}

function start(parentOrigin: string): void {
  const reply = (message: unknown) => window.parent.postMessage(message, parentOrigin)
  window.addEventListener('message', (event: MessageEvent) => {
    // Only the embedding page itself, from the origin it was checked for.
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const message = event.data as Partial<AppMessage>
    if (typeof message?.type !== 'string' || typeof message.id !== 'string') return
    if (!message.type.startsWith(APP_PREFIX)) return
    const type = message.type.slice(APP_PREFIX.length)
    // Its own events only: `constructor`, `toString`, `__proto__` … are no handlers of the frame's.
    const handler = Object.hasOwn(handlers, type) ? handlers[type] : undefined
    const id = message.id
    const running = handler
      ? handler((message.payload ?? {}) as Record<string, unknown>)
      : Promise.reject(new Error(`${type} is not supported by this frame`))
    running
      .then(
        (payload) => {
          logger.log({ time: Date.now(), event: type, outcome: 'success' })
          reply({ type: `${FRAME_PREFIX}${type}_SUCCESS`, id, payload })
        },
        (error: unknown) => {
          const text = error instanceof Error ? error.message : ''
          logger.log({ time: Date.now(), event: type, outcome: 'error', message: text })
          const code = error instanceof FrameRpcError ? { code: error.code } : {}
          reply({ type: `${FRAME_PREFIX}${type}_ERROR`, id, payload: { message: text, ...code } })
        },
      )
      .finally(() => void logger.flush())
  })
  logger.log({ time: Date.now(), event: 'READY' })
  reply({ type: FRAME_READY })
  void logger.flush()
}

/** The page refused: it learns only that, and the frame answers nothing it posts. */
function refuse(parentOrigin: string): void {
  const text = alertText(ALERTS.ORIGIN_NOT_ALLOWED)
  show(text)
  window.parent.postMessage({ type: FRAME_REFUSED, payload: { message: text } }, parentOrigin)
}

const parentOrigin = embeddingOrigin()
applyStoredTheme()
if (location.pathname === SOCIAL_DONE_PATH) {
  void finishSocialPopup(config, show)
} else if (window.parent === window || !parentOrigin) {
  show('The Portkit secure frame runs inside an app.')
} else {
  // The project's allowlist is the auth service's; the frame listens to nobody until it says yes.
  void isOriginAllowed(config, projectId, parentOrigin).then(
    (allowed) => (allowed ? start(parentOrigin) : refuse(parentOrigin)),
    () => show('The secure frame could not reach its auth service.'),
  )
}
