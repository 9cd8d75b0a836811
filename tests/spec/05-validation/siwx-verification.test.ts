import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { foundry } from 'viem/chains'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { fixtureSmartAccountArtifact } from '../../../devnet/contracts/fixture-smart-account.artifact.ts'
import { fixtureSmartAccountFactoryArtifact } from '../../../devnet/contracts/fixture-smart-account-factory.artifact.ts'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import { startAuthApi } from '../../../server/auth-api/auth-api-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { createSiwxService, SiwxRefusedError, type SiwxService } from '../../../plugins/siwx/server/index.ts'
import { contractClient, reasonNames } from '../../unit/server/contract-client.ts'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { formatSiwsMessage } from '../../../plugins/siwx/siws-message.ts'
import { devnetSolana } from '../../../runtime/networks/index.ts'

// Issue 12, SIWX security: a tampered signature or message, a wrong domain or uri, a replayed, unknown or
// expired nonce and an expired (or not yet valid) message are refused, by the verifier that
// `portkit/siwx-server` gives host backends and by the devnet's auth service (openapi/auth-api.yaml).

const CHAIN_ID = 31337
const ORIGIN = 'http://127.0.0.1:5173'
const account = privateKeyToAccount(testAccounts(1)[0]!.privateKey)
const other = privateKeyToAccount(testAccounts(2)[1]!.privateKey)

let anvil: AnvilNode
let client: PublicClient
let db: DevnetDb
let server: RunningServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  ;[anvil, db] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), openDevnetDb()])
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  server = await startAuthApi({
    db,
    chains: [{ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl }],
    solanaChains: [devnetSolana.caipNetworkId],
  })
  call = contractClient(server.url, 'auth-api')
}, 60_000)
afterAll(async () => {
  await server?.close()
  await db?.close()
  await anvil?.stop()
})

interface MessageOptions {
  nonce: string
  domain?: string
  uri?: string
  expirationTime?: Date
  notBefore?: Date
  chainId?: number
}

function message(options: MessageOptions): string {
  return createSiweMessage({
    address: account.address,
    chainId: options.chainId ?? CHAIN_ID,
    domain: options.domain ?? '127.0.0.1:5173',
    uri: options.uri ?? `${ORIGIN}/`,
    version: '1',
    nonce: options.nonce,
    issuedAt: new Date(),
    statement: 'Sign in to the shop',
    ...(options.expirationTime ? { expirationTime: options.expirationTime } : {}),
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
  })
}

/** The ways a sign-in is broken, each named by the reason the verifier must give. */
function cases(): [string, (nonce: string) => Promise<{ message: string; signature: Hex }>, string][] {
  const signed = async (text: string) => ({
    message: text,
    signature: await account.signMessage({ message: text }),
  })
  return [
    [
      'a tampered signature',
      async (nonce) => {
        const good = await signed(message({ nonce }))
        const flipped = good.signature.endsWith('1b') ? '1c' : '1b'
        return {
          ...good,
          signature:
            `${good.signature.slice(0, 10)}${'0'.repeat(8)}${good.signature.slice(18, -2)}${flipped}` as Hex,
        }
      },
      'signature',
    ],
    [
      'a signature by another account',
      async (nonce) => {
        const text = message({ nonce })
        return { message: text, signature: await other.signMessage({ message: text }) }
      },
      'signature',
    ],
    [
      'a message changed after signing',
      async (nonce) => {
        const good = await signed(message({ nonce }))
        return { ...good, message: good.message.replace('Sign in to the shop', 'Sign in to the bank') }
      },
      'signature',
    ],
    ['a wrong domain', async (nonce) => signed(message({ nonce, domain: 'evil.example' })), 'domain'],
    ['a wrong uri', async (nonce) => signed(message({ nonce, uri: 'https://evil.example/login' })), 'uri'],
    [
      'an expired message',
      async (nonce) => signed(message({ nonce, expirationTime: new Date(Date.now() - 1_000) })),
      'expirationTime',
    ],
    [
      'a message not valid yet',
      async (nonce) => signed(message({ nonce, notBefore: new Date(Date.now() + 60_000) })),
      'notBefore',
    ],
    ['a chain not served', async (nonce) => signed(message({ nonce, chainId: 1 })), 'chainId'],
    ['a nonce never issued', async () => signed(message({ nonce: 'abcdef0123456789' })), 'nonce'],
  ]
}

