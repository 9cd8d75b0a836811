import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { SESSION_TAGS, startRelay, type Relay } from '../../../devnet/relay/index.ts'
import { BigDigits, parseJson, stringifyJson } from '../../../devnet/relay/json-rpc.ts'

/**
 * The local WalletConnect relay driven over a real WebSocket with raw JSON-RPC frames, the way the SDK
 * talks to it. Topics are random hex like the SDK's.
 */

interface Frame {
  id?: unknown
  method?: string
  params?: { id: string; data: { topic: string; message: string; tag: number; publishedAt: number } }
  result?: unknown
  error?: { code: number; message: string }
}

class Client {
  readonly frames: Frame[] = []
  readonly raw: string[] = []
  private waiters: (() => void)[] = []
  private nextId = 1

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.raw.push(String(data))
      this.frames.push(JSON.parse(String(data)) as Frame)
      this.waiters.splice(0).forEach((wake) => wake())
    })
  }

  static async open(url: string): Promise<Client> {
    const socket = new WebSocket(`${url}/?auth=ignored&projectId=test`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    return new Client(socket)
  }

  /** Resolves with the first frame matching `test`, looking at frames already received too. */
  async next(test: (frame: Frame) => boolean, timeoutMs = 2_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.frames.find(test)
      if (found) return found
      if (Date.now() > deadline) throw new Error('no matching frame arrived')
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }

  async call(method: string, params: unknown): Promise<Frame> {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return this.next((frame) => frame.id === id && frame.method === undefined)
  }

  deliveries(topic?: string): Frame[] {
    return this.frames.filter(
      (f) => f.method === 'irn_subscription' && (!topic || f.params?.data.topic === topic),
    )
  }

  close() {
    this.socket.close()
  }
}

