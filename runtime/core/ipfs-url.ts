/**
 * An `ipfs://` URI as an https URL through `gateway` (the config's `ipfsGateway`, or the server's); any
 * other URI as it is. Avatars, NFT images and their metadata are read this way. The `ipfs://ipfs/<cid>`
 * form some collections write is the same content.
 */
export function throughIpfsGateway(uri: string, gateway: string): string {
  if (!uri.startsWith('ipfs://')) return uri
  return `${gateway.replace(/\/+$/, '')}/ipfs/${uri.slice('ipfs://'.length).replace(/^ipfs\//, '')}`
}
