import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { fixtureSmartAccountArtifact } from '../../../devnet/contracts/fixture-smart-account.artifact.ts'
import { fixtureSmartAccountFactoryArtifact } from '../../../devnet/contracts/fixture-smart-account-factory.artifact.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetDbDir, startDevnet, type Devnet } from '../../../devnet/index.ts'
import { COMMON_QUERY, contractClient, reasonNames } from './contract-client.ts'

const ALPHA_COIN_TYPE = (0x80000000 | 31337) >>> 0

let appDir: string
let devnet: Devnet
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'portkit-names-test-'))
  devnet = await startDevnet({ appDir })
  // Kept in the app folder's database, so the restarted devnet below knows it too.
  await devnet.allowApp(COMMON_QUERY.projectId)
  call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
})
afterAll(async () => {
  await devnet?.stop()
  rmSync(appDir, { recursive: true, force: true })
})

const signer = (index: number) => privateKeyToAccount(devnet.manifest.accounts[index]!.privateKey as Hex)

/** Registers as the runtime does: sign the JSON message with personal_sign, then POST it. */
async function register(
  index: number,
  name: string,
  options: {
    attributes?: Record<string, string>
    timestamp?: number
    signAs?: number
    coinType?: number
  } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  const signature = await signer(options.signAs ?? index).signMessage({ message })
  return call('POST', '/v1/profile/account', {
    body: {
      coin_type: options.coinType ?? ALPHA_COIN_TYPE,
      address: signer(index).address,
      message,
      signature,
    },
  })
}

const lookup = (name: string) => call('GET', '/v1/profile/account/{name}', { path: { name } })