const topic = () =>
  [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')

let relay: Relay
let clients: Client[]
let problems: string[]

beforeEach(async () => {
  problems = []
  relay = await startRelay({ onProblem: (problem) => problems.push(problem) })
  clients = []
})
afterEach(async () => {
  clients.forEach((client) => client.close())
  await relay.stop()
})

async function client(): Promise<Client> {
  const opened = await Client.open(relay.url)
  clients.push(opened)
  return opened
}

/** Lets in-flight frames arrive before asserting that something did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('the relay on loopback', () => {
  it('listens on 127.0.0.1 with a ws:// URL the SDK accepts', () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  })

  it('delivers a publish to the other subscribers of the topic, not back to the sender', async () => {
    const [alice, bob] = [await client(), await client()]
    const shared = topic()
    const subscribed = await bob.call('irn_subscribe', { topic: shared })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    await alice.call('irn_subscribe', { topic: shared })

    expect(
      (await alice.call('irn_publish', { topic: shared, message: 'aGVsbG8=', ttl: 300, tag: 1108 })).result,
    ).toBe(true)
    const delivery = await bob.next((f) => f.method === 'irn_subscription')
    expect(delivery.params).toEqual({
      id: subscribed.result,
      data: { topic: shared, message: 'aGVsbG8=', tag: 1108, publishedAt: expect.any(Number) },
    })
    await settle()
    expect(alice.deliveries()).toEqual([])
  })

  it('keeps a message nobody listens to in the mailbox and hands it to the next subscriber, once', async () => {
    const [sender, late, later] = [await client(), await client(), await client()]
    const quiet = topic()
    await sender.call('irn_publish', { topic: quiet, message: 'Zmlyc3Q=', ttl: 300 })
    expect(relay.stats().waiting).toBe(1)

    await late.call('irn_subscribe', { topic: quiet })
    await late.next((f) => f.method === 'irn_subscription')
    expect(late.deliveries(quiet).map((f) => f.params?.data.message)).toEqual(['Zmlyc3Q='])
    await later.call('irn_subscribe', { topic: quiet })
    await settle()
    expect(later.deliveries()).toEqual([])
    expect(relay.stats().waiting).toBe(0)
  })

  it('answers the subscribe before handing over mailbox messages', async () => {
    const [sender, late] = [await client(), await client()]
    const quiet = topic()
    await sender.call('irn_publish', { topic: quiet, message: 'bWFpbA==', ttl: 300 })
    await late.call('irn_subscribe', { topic: quiet })
    await late.next((f) => f.method === 'irn_subscription')
    const order = late.frames.map((f) => (f.method === 'irn_subscription' ? 'delivery' : 'reply'))
    expect(order).toEqual(['reply', 'delivery'])
  })

  it('drops mailbox messages whose ttl has passed', async () => {
    const [sender, late] = [await client(), await client()]
    const quiet = topic()
    await sender.call('irn_publish', { topic: quiet, message: 'b2xk', ttl: 1 })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await late.call('irn_subscribe', { topic: quiet })
    await settle()
    expect(late.deliveries()).toEqual([])
  })

  it('stops delivering after irn_unsubscribe and after irn_batchUnsubscribe', async () => {
    const [alice, bob] = [await client(), await client()]
    const [one, two] = [topic(), topic()]
    await bob.call('irn_batchSubscribe', { topics: [one, two] })
    await bob.call('irn_unsubscribe', { topic: one, id: 'x' })
    await bob.call('irn_batchUnsubscribe', { subscriptions: [{ topic: two, id: 'y' }] })
    await alice.call('irn_publish', { topic: one, message: 'MQ==', ttl: 300 })
    await alice.call('irn_publish', { topic: two, message: 'Mg==', ttl: 300 })
    await settle()
    expect(bob.deliveries()).toEqual([])
  })

  it('subscribes to many topics at once and returns one id per topic', async () => {
    const bob = await client()
    const reply = await bob.call('irn_batchSubscribe', { topics: [topic(), topic()] })
    expect(reply.result).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ])
  })

  it('hands waiting messages over through irn_batchFetchMessages', async () => {
    const [sender, reader] = [await client(), await client()]
    const quiet = topic()
    await sender.call('irn_batchPublish', { messages: [{ topic: quiet, message: 'YQ==', ttl: 300, tag: 7 }] })
    const reply = await reader.call('irn_batchFetchMessages', { topics: [quiet] })
    expect(reply.result).toEqual({
      messages: [{ topic: quiet, message: 'YQ==', tag: 7, publishedAt: expect.any(Number) }],
      hasMore: false,
    })
  })
})

describe('the two session methods of WalletConnect 2.x', () => {
  it('uses the tags the SDK expects', () => {
    expect(SESSION_TAGS).toEqual({ proposal: 1100, proposalResponse: 1101, settlement: 1102 })
  })

  it('wc_proposeSession subscribes the dapp to the pairing topic and queues the proposal with tag 1100', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const pairing = topic()
    const reply = await dapp.call('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      attestation: '',
      correlationId: 1,
    })
    expect(reply.result).toBe(true)

    await wallet.call('irn_subscribe', { topic: pairing })
    const proposal = await wallet.next((f) => f.method === 'irn_subscription')
    expect(proposal.params?.data).toMatchObject({
      topic: pairing,
      message: 'cHJvcG9zYWw=',
      tag: 1100,
    })

    // The dapp never sent irn_subscribe, yet the wallet's answer on the pairing topic reaches it.
    await wallet.call('irn_publish', { topic: pairing, message: 'cmVqZWN0', ttl: 300, tag: 1120 })
    const answer = await dapp.next((f) => f.method === 'irn_subscription')
    expect(answer.params?.data).toMatchObject({ topic: pairing, message: 'cmVqZWN0', tag: 1120 })
  })

  it('wc_approveSession sends the response (1101) to the dapp and the settlement (1102) on the session topic', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [pairing, session] = [topic(), topic()]
    await dapp.call('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'cA==', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: pairing })

    const reply = await wallet.call('wc_approveSession', {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      correlationId: 2,
    })
    expect(reply.result).toBe(true)
    const response = await dapp.next((f) => f.method === 'irn_subscription')
    expect(response.params?.data).toMatchObject({
      topic: pairing,
      message: 'cmVzcG9uc2U=',
      tag: 1101,
    })

    await dapp.call('irn_subscribe', { topic: session })
    const settlement = await dapp.next(
      (f) => f.method === 'irn_subscription' && f.params?.data.topic === session,
    )
    expect(settlement.params?.data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 })

    // The wallet was subscribed to the session topic by the relay: the dapp's reply reaches it.
    await dapp.call('irn_publish', { topic: session, message: 'YWNr', ttl: 300, tag: 1103 })
    const ack = await wallet.next((f) => f.method === 'irn_subscription' && f.params?.data.topic === session)
    expect(ack.params?.data).toMatchObject({ message: 'YWNr', tag: 1103 })
  })

  it('the older path works too: proposal, response and settlement as plain irn_publish with their tags', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [pairing, session] = [topic(), topic()]
    await dapp.call('irn_subscribe', { topic: pairing })
    const tags = SESSION_TAGS
    await dapp.call('irn_publish', { topic: pairing, message: 'cA==', ttl: 300, tag: tags.proposal })
    await wallet.call('irn_subscribe', { topic: pairing })
    const proposal = await wallet.next((f) => f.method === 'irn_subscription')
    expect(proposal.params?.data).toMatchObject({ topic: pairing, message: 'cA==', tag: tags.proposal })

    await wallet.call('irn_subscribe', { topic: session })
    await wallet.call('irn_publish', { topic: session, message: 'cw==', ttl: 300, tag: tags.settlement })
    await wallet.call('irn_publish', {
      topic: pairing,
      message: 'cg==',
      ttl: 300,
      tag: tags.proposalResponse,
    })
    const response = await dapp.next(
      (f) => f.method === 'irn_subscription' && f.params?.data.topic === pairing,
    )
    expect(response.params?.data).toMatchObject({ message: 'cg==', tag: tags.proposalResponse })
    await dapp.call('irn_subscribe', { topic: session })
    const settlement = await dapp.next(
      (f) => f.method === 'irn_subscription' && f.params?.data.topic === session,
    )
    expect(settlement.params?.data).toMatchObject({ message: 'cw==', tag: tags.settlement })
  })
})

describe('bad input gets a JSON-RPC error and the connection stays usable', () => {
  async function send(raw: string) {
    const bob = await client()
    const before = bob.frames.length
    bob.socket.send(raw)
    await bob.next((_f) => bob.frames.length > before)
    return { bob, reply: bob.frames.at(-1)! }
  }

  it.each([
    ['text that is not JSON', '{"id":1,', -32700, /^Parse error/],
    ['a JSON value that is not a request', '42', -32600, /expected a JSON-RPC object/],
    ['an empty batch', '[]', -32600, /empty batch/],
    ['a request without a method', '{"id":3,"jsonrpc":"2.0"}', -32600, /method must be a non-empty string/],
    [
      'an unknown method',
      '{"id":4,"jsonrpc":"2.0","method":"irn_teleport","params":{}}',
      -32601,
      /Method not found: irn_teleport/,
    ],
    [
      'params that are not an object',
      '{"id":5,"jsonrpc":"2.0","method":"irn_subscribe","params":[1]}',
      -32602,
      /params must be an object/,
    ],
    [
      'a subscribe without a topic',
      '{"id":6,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}',
      -32602,
      /topic must be a non-empty string/,
    ],
    [
      'a publish with a negative ttl',
      '{"id":7,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"ab","message":"x","ttl":-1}}',
      -32602,
      /ttl must be an integer/,
    ],
    [
      'a proposal without its message',
      '{"id":8,"jsonrpc":"2.0","method":"wc_proposeSession","params":{"pairingTopic":"ab"}}',
      -32602,
      /sessionProposal must be a non-empty string/,
    ],
    [
      'an approval without a session topic',
      '{"id":9,"jsonrpc":"2.0","method":"wc_approveSession","params":{"pairingTopic":"ab"}}',
      -32602,
      /sessionTopic must be a non-empty string/,
    ],
    [
      'a method named like an Object property',
      '{"id":10,"jsonrpc":"2.0","method":"toString","params":{}}',
      -32601,
      /Method not found/,
    ],
  ])('%s', async (_name, raw, code, message) => {
    const { bob, reply } = await send(raw)
    expect(reply.error?.code).toBe(code)
    expect(reply.error?.message).toMatch(message)
    expect(problems).toContainEqual(expect.stringMatching(message))
    // Still served afterwards.
    expect((await bob.call('irn_subscribe', { topic: topic() })).result).toEqual(expect.any(String))
  })

  it('publishes nothing from a batch with one bad message', async () => {
    const [sender, reader] = [await client(), await client()]
    const quiet = topic()
    const reply = await sender.call('irn_batchPublish', {
      messages: [
        { topic: quiet, message: 'b2s=', ttl: 300 },
        { topic: quiet, ttl: 300 },
      ],
    })
    expect(reply.error?.message).toMatch(/message must be a non-empty string/)
    await reader.call('irn_subscribe', { topic: quiet })
    await settle()
    expect(reader.deliveries()).toEqual([])
  })

  it('answers a binary frame with an error instead of crashing', async () => {
    const bob = await client()
    bob.socket.send(Buffer.from([0xff, 0x00]))
    const reply = await bob.next((f) => f.error !== undefined)
    expect(reply.error).toEqual({ code: -32600, message: 'Binary frames are not supported' })
  })

  it('ignores replies from the client (its acknowledgements)', async () => {
    const bob = await client()
    bob.socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', result: true }))
    await settle()
    expect(bob.frames).toEqual([])
  })

  it('answers each request of a JSON-RPC batch', async () => {
    const bob = await client()
    bob.socket.send(
      JSON.stringify([
        { id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: topic() } },
        { id: 2, jsonrpc: '2.0', method: 'nope', params: {} },
      ]),
    )
    await bob.next(() => bob.raw.length > 0)
    const replies = JSON.parse(bob.raw[0]!) as Frame[]
    expect(replies.map((r) => [r.id, r.error?.code ?? 'ok'])).toEqual([
      [1, 'ok'],
      [2, -32601],
    ])
  })
})

describe('request ids beyond 2^53, as the SDK sends them', () => {
  it('echoes the exact digits of the id', async () => {
    const bob = await client()
    const id = '1795264272692000123'
    bob.socket.send(`{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic()}"}}`)
    await bob.next(() => bob.raw.length > 0)
    expect(bob.raw[0]).toMatch(new RegExp(`^\\{"id":${id},`))
  })

  it('parses big integers exactly and leaves digits inside strings alone', () => {
    const parsed = parseJson(
      '{"id":12345678901234567890,"s":"12345678901234567890","n":[-98765432109876543210,1.5,42]}',
    )
    expect(parsed).toEqual({
      id: new BigDigits('12345678901234567890'),
      s: '12345678901234567890',
      n: [new BigDigits('-98765432109876543210'), 1.5, 42],
    })
    expect(stringifyJson(parsed)).toBe(
      '{"id":12345678901234567890,"s":"12345678901234567890","n":[-98765432109876543210,1.5,42]}',
    )
    expect(parseJson('{"a":"quote \\" 12345678901234567890"}')).toEqual({ a: 'quote " 12345678901234567890' })
  })
})

describe('lifecycle', () => {
  it('stop() closes client connections and frees the port; a second stop is harmless', async () => {
    const bob = await client()
    const closed = new Promise((resolve) => bob.socket.once('close', resolve))
    await relay.stop()
    await closed
    await relay.stop()
    const again = await startRelay({ port: relay.port })
    expect(again.port).toBe(relay.port)
    await again.stop()
  })

  it('forgets the subscriptions of a closed connection, so later messages wait in the mailbox', async () => {
    const [alice, bob] = [await client(), await client()]
    const shared = topic()
    await bob.call('irn_subscribe', { topic: shared })
    const closed = new Promise((resolve) => bob.socket.once('close', resolve))
    bob.close()
    await closed
    await settle()
    await alice.call('irn_publish', { topic: shared, message: 'bGF0ZXI=', ttl: 300 })
    expect(relay.stats()).toMatchObject({ waiting: 1 })
  })

  it('reports a port that is taken as a clear error', async () => {
    await expect(startRelay({ port: relay.port })).rejects.toThrow(/could not listen on 127\.0\.0\.1:\d+/)
  })
})
