import { effect, signal } from '@preact/signals-core'
import { authOf, type AuthProviderHooks } from '../../connectors/auth/index.ts'
import { closeAfterConnecting } from '../../controllers/start-connection.ts'
import { ALERTS, EmailLoginDependencyError, UserRejectedError } from '../../core/errors.ts'
import { isUnsafeRpcMethod } from '../../core/rpc-methods.ts'
import { assertEmailLoginAllowed } from '../../core/validation/email-cooldown.ts'
import { assertEmail, assertOtp } from '../../core/validation/frame-fields.ts'
import type { Portkit } from '../../create-portkit.ts'
import { STORAGE_KEYS } from '../../services/storage.ts'
import { createEmailAccount, DEVICE_VIEW } from './email-account.ts'
import { drawnThemeMode, watchFrameTheme, watchSmartAccountNetworks } from './frame-sync.ts'
import { createStepRunner } from './step-runner.ts'
import type { EMAIL_STRINGS } from './strings.ts'

/** An unsafe embedded-wallet request waiting for the visitor in ApproveTransaction. */
export interface PendingApproval {
  id: number
  method: string
  params: unknown
  approve: () => void
  reject: () => void
}

export const OTP_VIEW = 'email/VerifyOtp'
const USER_REJECTED_CODE = 4001

/**
 * Email one-time-code login (spec sections 4, 5 and 7) over the auth connector's frame: the 30 s
 * cooldown, the is-connected cache rules, sign-out, and the approval of unsafe wallet requests.
 */
export function createEmailLogin(portkit: Portkit, t: (key: keyof typeof EMAIL_STRINGS) => string) {
  const { storage, state, router, modal } = portkit
  const { error, busy, run } = createStepRunner()
  const email = signal('')
  const approvals = signal<PendingApproval[]>([])
  let nextApprovalId = 1
  let modalWasOpen = state.isOpen.peek()

  /** The embedded wallet's connector on the active chain (its Solana account on a Solana network). */
  const connector = () => {
    const all = state.connectors.value.filter((candidate) => authOf(candidate) !== undefined)
    return all.find((candidate) => candidate.chain === state.activeChain.value) ?? all[0]
  }
  const auth = () => {
    const found = authOf(connector())
    if (!found) throw new EmailLoginDependencyError()
    return found
  }
  const account = createEmailAccount(portkit, auth, t)
  const showOtp = () => {
    if (state.currentView.value.name !== OTP_VIEW) router.replace({ name: OTP_VIEW })
  }

  /** Opens or redirects to ApproveTransaction and waits for the visitor's answer. */
  function askApproval(method: string, params: unknown, abort: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const settle = (done: () => void) => () => {
        approvals.value = approvals.value.filter((item) => item !== pending)
        done()
      }
      const pending: PendingApproval = {
        id: nextApprovalId++,
        method,
        params,
        approve: settle(resolve),
        // EIP-1193's user-rejection code: viem and the host read it as the visitor's refusal.
        reject: settle(() => reject(Object.assign(new UserRejectedError(), { code: USER_REJECTED_CODE }))),
      }
      abort.addEventListener(
        'abort',
        settle(() => reject(abort.reason as Error)),
        { once: true },
      )
      approvals.value = [...approvals.value, pending]
      if (state.isOpen.value) router.push({ name: 'ApproveTransaction' })
      else void modal.open({ name: 'ApproveTransaction' })
    })
  }

  /** The request settled (success or error): ApproveTransaction is popped, or the modal closes. */
  function leaveApproval(): void {
    if (approvals.value.length > 0) return
    if (state.currentView.value.name === 'ApproveTransaction') router.goBack()
  }

  const hooks: AuthProviderHooks = {
    gate: (method, params, send) =>
      portkit.rpcRequests.request(method, async (abort) => {
        if (!isUnsafeRpcMethod(method)) return send()
        try {
          await askApproval(method, params, abort)
        } catch (rejected) {
          leaveApproval()
          throw rejected
        }
        return send().finally(leaveApproval)
      }),
    mayRestore: async () => {
      await account.loaded
      return (await storage.get<boolean>(STORAGE_KEYS.emailLoginUsed)) === true
    },
    preferredAccountType: () => account.preferredAccountType(),
    socialProvider: () => storage.get<string>(STORAGE_KEYS.socialProvider),
    themeMode: () => drawnThemeMode(state.themeMode.peek()),
    onSignedOut: async () => {
      await Promise.all(
        [
          STORAGE_KEYS.emailLoginUsed,
          STORAGE_KEYS.loginEmail,
          STORAGE_KEYS.socialProvider,
          STORAGE_KEYS.socialUsername,
        ].map((key) => storage.remove(key)),
      )
    },
    onRefused: () => portkit.notifications.alert(ALERTS.ORIGIN_NOT_ALLOWED),
  }

  const stops = [
    // The connector is listed once discovery starts; it then gets this instance's hooks.
    effect(() => {
      const found = authOf(connector())
      if (found) found.setHooks(hooks)
    }),
    // Closing the modal with requests still waiting rejects them all (a close, not the modal opening).
    effect(() => {
      const open = state.isOpen.value
      const wasOpen = modalWasOpen
      modalWasOpen = open
      const waiting = approvals.peek()
      // A close after the last request settled (the view popped itself) leaves the others running.
      if (open || !wasOpen || waiting.length === 0) return
      // The visitor refused them (4001); requests already approved and signing in the frame finish.
      for (const pending of waiting) pending.reject()
    }),
    watchFrameTheme(portkit, () => authOf(connector())),
    watchSmartAccountNetworks(portkit, () => authOf(connector())),
  ]

  return {
    error,
    busy,
    email,
    approvals,
    account,
    /** The auth connector's frame client (social login signs in through it too). */
    auth,
    /** The device approval timed out or failed: wait for the link again. */
    retryDevice: () => account.awaitDevice(showOtp),

    /** Sends the one-time code (spec section 5: a valid email, at most once per 30 s). */
    submitEmail: (value: string) =>
      run(async () => {
        const address = assertEmail(value.trim())
        assertEmailLoginAllowed(await storage.get<number>(STORAGE_KEYS.lastEmailLoginTime))
        const { action } = await auth().connectEmail(address)
        await Promise.all([
          storage.set(STORAGE_KEYS.lastEmailLoginTime, Date.now()),
          storage.set(STORAGE_KEYS.loginEmail, address),
        ])
        email.value = address
        if (action === 'VERIFY_OTP') {
          if (state.currentView.value.name !== OTP_VIEW) router.push({ name: OTP_VIEW })
        } else if (action === 'VERIFY_DEVICE') {
          router.push({ name: DEVICE_VIEW })
          void account.awaitDevice(showOtp)
        } else if (action === 'CONNECT') await connect()
        else throw new EmailLoginDependencyError()
      }),

    submitOtp: (otp: string) =>
      run(async () => {
        await auth().connectOtp(assertOtp(otp.trim()))
        await connect()
      }),

    /** After the frame signed the visitor in (email code or social login): connect the embedded wallet. */
    completeLogin: connect,

    stop: () => stops.forEach((stop) => stop()),
  }

  async function connect(): Promise<void> {
    const found = connector()
    if (!found) throw new EmailLoginDependencyError()
    await storage.set(STORAGE_KEYS.emailLoginUsed, true)
    await portkit.connection.connect(found)
    closeAfterConnecting(state, modal)
  }
}

export type EmailLogin = ReturnType<typeof createEmailLogin>