describe('SIWX verifier (portkit/siwx-server): refuses what is not a valid sign-in', () => {
  let service: SiwxService
  let clock = new Date()
  beforeAll(() => {
    service = createSiwxService({
      clientFor: (chainId) => (chainId === CHAIN_ID ? client : undefined),
      now: () => clock,
    })
  })

  it('accepts a correctly signed message for the asking page, once', async () => {
    clock = new Date()
    const { nonce } = await service.issueNonce()
    const text = message({ nonce, expirationTime: new Date(Date.now() + 60_000) })
    const signature = await account.signMessage({ message: text })
    const { session, token } = await service.createSession({ message: text, signature, origin: ORIGIN })
    expect(session.data).toMatchObject({
      accountAddress: account.address,
      chainId: `eip155:${CHAIN_ID}`,
      nonce,
      domain: '127.0.0.1:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      statement: 'Sign in to the shop',
    })
    expect(token.length).toBeGreaterThanOrEqual(32)
    expect(await service.listSessions(`eip155:${CHAIN_ID}:${account.address.toLowerCase()}`)).toHaveLength(1)

    // The same signed message again: the nonce is spent.
    const replay = await service.createSession({ message: text, signature, origin: ORIGIN }).catch((e) => e)
    expect(replay).toBeInstanceOf(SiwxRefusedError)
    expect((replay as SiwxRefusedError).reason.name).toBe('nonce')
  })

  it.each(cases())('refuses %s', async (_label, make, reason) => {
    clock = new Date()
    const { nonce } = await service.issueNonce()
    const attempt = await make(nonce)
    const refused = await service.createSession({ ...attempt, origin: ORIGIN }).catch((e) => e)
    expect(refused).toBeInstanceOf(SiwxRefusedError)
    expect((refused as SiwxRefusedError).reason.name).toBe(reason)
  })

  it('refuses a request from another page than the message names', async () => {
    clock = new Date()
    const { nonce } = await service.issueNonce()
    const text = message({ nonce })
    const signature = await account.signMessage({ message: text })
    for (const origin of ['https://evil.example', undefined]) {
      const refused = await service.createSession({ message: text, signature, origin }).catch((e) => e)
      expect((refused as SiwxRefusedError).reason.name).toBe('domain')
    }
  })

  it('refuses an expired nonce (issued more than 5 minutes before the sign-in)', async () => {
    clock = new Date()
    const { nonce, expiresAt } = await service.issueNonce()
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(5 * 60_000)
    const text = message({ nonce })
    const signature = await account.signMessage({ message: text })
    clock = new Date(clock.getTime() + 5 * 60_000 + 1)
    const refused = await service.createSession({ message: text, signature, origin: ORIGIN }).catch((e) => e)
    expect((refused as SiwxRefusedError).reason.name).toBe('nonce')
  })

  it('a failed attempt does not spend the nonce of the real sign-in', async () => {
    clock = new Date()
    const { nonce } = await service.issueNonce()
    const text = message({ nonce })
    const forged = await other.signMessage({ message: text })
    await expect(
      service.createSession({ message: text, signature: forged, origin: ORIGIN }),
    ).rejects.toThrow()
    const signature = await account.signMessage({ message: text })
    await expect(service.createSession({ message: text, signature, origin: ORIGIN })).resolves.toBeDefined()
  })
})

