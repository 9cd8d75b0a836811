import { afterEach, describe, expect, it } from 'vitest'
import {
  AvatarInvalidMetadataError,
  EnsAvatarInvalidNftUriError,
  EnsAvatarUnsupportedNamespaceError,
  EnsAvatarUriResolutionError,
} from '../../../runtime/core/errors.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { resolveAvatar } from '../../../runtime/services/identity-avatar.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { ADDRESS, connectedPortkit } from '../../unit/features/portkit-with-data-api.ts'

const servers: { close(): Promise<void> }[] = []
afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())))

/** A loopback identity API answering `body` (given the server's own URL, for avatars it serves). */
async function identityApi(body: unknown | ((url: string) => unknown), status = 200) {
  const server = await recordingServer((request, res) => {
    if (request.path === '/avatar.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end()
    if (request.path === '/meta.json') return json(res, 200, { image: `${server.url}/avatar.png` })
    if (request.path === '/meta-bad.json') return json(res, 200, { name: 'no image' })
    json(res, status, typeof body === 'function' ? body(server.url) : body)
  })
  servers.push(server)
  return server
}

describe('spec 9: name and identity (identity only on EVM non-testnet, cached 5 min)', () => {
  it('shows the identity name and avatar; a second sync within 5 min asks nothing', async () => {
    const server = await identityApi((url: string) => ({
      name: 'alice.portkit',
      avatar: `${url}/avatar.png`,
    }))
    const { portkit } = connectedPortkit(server.url)
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBe('alice.portkit')
    await expect.poll(() => portkit.account.profileImage.value).toBe(`${server.url}/avatar.png`)
    expect(server.requests[0]).toMatchObject({ path: `/v1/identity/${ADDRESS}`, query: { sender: ADDRESS } })
    const asked = server.requests.filter((request) => request.path.startsWith('/v1/identity/')).length
    await portkit.account.syncProfile()
    expect(server.requests.filter((request) => request.path.startsWith('/v1/identity/'))).toHaveLength(asked)
    expect(asked).toBe(1)
  })

  it('testnets and non-EVM namespaces are not looked up', async () => {
    const server = await identityApi({ name: 'alice.portkit', avatar: null })
    const { portkit } = connectedPortkit(server.url)
    updateChain(portkit.state, 'eip155', { caipNetwork: { ...devnetAlpha, testnet: true } })
    await portkit.account.syncProfile()
    expect(server.requests).toEqual([])
    expect(portkit.account.profileName.value).toBeUndefined()
  })

  it('a failed lookup falls back to the adapter profile, then the provider name, else none', async () => {
    const server = await identityApi({}, 500)
    const { portkit } = connectedPortkit(server.url)
    const connector = portkit.state.connectors.value[0]!
    portkit.state.connectors.value = [
      { ...connector, provider: { ...connector.provider, userName: 'bob' } as never },
    ]
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBe('bob')
    // The adapter's own profile (the chain's name records) comes before the provider's name.
    const { portkit: named } = connectedPortkit(server.url)
    const namedConnector = named.state.connectors.value[0]!
    named.state.connectors.value = [
      { ...namedConnector, provider: { ...namedConnector.provider, userName: 'bob' } as never },
    ]
    named.adapterFor('eip155').getProfile = async () => ({ name: 'carol.eth', avatar: undefined })
    await named.account.syncProfile()
    expect(named.account.profileName.value).toBe('carol.eth')
    portkit.state.connectors.value = [connector]
    const { portkit: plain } = connectedPortkit(server.url)
    await plain.account.syncProfile()
    expect(plain.account.profileName.value).toBeUndefined()
  })

  it('avatar: HEAD finds an image; otherwise GET reads the metadata JSON', async () => {
    const server = await identityApi({ name: 'alice.portkit', avatar: null })
    await expect(resolveAvatar(`${server.url}/avatar.png`)).resolves.toBe(`${server.url}/avatar.png`)
    await expect(resolveAvatar(`${server.url}/meta.json`)).resolves.toBe(`${server.url}/avatar.png`)
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'HEAD /avatar.png',
      'HEAD /meta.json',
      'GET /meta.json',
    ])
  })

  it('avatar errors: invalid metadata, invalid NFT URI, unresolvable URI, unsupported namespace', async () => {
    const server = await identityApi({}, 404)
    await expect(resolveAvatar(`${server.url}/meta-bad.json`)).rejects.toBeInstanceOf(
      AvatarInvalidMetadataError,
    )
    await expect(resolveAvatar('eip155:1/erc721:/1')).rejects.toBeInstanceOf(EnsAvatarInvalidNftUriError)
    await expect(resolveAvatar(`${server.url}/missing`)).rejects.toBeInstanceOf(EnsAvatarUriResolutionError)
    await expect(resolveAvatar('eip155:1/erc20:0xabc/1')).rejects.toBeInstanceOf(
      EnsAvatarUnsupportedNamespaceError,
    )
    await expect(resolveAvatar('ftp://example.com/a.png')).rejects.toBeInstanceOf(
      EnsAvatarUnsupportedNamespaceError,
    )
  })
})
