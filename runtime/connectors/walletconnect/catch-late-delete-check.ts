type Engine = {
  onSessionDeleteRequest: (...args: never[]) => Promise<void>
  isValidDisconnect: (params: never) => Promise<void>
}

/**
 * sign-client 2.21.8 (the last Apache-2.0 release, so we keep it) validates an incoming session delete
 * without awaiting the check, while the same handler deletes the session. When the deletion wins, the late
 * check rejects with "Record was recently deleted" and nothing catches it: an unhandled rejection in the
 * host page whenever the wallet ends a session. The delete itself is handled either way, so only that
 * one un-awaited check is caught here (the awaited check of a page-side disconnect still throws).
 */
export function catchLateDeleteCheck(client: { engine: unknown }): void {
  const engine = client.engine as Engine
  const handle = engine.onSessionDeleteRequest
  const check = engine.isValidDisconnect
  engine.onSessionDeleteRequest = (...args) => {
    // The handler calls the check synchronously, before its first await.
    engine.isValidDisconnect = (params) => check.call(engine, params).catch(() => undefined)
    try {
      return handle.apply(engine, args)
    } finally {
      engine.isValidDisconnect = check
    }
  }
}
