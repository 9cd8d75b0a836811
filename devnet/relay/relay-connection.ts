import type { WebSocket } from 'ws'
import { messageText } from '../ws-text.ts'
import {
  RPC_ERRORS,
  RpcError,
  errorReply,
  isReply,
  parseJson,
  resultReply,
  stringifyJson,
  toRequest,
  type RpcId,
} from './json-rpc.ts'
import type { DeliveredMessage, Peer, RelayHub } from './relay-hub.ts'
import { handleRequest } from './relay-methods.ts'

type Reply = ReturnType<typeof resultReply> | ReturnType<typeof errorReply>

/**
 * Serves one client socket: JSON-RPC requests in, replies and irn_subscription deliveries out. Bad input
 * gets a JSON-RPC error reply and the connection stays usable; nothing a client sends can stop the relay.
 */
export function serveConnection(
  hub: RelayHub,
  socket: WebSocket,
  onProblem: (problem: string) => void,
): void {
  let deliveries = 0
  const send = (payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyJson(payload))
  }

  const peer: Peer = {
    deliver(subscriptionId: string, data: DeliveredMessage) {
      // The client acknowledges each delivery with a reply to this id; ids only need to be unique per socket.
      send({
        id: ++deliveries,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId, data },
      })
    },
  }

  socket.on('message', (raw, isBinary) => {
    const { replies, batch, after } = isBinary
      ? single(errorReply(null, RPC_ERRORS.invalidRequest, 'Binary frames are not supported'))
      : handleFrame(hub, peer, messageText(raw))
    for (const reply of replies) {
      if ('error' in reply) onProblem(reply.error.message)
    }
    if (replies.length > 0) send(batch ? replies : replies[0])
    for (const run of after) run()
  })
  socket.on('close', () => hub.forget(peer))
  socket.on('error', (error) => {
    onProblem(`socket error: ${error.message}`)
    socket.terminate()
  })
}

interface Handled {
  replies: Reply[]
  /** A JSON-RPC batch (a non-empty array) is answered with an array. */
  batch: boolean
  /** Run after the replies are sent. */
  after: (() => void)[]
}

const single = (reply: Reply): Handled => ({ replies: [reply], batch: false, after: [] })

function handleFrame(hub: RelayHub, peer: Peer, text: string): Handled {
  let payload: unknown
  try {
    payload = parseJson(text)
  } catch (error) {
    return single(errorReply(null, RPC_ERRORS.parse, `Parse error: ${(error as Error).message}`))
  }
  const items = Array.isArray(payload) ? payload : [payload]
  if (items.length === 0)
    return single(errorReply(null, RPC_ERRORS.invalidRequest, 'Invalid request: empty batch'))
  const replies: Reply[] = []
  const after: (() => void)[] = []
  for (const item of items) {
    if (isReply(item)) continue
    const request = toRequest(item)
    if (typeof request === 'string') {
      replies.push(errorReply(idOf(item), RPC_ERRORS.invalidRequest, `Invalid request: ${request}`))
      continue
    }
    const id = request.id ?? null
    try {
      const outcome = handleRequest(hub, peer, request)
      if (request.id !== undefined) replies.push(resultReply(id, outcome.result))
      if (outcome.after) after.push(outcome.after)
    } catch (error) {
      const code = error instanceof RpcError ? error.code : RPC_ERRORS.internal
      replies.push(errorReply(id, code, (error as Error).message))
    }
  }
  return { replies, batch: Array.isArray(payload), after }
}

function idOf(item: unknown): RpcId {
  const id = (item as { id?: unknown } | null)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}