describe('SIWX verifier: smart accounts sign in with on-chain signatures (ERC-1271, ERC-6492)', () => {
  const service = () =>
    createSiwxService({ clientFor: (chainId) => (chainId === CHAIN_ID ? client : undefined) })
  /** A sign-in message for `address`, signed by the owner EOA the way a smart wallet's signer does. */
  async function signedFor(address: Address, nonce: string, signer = account) {
    const text = createSiweMessage({
      address,
      chainId: CHAIN_ID,
      domain: '127.0.0.1:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
    return { message: text, signature: await signer.signMessage({ message: text }) }
  }
  const deployer = () =>
    createWalletClient({ account, chain: { ...foundry, id: CHAIN_ID }, transport: http(anvil.rpcUrl) })
  async function deploy(artifact: { abi: Abi; bytecode: Hex }, args: unknown[] = []): Promise<Address> {
    const hash = await deployer().deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args })
    const { contractAddress } = await client.waitForTransactionReceipt({ hash })
    return getAddress(contractAddress!)
  }

  it('ERC-1271: a deployed contract account signs in with its owner signature; a stranger cannot', async () => {
    const smartAccount = await deploy(fixtureSmartAccountArtifact, [account.address])
    const siwx = service()
    const good = await signedFor(smartAccount, (await siwx.issueNonce()).nonce)
    const { session } = await siwx.createSession({ ...good, origin: ORIGIN })
    expect(session.data.accountAddress).toBe(smartAccount)

    const forged = await signedFor(smartAccount, (await siwx.issueNonce()).nonce, other)
    const refused = await siwx.createSession({ ...forged, origin: ORIGIN }).catch((e) => e)
    expect((refused as SiwxRefusedError).reason.name).toBe('signature')
  })

  it('ERC-6492: an account not deployed yet signs in through its factory call, and stays undeployed', async () => {
    const factory = await deploy(fixtureSmartAccountFactoryArtifact)
    const salt = keccak256(toHex('siwx-6492'))
    const counterfactual = await client.readContract({
      address: factory,
      abi: fixtureSmartAccountFactoryArtifact.abi,
      functionName: 'addressOf',
      args: [account.address, salt],
    })
    expect(await client.getCode({ address: counterfactual })).toBeUndefined()

    const siwx = service()
    const wrap = (signed: { message: string; signature: Hex }) => ({
      ...signed,
      signature: serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: fixtureSmartAccountFactoryArtifact.abi,
          functionName: 'deploy',
          args: [account.address, salt],
        }),
        signature: signed.signature,
      }),
    })
    const good = wrap(await signedFor(counterfactual, (await siwx.issueNonce()).nonce))
    const { session } = await siwx.createSession({ ...good, origin: ORIGIN })
    expect(session.data.accountAddress).toBe(counterfactual)
    // Verified by simulating the deployment: nothing was deployed.
    expect(await client.getCode({ address: counterfactual })).toBeUndefined()

    const forged = wrap(await signedFor(counterfactual, (await siwx.issueNonce()).nonce, other))
    const refused = await siwx.createSession({ ...forged, origin: ORIGIN }).catch((e) => e)
    expect((refused as SiwxRefusedError).reason.name).toBe('signature')
  })
})

