import { Socket } from 'node:net'

/**
 * Records (and blocks) every TCP connection this Node process tries to open to anything but loopback:
 * HTTP(S) fetches, WebSockets and raw sockets all go through `Socket.prototype.connect`. Used while a
 * WalletConnect client runs, to prove it talks to nothing off this machine.
 */
export function guardLoopback(onBlocked?: (target: string) => void) {
  const attempts: string[] = []
  const original = Socket.prototype.connect

  Socket.prototype.connect = function guardedConnect(this: Socket, ...args: unknown[]) {
    const target = targetOf(args)
    if (target && !isLoopback(target.host)) {
      attempts.push(`${target.host}:${target.port}`)
      onBlocked?.(`${target.host}:${target.port}`)
      process.nextTick(() =>
        this.destroy(new Error(`Blocked a connection off this machine: ${target.host}:${target.port}`)),
      )
      return this
    }
    return (original as (...a: unknown[]) => Socket).apply(this, args)
  } as typeof Socket.prototype.connect

  return {
    /** `host:port` of every blocked attempt, in order. */
    attempts,
    restore() {
      Socket.prototype.connect = original
    },
  }
}

function targetOf(args: unknown[]): { host: string; port: string } | undefined {
  const [first, second] = args
  const options = Array.isArray(first) ? first[0] : first
  if (typeof options === 'object' && options !== null) {
    const { host, port, path } = options as { host?: string; port?: number | string; path?: string }
    if (path !== undefined && port === undefined) return undefined // a local (Unix) socket
    return { host: host ?? 'localhost', port: String(port) }
  }
  if (typeof options === 'number' || (typeof options === 'string' && /^\d+$/.test(options))) {
    return { host: typeof second === 'string' ? second : 'localhost', port: String(options) }
  }
  return undefined // a path: a local (Unix) socket
}

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare)
}
