import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { configuredEndpoints } from './endpoints.ts'

export interface CspSources {
  'connect-src': string[]
  'frame-src': string[]
  'img-src': string[]
}

/**
 * What `https:` in connect-src and img-src is for: an ENS avatar record may name an image or NFT metadata
 * on any host, which the identity feature checks (HEAD/GET) and shows. Turning identity off drops it.
 */
export const AVATAR_HOSTS_NOTE =
  'https: is for ENS avatars (any host a record names; features.identity) and NFT images (features.tokens with a data API)'

// The SDK's own relay, used when services.walletConnectRelay is left out.
const PUBLIC_RELAY = 'wss://relay.walletconnect.org'
// What the Coinbase SDK's popup path talks to: its RPC (call status) and the Coinbase Wallet app's bridge.
const COINBASE_SDK_ENDPOINTS = [
  'https://rpc.wallet.coinbase.com',
  'https://www.walletlink.org',
  'wss://www.walletlink.org',
]

/** The Content-Security-Policy sources this config needs, as origins, sorted and without duplicates. */
export function cspSources(config: ResolvedConfig): CspSources {
  const connect = configuredEndpoints(config).map((endpoint) => endpoint.url)
  if (config.connectors.includes('walletconnect') && !config.services.walletConnectRelay)
    connect.push(PUBLIC_RELAY)
  if (config.connectors.includes('coinbase')) connect.push(...COINBASE_SDK_ENDPOINTS)
  // The auth service the siwx plugin asks for nonces and sessions (no endpoint probe: it needs a signature).
  if (config.services.authApi) connect.push(config.services.authApi)
  // Host token lists are fetched once the visitor connects (Tokens without a data API).
  connect.push(...config.tokenLists)
  // NFT images (the NFTs tab, with a data API) are on whatever host their metadata names, ipfs via the gateway.
  const nftImages = config.features.tokens && config.services.dataApi !== undefined
  const avatars = config.features.identity || nftImages ? [config.ipfsGateway] : []

  const images = [
    ...(config.services.catalogueApi ? [config.services.catalogueApi] : []),
    ...Object.values(config.chainImages),
    ...config.networks.flatMap((network) => (network.assets?.imageUrl ? [network.assets.imageUrl] : [])),
    ...Object.values(config.tokens).flatMap((token) => (token?.image ? [token.image] : [])),
    ...config.customWallets.flatMap((wallet) => (wallet.image_url ? [wallet.image_url] : [])),
    ...avatars,
  ]
  const anyAvatarHost = config.features.identity ? ['https:'] : []
  const anyImageHost = config.features.identity || nftImages ? ['https:'] : []
  return {
    'connect-src': ["'self'", ...origins([...connect, ...avatars]), ...anyAvatarHost],
    // Email login embeds the secure frame: the one origin the page may frame.
    'frame-src':
      config.features.email && config.services.secureFrame ? origins([config.services.secureFrame]) : [],
    // Wallets announce their icons as data: URLs, and the QR code of Receive is one.
    'img-src': ["'self'", 'data:', ...origins(images), ...anyImageHost],
  }
}

/** A directive of the whole policy and its sources, in the order the policy lists them. */
export type CspDirective = [directive: string, sources: string[]]

/**
 * The whole Content-Security-Policy a page of this app can be served with, directive by directive: the
 * sources above, and nothing inline or evaluated (the modal's styles are adopted stylesheets, its scripts
 * the app's own files). `portkit doctor` prints it, `portkit generate` writes it to src/portkit/csp.ts.
 */
export function cspDirectives(config: ResolvedConfig): CspDirective[] {
  const sources = cspSources(config)
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['connect-src', sources['connect-src']],
    ['img-src', sources['img-src']],
    ['frame-src', sources['frame-src'].length > 0 ? sources['frame-src'] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ]
}

/** The whole policy as one header value (cspDirectives). */
export function cspPolicy(config: ResolvedConfig): string {
  return cspDirectives(config)
    .map(([directive, list]) => `${directive} ${list.join(' ')}`)
    .join('; ')
}

function origins(urls: (string | undefined)[]): string[] {
  const list = urls.flatMap((url) => (url && !url.startsWith('data:') ? [new URL(url).origin] : []))
  return [...new Set(list)].sort()
}