describe('SIWX devnet auth service (openapi/auth-api.yaml): verifies for real, keeps nonces and sessions in PGlite', () => {
  const headers = { Origin: ORIGIN }
  const nonce = async () => {
    const issued = await call('POST', '/v1/siwx/nonce')
    expect(issued.status).toBe(200)
    return (issued.body as { nonce: string }).nonce
  }

  it('issues a nonce, verifies the signed message into a session, lists, gets and revokes it', async () => {
    const text = message({ nonce: await nonce(), expirationTime: new Date(Date.now() + 60_000) })
    const signature = await account.signMessage({ message: text })
    const created = await call('POST', '/v1/siwx/sessions', { body: { message: text, signature }, headers })
    expect(created.status).toBe(200)
    const { session, token } = created.body as { session: { id: string }; token: string }
    const { rows } = await db.query<{ used_at: Date | null }>(
      'SELECT used_at FROM siwx_nonces WHERE nonce = $1',
      [(created.body as { session: { data: { nonce: string } } }).session.data.nonce],
    )
    expect(rows[0]?.used_at).not.toBeNull()

    const accountAddress = `eip155:${CHAIN_ID}:${account.address}`
    const listed = await call('GET', '/v1/siwx/sessions', { query: { accountAddress } })
    expect((listed.body as { sessions: { id: string }[] }).sessions.map((s) => s.id)).toContain(session.id)
    expect((await call('GET', '/v1/siwx/sessions/{id}', { path: { id: session.id } })).status).toBe(200)

    const wrong = await call('POST', '/v1/siwx/sessions/{id}/revoke', {
      path: { id: session.id },
      body: { token: 'not-the-token' },
    })
    expect(wrong.status).toBe(403)
    const revoked = await call('POST', '/v1/siwx/sessions/{id}/revoke', {
      path: { id: session.id },
      body: { token },
    })
    expect(revoked.body).toEqual({ revoked: true })
    expect((await call('GET', '/v1/siwx/sessions/{id}', { path: { id: session.id } })).status).toBe(404)
    const after = await call('GET', '/v1/siwx/sessions', { query: { accountAddress } })
    expect((after.body as { sessions: { id: string }[] }).sessions.map((s) => s.id)).not.toContain(session.id)
  })

  it('refuses the same signed message twice (replayed nonce)', async () => {
    const text = message({ nonce: await nonce() })
    const signature = await account.signMessage({ message: text })
    expect(
      (await call('POST', '/v1/siwx/sessions', { body: { message: text, signature }, headers })).status,
    ).toBe(200)
    const replay = await call('POST', '/v1/siwx/sessions', { body: { message: text, signature }, headers })
    expect(replay.status).toBe(401)
    expect(reasonNames(replay)).toEqual(['nonce'])
  })

  it('spends a nonce once even when two sign-ins with it race (issue 30 item 6)', async () => {
    const text = message({ nonce: await nonce() })
    const signature = await account.signMessage({ message: text })
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/v1/siwx/sessions', { body: { message: text, signature }, headers })),
    )
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401])
  })

  it.each(cases())('refuses %s with 401', async (_label, make, reason) => {
    const attempt = await make(await nonce())
    const refused = await call('POST', '/v1/siwx/sessions', { body: attempt, headers })
    expect(refused.status).toBe(401)
    expect(reasonNames(refused)).toEqual([reason])
  })

  it('refuses a message signed for this page but sent from another origin', async () => {
    const text = message({ nonce: await nonce() })
    const signature = await account.signMessage({ message: text })
    const refused = await call('POST', '/v1/siwx/sessions', {
      body: { message: text, signature },
      headers: { Origin: 'https://evil.example' },
    })
    expect(refused.status).toBe(401)
    expect(reasonNames(refused)).toEqual(['domain'])
  })

  it('refuses an expired nonce', async () => {
    const issued = await nonce()
    await db.query("UPDATE siwx_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1", [
      issued,
    ])
    const text = message({ nonce: issued })
    const signature = await account.signMessage({ message: text })
    const refused = await call('POST', '/v1/siwx/sessions', { body: { message: text, signature }, headers })
    expect(refused.status).toBe(401)
    expect(reasonNames(refused)).toEqual(['nonce'])
  })

  it('does not list a session once its message has expired', async () => {
    const text = message({ nonce: await nonce(), expirationTime: new Date(Date.now() + 1_500) })
    const signature = await account.signMessage({ message: text })
    const created = await call('POST', '/v1/siwx/sessions', { body: { message: text, signature }, headers })
    const id = (created.body as { session: { id: string } }).session.id
    expect((await call('GET', '/v1/siwx/sessions/{id}', { path: { id } })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    expect((await call('GET', '/v1/siwx/sessions/{id}', { path: { id } })).status).toBe(404)
  })
})

