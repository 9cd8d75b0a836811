import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'
import { RPC_TIMEOUT_MS } from '../../core/constants.ts'
import {
  RelayAlreadyClosedError,
  RelayConnectionError,
  RelayHandshakeTimeoutError,
} from '../../core/errors.ts'

type Listener = (...args: never[]) => void

/** A JSON-RPC message the relayer sends: only its id is read here (to answer a failed send). */
interface Payload {
  id: number | string | bigint
}

/**
 * The socket the WalletConnect relayer talks to the relay through, in place of the SDK's own
 * (@walletconnect/jsonrpc-ws-connection: the same members, which the relayer and its JSON-RPC provider use).
 * The one difference: an opening handshake the relay does not answer is closed after spec 9's RPC timeout.
 * The SDK's socket gives up waiting at 15 s but is left open, and a browser lets only one WebSocket per
 * host be in its handshake at a time (RFC 6455 4.1): every retry then queued behind the hung one, and a
 * page never paired again after the relay came back, until it was reloaded.
 */
export class RelayConnection {
  /** The open socket; the relayer reads it (its `readyState`) to tell whether it is connected. */
  socket: WebSocket | undefined
  private opening: Promise<WebSocket> | undefined
  private readonly listeners = new Map<string, Map<Listener, Listener>>()

  constructor(
    public url: string,
    private readonly openTimeoutMs = RPC_TIMEOUT_MS,
  ) {}

  get connected(): boolean {
    return this.socket !== undefined
  }

  get connecting(): boolean {
    return this.opening !== undefined
  }

  on(event: string, listener: Listener): void {
    this.listenersOf(event).set(listener, listener)
  }

  once(event: string, listener: Listener): void {
    const once = ((...args: never[]) => {
      this.off(event, listener)
      listener(...args)
    }) as Listener
    this.listenersOf(event).set(listener, once)
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  removeListener(event: string, listener: Listener): void {
    this.off(event, listener)
  }

  async open(url = this.url): Promise<void> {
    await this.register(url)
  }

  close(): Promise<void> {
    const socket = this.socket
    if (!socket) return Promise.reject(new RelayAlreadyClosedError())
    return new Promise((resolve) => {
      socket.onclose = (event) => {
        this.onClose(event)
        resolve()
      }
      socket.close()
    })
  }

  async send(payload: Payload): Promise<void> {
    const socket = this.socket ?? (await this.register())
    try {
      socket.send(safeJsonStringify(payload))
    } catch (error) {
      // As the SDK's socket does: the request fails as an error answer to its own id.
      const message = error instanceof Error ? error.message : String(error)
      this.emit('payload', { id: payload.id, jsonrpc: '2.0', error: { code: -32000, message } })
    }
  }

  /** Opens the socket, or joins the opening under way. */
  private register(url = this.url): Promise<WebSocket> {
    if (this.opening) return this.opening
    this.url = url
    const opening = this.openSocket(url)
    this.opening = opening
    const settled = () => {
      if (this.opening === opening) this.opening = undefined
    }
    opening.then(settled, settled)
    return opening
  }

  private openSocket(url: string): Promise<WebSocket> {
    // The URL carries the relay's auth token: errors name its origin only.
    const origin = new URL(url).origin
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url)
      const fail = (error: Error) => {
        clearTimeout(timer)
        socket.onopen = socket.onerror = null
        this.emit('register_error', error)
        reject(error)
      }
      const timer = setTimeout(() => {
        fail(new RelayHandshakeTimeoutError(origin, this.openTimeoutMs))
        // Closing a socket still in its handshake ends the handshake, so the next socket may start.
        socket.close()
      }, this.openTimeoutMs)
      socket.onerror = () => fail(new RelayConnectionError(origin))
      socket.onopen = () => {
        clearTimeout(timer)
        socket.onerror = null
        this.onOpen(socket)
        resolve(socket)
      }
    })
  }

  private onOpen(socket: WebSocket): void {
    socket.onmessage = (event: MessageEvent) => {
      if (event.data === undefined) return
      this.emit('payload', typeof event.data === 'string' ? safeJsonParse(event.data) : event.data)
    }
    socket.onclose = (event) => this.onClose(event)
    this.socket = socket
    this.emit('open')
  }

  private onClose(event: CloseEvent): void {
    this.socket = undefined
    this.emit('close', event)
  }

  private listenersOf(event: string): Map<Listener, Listener> {
    let listeners = this.listeners.get(event)
    if (!listeners) this.listeners.set(event, (listeners = new Map<Listener, Listener>()))
    return listeners
  }

  private emit(event: string, payload?: unknown): void {
    for (const listener of [...(this.listeners.get(event)?.values() ?? [])])
      (listener as (value: unknown) => void)(payload)
  }
}
