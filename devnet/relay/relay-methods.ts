import { RPC_ERRORS, RpcError, type RpcRequest } from './json-rpc.ts'
import type { Peer, RelayHub } from './relay-hub.ts'

/** Tags WalletConnect 2.x expects on what the relay publishes for its two session methods. */
export const SESSION_TAGS = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const

/** TTL (seconds) when a client leaves it out, and the longest one accepted (the relay's 30 days). */
const DEFAULT_TTL = 300
const MAX_TTL = 30 * 24 * 60 * 60
const MAX_TOPIC_LENGTH = 256

export interface MethodOutcome {
  result: unknown
  /** Runs after the reply is sent, e.g. handing over mailbox messages for a new subscription. */
  after?: () => void
}

type Params = Record<string, unknown>
type Handler = (hub: RelayHub, peer: Peer, params: Params) => MethodOutcome

const invalid = (why: string) => new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${why}`)

function nonEmpty(value: unknown, name: string, maxLength = Infinity): string {
  if (typeof value !== 'string' || value === '') throw invalid(`${name} must be a non-empty string`)
  if (value.length > maxLength) throw invalid(`${name} must be at most ${maxLength} characters`)
  return value
}

const text = (params: Params, name: string) => nonEmpty(params[name], name)
const topic = (params: Params, name = 'topic') => nonEmpty(params[name], name, MAX_TOPIC_LENGTH)

function list(params: Params, name: string): unknown[] {
  const value = params[name]
  if (!Array.isArray(value) || value.length === 0) throw invalid(`${name} must be a non-empty array`)
  return value
}

function record(value: unknown, name: string): Params {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`${name} must be an object`)
  return value as Params
}

function ttl(params: Params): number {
  const value = params.ttl ?? DEFAULT_TTL
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_TTL) {
    throw invalid(`ttl must be an integer number of seconds from 1 to ${MAX_TTL}`)
  }
  return value as number
}

function tag(params: Params): number {
  const value = params.tag ?? 0
  if (!Number.isInteger(value) || (value as number) < 0) throw invalid('tag must be a non-negative integer')
  return value as number
}

function attestation(params: Params): string | undefined {
  const value = params.attestation
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string') throw invalid('attestation must be a string')
  return value
}

function publish(hub: RelayHub, peer: Peer, params: Params): void {
  hub.publish(peer, {
    topic: topic(params),
    message: text(params, 'message'),
    ttl: ttl(params),
    tag: tag(params),
    attestation: attestation(params),
  })
}

function subscribeAll(hub: RelayHub, peer: Peer, topics: string[]): MethodOutcome {
  const subscriptions = topics.map((name) => hub.subscribe(peer, name))
  return {
    result: subscriptions.map((subscription) => subscription.id),
    after: () => subscriptions.forEach((subscription) => subscription.handOver()),
  }
}

const topicList = (params: Params) =>
  list(params, 'topics').map((value, i) => nonEmpty(value, `topics[${i}]`, MAX_TOPIC_LENGTH))

const HANDLERS: Record<string, Handler> = {
  irn_subscribe(hub, peer, params) {
    const outcome = subscribeAll(hub, peer, [topic(params)])
    return { result: (outcome.result as string[])[0], after: outcome.after }
  },
  irn_batchSubscribe: (hub, peer, params) => subscribeAll(hub, peer, topicList(params)),
  irn_unsubscribe(hub, peer, params) {
    hub.unsubscribe(peer, topic(params))
    return { result: true }
  },
  irn_batchUnsubscribe(hub, peer, params) {
    const topics = list(params, 'subscriptions').map((item, i) => topic(record(item, `subscriptions[${i}]`)))
    topics.forEach((name) => hub.unsubscribe(peer, name))
    return { result: true }
  },
  irn_publish(hub, peer, params) {
    publish(hub, peer, params)
    return { result: true }
  },
  irn_batchPublish(hub, peer, params) {
    const messages = list(params, 'messages').map((item, i) => record(item, `messages[${i}]`))
    // Check every message before publishing any, so a bad batch publishes nothing.
    messages.forEach((message) => [topic(message), text(message, 'message'), ttl(message), tag(message)])
    messages.forEach((message) => publish(hub, peer, message))
    return { result: true }
  },
  irn_batchFetchMessages(hub, peer, params) {
    return { result: { messages: hub.fetch(peer, topicList(params)), hasMore: false } }
  },

  /** The dapp's proposal: the relay subscribes the proposer to the pairing topic itself (tag 1100). */
  wc_proposeSession(hub, peer, params) {
    const pairingTopic = topic(params, 'pairingTopic')
    const proposal = text(params, 'sessionProposal')
    const subscription = hub.subscribe(peer, pairingTopic)
    hub.publish(peer, {
      topic: pairingTopic,
      message: proposal,
      ttl: ttl(params),
      tag: SESSION_TAGS.proposal,
      attestation: attestation(params),
    })
    return { result: true, after: subscription.handOver }
  },

  /**
   * The wallet's approval: subscribes the wallet to the new session topic, then publishes the session
   * settlement there (1102) and the proposal response on the pairing topic (1101).
   */
  wc_approveSession(hub, peer, params) {
    const sessionTopic = topic(params, 'sessionTopic')
    const pairingTopic = topic(params, 'pairingTopic')
    const response = text(params, 'sessionProposalResponse')
    const settlement = text(params, 'sessionSettlementRequest')
    const seconds = ttl(params)
    const subscription = hub.subscribe(peer, sessionTopic)
    hub.publish(peer, {
      topic: sessionTopic,
      message: settlement,
      ttl: seconds,
      tag: SESSION_TAGS.settlement,
    })
    hub.publish(peer, {
      topic: pairingTopic,
      message: response,
      ttl: seconds,
      tag: SESSION_TAGS.proposalResponse,
    })
    return { result: true, after: subscription.handOver }
  },
}

/** Runs one request against the hub; throws RpcError for unknown methods and bad params. */
export function handleRequest(hub: RelayHub, peer: Peer, request: RpcRequest): MethodOutcome {
  const handler = Object.hasOwn(HANDLERS, request.method) ? HANDLERS[request.method] : undefined
  if (!handler) throw new RpcError(RPC_ERRORS.methodNotFound, `Method not found: ${request.method}`)
  return handler(hub, peer, record(request.params, 'params'))
}