describe('SIWX devnet auth service on Solana: the ed25519 signature checked against the base58 public key', () => {
  const headers = { Origin: ORIGIN }
  const solanaKey = ed25519.utils.randomPrivateKey()
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
  const nonce = async () => ((await call('POST', '/v1/siwx/nonce')).body as { nonce: string }).nonce
  const solanaMessage = (
    issued: string,
    overrides: { domain?: string; chainId?: string; expirationTime?: string } = {},
  ) =>
    formatSiwsMessage({
      accountAddress: solanaAddress,
      chainId: overrides.chainId ?? devnetSolana.caipNetworkId,
      nonce: issued,
      domain: overrides.domain ?? '127.0.0.1:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      issuedAt: new Date().toISOString(),
      statement: 'Sign in to the shop',
      ...(overrides.expirationTime ? { expirationTime: overrides.expirationTime } : {}),
    })
  const sign = (text: string, key = solanaKey) => toHex(ed25519.sign(new TextEncoder().encode(text), key))

  it('verifies a signed Sign In With Solana message into a session listed under the Solana account', async () => {
    const text = solanaMessage(await nonce())
    const created = await call('POST', '/v1/siwx/sessions', {
      body: { message: text, signature: sign(text) },
      headers,
    })
    expect(created.status).toBe(200)
    const { session } = created.body as {
      session: { id: string; data: { chainId: string; accountAddress: string } }
    }
    expect(session.data).toMatchObject({ chainId: devnetSolana.caipNetworkId, accountAddress: solanaAddress })
    const listed = await call('GET', '/v1/siwx/sessions', {
      query: { accountAddress: `${devnetSolana.caipNetworkId}:${solanaAddress}` },
    })
    expect((listed.body as { sessions: { id: string }[] }).sessions.map((s) => s.id)).toEqual([session.id])
    const replay = await call('POST', '/v1/siwx/sessions', {
      body: { message: text, signature: sign(text) },
      headers,
    })
    expect(reasonNames(replay)).toEqual(['nonce'])
  })

  const solanaCases: [string, (issued: string) => { message: string; signature: string }, string][] = [
    [
      'a signature by another key',
      (issued) => {
        const text = solanaMessage(issued)
        return { message: text, signature: sign(text, ed25519.utils.randomPrivateKey()) }
      },
      'signature',
    ],
    [
      'a message changed after signing',
      (issued) => {
        const text = solanaMessage(issued)
        return { message: text.replace('Sign in to the shop', 'Sign in to the bank'), signature: sign(text) }
      },
      'signature',
    ],
    [
      'a tampered signature',
      (issued) => {
        const text = solanaMessage(issued)
        const good = sign(text)
        return {
          message: text,
          signature: `${good.slice(0, 10)}${good[10] === '0' ? '1' : '0'}${good.slice(11)}`,
        }
      },
      'signature',
    ],
    [
      'a signature that is not 64 bytes',
      (issued) => {
        const text = solanaMessage(issued)
        return { message: text, signature: sign(text).slice(0, -2) }
      },
      'signature',
    ],
    [
      'a wrong domain',
      (issued) => {
        const text = solanaMessage(issued, { domain: 'evil.example' })
        return { message: text, signature: sign(text) }
      },
      'domain',
    ],
    [
      'a Solana network not served',
      (issued) => {
        const text = solanaMessage(issued, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
        return { message: text, signature: sign(text) }
      },
      'chainId',
    ],
    [
      'an expired message',
      (issued) => {
        const text = solanaMessage(issued, { expirationTime: new Date(Date.now() - 1_000).toISOString() })
        return { message: text, signature: sign(text) }
      },
      'expirationTime',
    ],
    [
      'a message with a line out of place',
      (issued) => {
        const text = solanaMessage(issued).replace('Version: 1\n', '')
        return { message: text, signature: sign(text) }
      },
      'message',
    ],
    [
      'a nonce never issued',
      () => {
        const text = solanaMessage('abcdef0123456789')
        return { message: text, signature: sign(text) }
      },
      'nonce',
    ],
  ]

  it.each(solanaCases)('refuses %s with 401', async (_label, make, reason) => {
    const refused = await call('POST', '/v1/siwx/sessions', { body: make(await nonce()), headers })
    expect(refused.status).toBe(401)
    expect(reasonNames(refused)).toEqual([reason])
  })
})
