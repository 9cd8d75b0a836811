import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { ccipRequest, HttpRequestError, type CcipRequestParameters } from 'viem'

/**
 * Addresses a CCIP-Read gateway may not have. Whoever controls an ENS name picks its gateway URLs, so without
 * this anyone could make the server send requests into its own network (cloud metadata, admin ports).
 */
const NOT_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
// IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 rules by BlockList itself.
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')

/**
 * Whether `url` is https on a host whose every address is public (resolved now, as the request will be).
 * Also guards NFT metadata fetches (nfts/token-metadata.ts), whose URLs a collection's deployer picks.
 */
export async function isPublicHttps(url: string): Promise<boolean> {
  let parsed: URL
  try {
    parsed = new URL(url.replace('{sender}', '0x').replace('{data}', '0x'))
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:') return false
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => [])
  return (
    addresses.length > 0 &&
    addresses.every(({ address, family }) => !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4'))
  )
}

/**
 * viem's CCIP-Read request, to public https gateways only: the server reads offchain ENS names (ERC-3668)
 * without letting a name's owner aim it at private addresses. A lookup left without a gateway fails as
 * an unreachable one does (the name is then not shown).
 */
export async function publicGatewayRequest(parameters: CcipRequestParameters) {
  const allowed = await Promise.all(parameters.urls.map(isPublicHttps))
  const urls = parameters.urls.filter((_, i) => allowed[i])
  if (urls.length === 0) {
    throw new HttpRequestError({
      details: 'CCIP Read gateways must be public https addresses',
      url: parameters.urls[0] ?? '',
    })
  }
  return ccipRequest({ ...parameters, urls })
}