describe('data API: names registered with a signed message and kept in the embedded database', () => {
  it('registers a name, then resolves it forward, in reverse and as the identity', async () => {
    const registered = await register(1, 'alice.portkit.id', {
      attributes: { avatar: 'https://example.com/a.png' },
    })
    expect([registered.status, registered.body]).toEqual([200, { success: true }])

    const record = (await lookup('alice.portkit.id')).body as Record<string, unknown>
    expect(record).toMatchObject({
      name: 'alice.portkit.id',
      addresses: { [String(ALPHA_COIN_TYPE)]: { address: signer(1).address } },
      attributes: { avatar: 'https://example.com/a.png' },
    })
    const reverse = await call('GET', '/v1/profile/reverse/{address}', {
      path: { address: signer(1).address },
    })
    // The name registered here first, then the ENS primary name account 1 holds on devnet Alpha.
    expect(
      (reverse.body as { name: string; source: string }[]).map(({ name, source }) => [name, source]),
    ).toEqual([
      ['alice.portkit.id', 'portkit'],
      ['portkit-bob.eth', 'ens'],
    ])
    const identity = await call('GET', '/v1/identity/{address}', {
      path: { address: signer(1).address.toLowerCase() },
    })
    expect(identity.body).toEqual({ name: 'alice.portkit.id', avatar: 'https://example.com/a.png' })
    const nobody = await call('GET', '/v1/identity/{address}', { path: { address: signer(2).address } })
    expect(nobody.body).toEqual({ name: null, avatar: null })
  })

  it('answers the ENS primary name and avatar when no name is registered here, an NFT avatar read to its image', async () => {
    const [alice, bob] = devnet.manifest.ens!.names
    const identity = await call('GET', '/v1/identity/{address}', { path: { address: alice!.address } })
    expect(identity.body).toEqual({ name: 'portkit-alice.eth', avatar: alice!.avatar })

    // Forward: an ENS name resolves to its address through the Universal Resolver.
    const forward = await lookup('portkit-alice.eth')
    expect([forward.status, forward.body]).toEqual([
      200,
      {
        name: 'portkit-alice.eth',
        source: 'ens',
        addresses: { '60': { address: alice!.address } },
        attributes: { avatar: alice!.avatar },
      },
    ])
    expect((await lookup('nobody-here.eth')).status).toBe(404)

    expect(bob!.avatar).toMatch(/^eip155:/)
    const reverse = await call('GET', '/v1/profile/reverse/{address}', { path: { address: bob!.address } })
    expect((reverse.body as object[]).at(-1)).toEqual({
      name: 'portkit-bob.eth',
      source: 'ens',
      addresses: { '60': { address: bob!.address } },
      attributes: { avatar: bob!.avatarUrl },
    })
  })

  it("answers a registered name's NFT avatar record as the NFT's image, read on the chain it names", async () => {
    const nft = devnet.manifest.ens!.names[1]!
    /** A name for a fresh account (the devnet's four have theirs), its avatar record `avatar`. */
    const identityWithAvatar = async (name: string, avatar: string) => {
      const holder = privateKeyToAccount(generatePrivateKey())
      const message = JSON.stringify({
        name,
        attributes: { avatar },
        timestamp: Math.floor(Date.now() / 1000),
      })
      const body = {
        coin_type: ALPHA_COIN_TYPE,
        address: holder.address,
        message,
        signature: await holder.signMessage({ message }),
      }
      expect((await call('POST', '/v1/profile/account', { body })).status).toBe(200)
      return (await call('GET', '/v1/identity/{address}', { path: { address: holder.address } })).body
    }
    expect(await identityWithAvatar('nft-avatar.portkit.id', nft.avatar)).toEqual({
      name: 'nft-avatar.portkit.id',
      avatar: nft.avatarUrl,
    })
    // An NFT on a chain this server does not serve leaves no avatar, never the record itself.
    const elsewhere = nft.avatar.replace(/^eip155:\d+/, 'eip155:999999')
    expect(await identityWithAvatar('nft-elsewhere.portkit.id', elsewhere)).toEqual({
      name: 'nft-elsewhere.portkit.id',
      avatar: null,
    })
  })

  it('lets the holder update the name and refuses it to anyone else', async () => {
    expect((await register(1, 'ALICE.portkit.id', { attributes: { bio: 'hi' } })).status).toBe(200)
    const attributes = ((await lookup('alice.portkit.id')).body as { attributes: object }).attributes
    expect(attributes).toEqual({ avatar: 'https://example.com/a.png', bio: 'hi' })

    const taken = await register(2, 'alice.portkit.id')
    expect([taken.status, reasonNames(taken)]).toEqual([409, ['body.message.name']])
    expect((taken.body as { reasons: { description: string }[] }).reasons[0]!.description).toContain(
      signer(1).address,
    )
  })

  it('suggests the wanted name with whether it is taken, then free variants', async () => {
    const read = await call('GET', '/v1/profile/suggestions/{name}', { path: { name: 'alice' } })
    const { suggestions } = read.body as { suggestions: { name: string; registered: boolean }[] }
    expect(suggestions[0]).toEqual({ name: 'alice.portkit.id', registered: true })
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.slice(1).every((suggestion) => !suggestion.registered)).toBe(true)
    const elsewhere = await call('GET', '/v1/profile/suggestions/{name}', {
      path: { name: 'alice' },
      query: { zone: 'eth' },
    })
    expect(elsewhere.body).toEqual({ suggestions: [] })
  })

  it('refuses signatures by another key, stale or malformed messages and bad names or coin types', async () => {
    const refusal = async (result: Promise<Awaited<ReturnType<typeof register>>>) => {
      const read = await result
      return [read.status, ...reasonNames(read)]
    }
    expect(await refusal(register(3, 'bobby.portkit.id', { signAs: 2 }))).toEqual([401, 'body.signature'])
    const stale = Math.floor(Date.now() / 1000) - 3600
    expect(await refusal(register(3, 'bobby.portkit.id', { timestamp: stale }))).toEqual([
      400,
      'body.message.timestamp',
    ])
    expect(await refusal(register(3, 'bob.portkit.id'))).toEqual([400, 'body.message.name'])
    expect(await refusal(register(3, 'bob by.portkit.id'))).toEqual([400, 'body.message.name'])
    expect(await refusal(register(3, 'bobby.eth'))).toEqual([400, 'body.message.name'])
    // ENSIP-15 refuses a label with hyphens in 3rd and 4th place (spec section 5, name rules).
    expect(await refusal(register(3, 'bo--by.portkit.id'))).toEqual([400, 'body.message.name'])
    // Unsigned: an empty signature proves nothing.
    const unsigned = await call('POST', '/v1/profile/account', {
      body: {
        coin_type: ALPHA_COIN_TYPE,
        address: signer(3).address,
        message: JSON.stringify({ name: 'bobby.portkit.id', timestamp: Math.floor(Date.now() / 1000) }),
        signature: '0x',
      },
    })
    expect([unsigned.status, ...reasonNames(unsigned)]).toEqual([401, 'body.signature'])
    expect(await refusal(register(3, 'bobby.portkit.id', { coinType: 12345 }))).toEqual([
      400,
      'body.coin_type',
    ])

    const post = (body: unknown) => call('POST', '/v1/profile/account', { body })
    const address = signer(3).address
    const notJson = await post({ coin_type: ALPHA_COIN_TYPE, address, message: 'bobby', signature: '0x00' })
    expect(reasonNames(notJson)).toEqual(['body.message'])
    const badAddress = await post({
      coin_type: ALPHA_COIN_TYPE,
      address: '0x12',
      message: '{}',
      signature: '0x00',
    })
    expect(reasonNames(badAddress)).toEqual(['body.address'])
    const badSignature = await post({ coin_type: ALPHA_COIN_TYPE, address, message: '{}', signature: 'zz' })
    expect(reasonNames(badSignature)).toEqual(['body.signature'])
  })

  it('registers names to contract accounts, deployed (ERC-1271) or not yet (ERC-6492), signed by their owner only', async () => {
    const owner = signer(3)
    const rpcUrl = devnet.manifest.chains.find((chain) => chain.chainId === 31337)!.rpcUrl
    const chain = { ...foundry, id: 31337 }
    const client = createPublicClient({ chain, transport: http(rpcUrl) })
    const wallet = createWalletClient({ account: owner, chain, transport: http(rpcUrl) })
    const deploy = async (artifact: { abi: Abi; bytecode: Hex }, args: unknown[] = []) => {
      const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args })
      return getAddress((await client.waitForTransactionReceipt({ hash })).contractAddress!)
    }
    const registerAs = async (address: Address, name: string, sign: (message: string) => Promise<Hex>) => {
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const body = { coin_type: ALPHA_COIN_TYPE, address, message, signature: await sign(message) }
      const read = await call('POST', '/v1/profile/account', { body })
      return [read.status, ...reasonNames(read)]
    }

    const deployed = await deploy(fixtureSmartAccountArtifact, [owner.address])
    const byStranger = (message: string) => signer(2).signMessage({ message })
    expect(await registerAs(deployed, 'vault.portkit.id', byStranger)).toEqual([401, 'body.signature'])
    expect(
      await registerAs(deployed, 'vault.portkit.id', (message) => owner.signMessage({ message })),
    ).toEqual([200])

    const factory = await deploy(fixtureSmartAccountFactoryArtifact)
    const salt = keccak256(toHex('names-6492'))
    const counterfactual = await client.readContract({
      address: factory,
      abi: fixtureSmartAccountFactoryArtifact.abi,
      functionName: 'addressOf',
      args: [owner.address, salt],
    })
    const through = (sign: (message: string) => Promise<Hex>) => async (message: string) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: fixtureSmartAccountFactoryArtifact.abi,
          functionName: 'deploy',
          args: [owner.address, salt],
        }),
        signature: await sign(message),
      })
    expect(await registerAs(counterfactual, 'future.portkit.id', through(byStranger))).toEqual([
      401,
      'body.signature',
    ])
    const byOwner = through((message) => owner.signMessage({ message }))
    expect(await registerAs(counterfactual, 'future.portkit.id', byOwner)).toEqual([200])
    const identity = await call('GET', '/v1/identity/{address}', { path: { address: counterfactual } })
    expect(identity.body).toEqual({ name: 'future.portkit.id', avatar: null })
  })

  it('answers 404 for a name nobody holds and 400 for one that cannot be a name', async () => {
    const missing = await lookup('nobody.portkit.id')
    expect([missing.status, reasonNames(missing)]).toEqual([404, ['name']])
    const malformed = await lookup('no body')
    expect([malformed.status, reasonNames(malformed)]).toEqual([400, ['name']])
    const reverse = await call('GET', '/v1/profile/reverse/{address}', { path: { address: 'xyz' } })
    expect([reverse.status, reasonNames(reverse)]).toEqual([400, ['address']])
  })

  it('keeps names across a devnet restart on the same app folder', async () => {
    expect(existsSync(devnetDbDir(appDir))).toBe(true)
    await devnet.stop()
    devnet = await startDevnet({ appDir })
    call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
    const record = await lookup('alice.portkit.id')
    expect(record.status).toBe(200)
    expect(record.body).toMatchObject({
      addresses: { [String(ALPHA_COIN_TYPE)]: { address: signer(1).address } },
    })
  })
})
