import { randomBytes } from 'node:crypto'

/** One connected client, as the hub sees it: something it can push a delivery to. */
export interface Peer {
  deliver(subscriptionId: string, message: DeliveredMessage): void
}

export interface DeliveredMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export interface PublishInput {
  topic: string
  message: string
  /** Seconds the relay keeps the message for a subscriber that is not there yet. */
  ttl: number
  tag: number
  attestation?: string
}

interface Stored extends DeliveredMessage {
  sender: Peer
  expiresAt: number
}

/**
 * Topics, subscriptions and the mailbox of an in-memory WalletConnect relay. A published message goes to
 * every other subscriber of its topic; when there is none it waits in the mailbox (until its TTL) and is
 * handed to the next client that subscribes, which is how a proposal reaches a wallet that pairs later.
 */
export function createRelayHub(now: () => number = Date.now) {
  const subscribers = new Map<string, Map<Peer, string>>()
  const mailbox = new Map<string, Stored[]>()

  function pending(topic: string): Stored[] {
    const alive = (mailbox.get(topic) ?? []).filter((stored) => stored.expiresAt > now())
    if (alive.length > 0) mailbox.set(topic, alive)
    else mailbox.delete(topic)
    return alive
  }

  /** Removes and returns what waits on `topic` for `peer` (never its own messages). */
  function take(peer: Peer, topic: string): DeliveredMessage[] {
    const waiting = pending(topic)
    const rest = waiting.filter((stored) => stored.sender === peer)
    if (rest.length > 0) mailbox.set(topic, rest)
    else mailbox.delete(topic)
    return waiting
      .filter((stored) => stored.sender !== peer)
      .map(({ sender: _sender, expiresAt: _expiresAt, ...message }) => message)
  }

  return {
    /**
     * Subscribes (idempotently). Returns the subscription id and a function that hands over what waited
     * in the mailbox: the caller runs it after replying, so the client knows the subscription first.
     */
    subscribe(peer: Peer, topic: string): { id: string; handOver: () => void } {
      let peers = subscribers.get(topic)
      if (!peers) subscribers.set(topic, (peers = new Map<Peer, string>()))
      let id = peers.get(peer)
      if (!id) peers.set(peer, (id = randomBytes(32).toString('hex')))
      const subscriptionId = id
      return {
        id,
        handOver: () => {
          for (const message of take(peer, topic)) peer.deliver(subscriptionId, message)
        },
      }
    },

    unsubscribe(peer: Peer, topic: string): void {
      const peers = subscribers.get(topic)
      peers?.delete(peer)
      if (peers?.size === 0) subscribers.delete(topic)
    },

    publish(sender: Peer, input: PublishInput): void {
      const message: DeliveredMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt: now(),
        tag: input.tag,
        ...(input.attestation ? { attestation: input.attestation } : {}),
      }
      const receivers = [...(subscribers.get(input.topic) ?? [])].filter(([peer]) => peer !== sender)
      if (receivers.length === 0) {
        const stored: Stored = { ...message, sender, expiresAt: message.publishedAt + input.ttl * 1000 }
        mailbox.set(input.topic, [...pending(input.topic), stored])
        return
      }
      for (const [peer, id] of receivers) peer.deliver(id, message)
    },

    /** Mailbox messages for these topics, removed as they are handed over (irn_batchFetchMessages). */
    fetch(peer: Peer, topics: string[]): DeliveredMessage[] {
      return topics.flatMap((topic) => take(peer, topic))
    },

    /** A closed connection holds no subscriptions; what is published meanwhile waits in the mailbox. */
    forget(peer: Peer): void {
      for (const topic of [...subscribers.keys()]) this.unsubscribe(peer, topic)
    },

    /** Counts for tests and diagnostics. */
    stats() {
      return {
        topics: subscribers.size,
        waiting: [...mailbox.keys()].reduce((sum, topic) => sum + pending(topic).length, 0),
      }
    },
  }
}

export type RelayHub = ReturnType<typeof createRelayHub>
