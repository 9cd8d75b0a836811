// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FrameClientOptions } from '../../../runtime/connectors/auth/frame-client.ts'
import { FRAME_READY_WAIT_MS, FRAME_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import {
  TEST_FRAME_ORIGIN,
  testFrameClient,
  useStandInFrame,
  type StandInFrame,
} from '../../support/test-frame-client.ts'

/**
 * Spec section 7, Frame, and section 9: the URL carries projectId, chainId, version and enableLogger; app
 * events go out with a random id and the matching success or error reply is awaited; the client waits
 * 500 ms after the ready event; connect email and OTP give up after 30 000 ms; an error without a message
 * reads 'An error occurred'. And the rules that make it safe: posts go to the frame's exact origin, and a
 * reply counts only from the frame's window and origin, once, for an id that is pending.
 */

const FRAME = TEST_FRAME_ORIGIN
let frameWindow: { postMessage: ReturnType<typeof vi.fn> }
let frameElement: () => StandInFrame | undefined

beforeEach(() => {
  vi.useFakeTimers()
  frameWindow = { postMessage: vi.fn() }
  frameElement = useStandInFrame(() => frameWindow)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function client(syncOnLoad?: FrameClientOptions['syncOnLoad']) {
  const onRefused = vi.fn()
  const frame = testFrameClient({ onRefused, ...(syncOnLoad ? { syncOnLoad } : {}) })
  return { frame, onRefused }
}

function fromFrame(data: unknown, { origin = FRAME, source = frameWindow as unknown } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

async function ready() {
  fromFrame({ type: '@portkit/frame/READY' })
  await vi.advanceTimersByTimeAsync(FRAME_READY_WAIT_MS)
}

const sent = () => frameWindow.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }))

describe('spec 7: the secure frame client', () => {
  it('loads the frame URL with projectId, chainId, version and enableLogger, only on first request', async () => {
    const { frame } = client()
    expect(document.createElement).not.toHaveBeenCalledWith('iframe')
    void frame.request('GET_CHAIN_ID').catch(() => undefined)
    const url = new URL(frameElement()!.src)
    expect(url.origin).toBe(FRAME)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'shop',
      chainId: '31337',
      version: '0.1.0',
      enableLogger: 'false',
    })
  })

  it('waits 500 ms after the ready event, then posts to the exact frame origin with a random id', async () => {
    const { frame } = client()
    const first = frame.request('CONNECT_EMAIL', { email: 'a@b.co' })
    fromFrame({ type: '@portkit/frame/READY' })
    await vi.advanceTimersByTimeAsync(FRAME_READY_WAIT_MS - 1)
    expect(sent()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const second = frame.request('GET_CHAIN_ID')
    await vi.advanceTimersByTimeAsync(0)
    const [a, b] = sent()
    expect(a).toMatchObject({
      origin: FRAME,
      message: { type: '@portkit/app/CONNECT_EMAIL', payload: { email: 'a@b.co' } },
    })
    expect(b!.origin).toBe(FRAME)
    const ids = [a!.message.id, b!.message.id] as string[]
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(ids[0]).not.toBe(ids[1])
    fromFrame({ type: '@portkit/frame/CONNECT_EMAIL_SUCCESS', id: ids[0], payload: { action: 'VERIFY_OTP' } })
    fromFrame({ type: '@portkit/frame/GET_CHAIN_ID_SUCCESS', id: ids[1], payload: { chainId: 31337 } })
    await expect(first).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(second).resolves.toEqual({ chainId: 31337 })
  })

  it('drops replies from another origin, another window, for unknown ids, and repeats of a used id', async () => {
    const { frame, onRefused } = client()
    const pending = frame.request('GET_CHAIN_ID')
    let settled: unknown
    pending.then(
      (value) => (settled = value),
      (error: Error) => (settled = error.message),
    )
    await ready()
    const { id } = sent()[0]!.message as { id: string }
    const forged = { type: '@portkit/frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 666 } }
    fromFrame(forged, { origin: 'http://127.0.0.1:9999' })
    fromFrame(forged, { source: window })
    fromFrame({ ...forged, id: 'guessed' })
    fromFrame({ type: '@portkit/frame/REFUSED', payload: { message: 'forged' } }, { source: window })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBeUndefined()
    expect(onRefused).not.toHaveBeenCalled()
    fromFrame({ ...forged, payload: { chainId: 31337 } })
    fromFrame(forged)
    await expect(pending).resolves.toEqual({ chainId: 31337 })
  })

  it("an error reply without a message reads 'An error occurred'", async () => {
    const { frame } = client()
    const failing = frame.request('SIGN_OUT').then(
      () => 'resolved',
      (error: Error) => error.message,
    )
    await ready()
    const signOut = sent().find(
      ({ message }) => (message as { type: string }).type === '@portkit/app/SIGN_OUT',
    )!
    fromFrame({
      type: '@portkit/frame/SIGN_OUT_ERROR',
      id: (signOut.message as { id: string }).id,
      payload: {},
    })
    expect(await failing).toBe('An error occurred')
  })

  // Spec 9: the connect email, device and OTP requests give up after 30 s (the social ones:
  // social-frame-timeouts.test.ts), as a messageless error reads.
  it.each([
    ['CONNECT_EMAIL', { email: 'a@b.co' }],
    ['CONNECT_DEVICE', undefined],
    ['CONNECT_OTP', { otp: '123456' }],
  ] as const)(`%s times out after ${FRAME_TIMEOUT_MS} ms with 'An error occurred'`, async (type, payload) => {
    const { frame } = client()
    let settled: unknown
    frame.request(type, payload as never).then(
      () => (settled = 'resolved'),
      (error: Error) => (settled = error.message),
    )
    await ready()
    await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe('An error occurred')
  })

  it('a request that waits for the visitor (an RPC approval) has no 30 s timeout', async () => {
    const { frame } = client()
    let settled: unknown
    frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x00'] }).then(
      () => (settled = 'resolved'),
      (error: Error) => (settled = error.message),
    )
    await ready()
    await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS * 4)
    expect(settled).toBeUndefined()
  })

  it('tells each loaded frame the app and the theme first (sync dapp data, sync theme), before a waiting request', async () => {
    const dapp = {
      metadata: { name: 'Shop', description: '', url: 'https://shop.example', icons: [] },
      projectId: 'shop',
      sdkVersion: '0.1.0',
      sdkType: 'portkit',
    }
    const { frame } = client(() => [
      { type: 'SYNC_DAPP_DATA', payload: dapp },
      { type: 'SYNC_THEME', payload: { themeMode: 'light' } },
    ])
    const email = frame.request('CONNECT_EMAIL', { email: 'a@b.co' })
    await ready()
    const messages = sent()
    expect(messages.map(({ message }) => (message as { type: string }).type)).toEqual([
      '@portkit/app/SYNC_DAPP_DATA',
      '@portkit/app/SYNC_THEME',
      '@portkit/app/CONNECT_EMAIL',
    ])
    expect(messages[0]).toMatchObject({ origin: FRAME, message: { payload: dapp } })
    expect(messages[1]).toMatchObject({ origin: FRAME, message: { payload: { themeMode: 'light' } } })
    // Their answers are taken like any reply (matching id, from the frame) and do not settle the request.
    for (const { message } of messages.slice(0, 2)) {
      const { type, id } = message as { type: string; id: string }
      fromFrame({ type: type.replace('@portkit/app/', '@portkit/frame/') + '_SUCCESS', id, payload: {} })
    }
    let settled = false
    void email.finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    const { id } = messages[2]!.message as { id: string }
    fromFrame({ type: '@portkit/frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_OTP' } })
    await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })
    // A reloaded frame is told again.
    frame.destroy()
    void frame.request('GET_CHAIN_ID').catch(() => undefined)
    frameWindow.postMessage.mockClear()
    await ready()
    expect(sent().map(({ message }) => (message as { type: string }).type)).toEqual([
      '@portkit/app/SYNC_DAPP_DATA',
      '@portkit/app/SYNC_THEME',
      '@portkit/app/GET_CHAIN_ID',
    ])
  })
})
