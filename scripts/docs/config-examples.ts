import type { PortkitConfig } from '../../runtime/config/index.ts'
import type { ConfigOptionName } from '../../generator/config/options.ts'
import { baseMainnet, ethereum, solanaMainnet } from '../../runtime/networks/index.ts'

/**
 * For the configuration reference (docs/config-reference.md): one accepted and one refused value of every
 * option. The reference generator runs both through the real validator: the example must pass and the refused
 * value must fail, and the page shows the validator's own message. The compiler demands an entry per option.
 */
export interface OptionExample {
  example: unknown
  /** Other options the example needs (e.g. the plugin a setting belongs to). */
  with?: Partial<PortkitConfig>
  refused: unknown
}

/** The smallest valid config; each example is tried on top of it. */
export const BASE_CONFIG: PortkitConfig = {
  projectId: 'my-app',
  metadata: { name: 'My App', description: 'My app', url: 'https://example.com', icons: [] },
  networks: [ethereum],
}

const DATA_API: Partial<PortkitConfig> = { services: { dataApi: 'https://data.example.com' } }
const SIWX_ON: Partial<PortkitConfig> = {
  plugins: ['siwx'],
  services: { authApi: 'https://example.com/auth' },
}
const USDC_ON_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

export const CONFIG_EXAMPLES: Record<ConfigOptionName, OptionExample> = {
  projectId: { example: 'my-app', refused: '' },
  clientId: { example: 'web', refused: 42 },
  metadata: {
    example: BASE_CONFIG.metadata,
    refused: { name: 'My App', description: 'My app', url: 'javascript:alert(1)', icons: [] },
  },
  networks: { example: [ethereum, baseMainnet, solanaMainnet], refused: [] },
  defaultNetwork: {
    example: 'eip155:8453',
    with: { networks: [ethereum, baseMainnet] },
    refused: 'eip155:10',
  },
  adapters: { example: ['wagmi'], refused: ['ethers'] },
  connectors: { example: ['injected', 'walletconnect'], refused: ['metamask'] },
  plugins: { example: ['names'], with: DATA_API, refused: ['siwx'] },
  features: { example: { swaps: false, history: false }, refused: { collapseWallets: true } },
  themeMode: { example: 'system', refused: 'blue' },
  locale: { example: 'de', refused: 'xx' },
  themeVariables: { example: { '--pk-accent': '#0f766e' }, refused: { '--pk-colour': 'red' } },
  tokens: {
    example: { 'eip155:8453': { address: USDC_ON_BASE } },
    with: { networks: [baseMainnet] },
    refused: { 'eip155:8453': { address: 'not-an-address' } },
  },
  customRpcUrls: {
    example: { 'eip155:1': [{ url: 'https://rpc.example.com' }] },
    refused: { 'eip155:1': [{ url: 'ftp://rpc.example.com' }] },
  },
  chainImages: {
    example: { 'eip155:1': 'https://example.com/ethereum.png' },
    refused: { 'eip155:5': 'https://example.com/goerli.png' },
  },
  includeWalletIds: { example: ['metamask', 'rainbow'], refused: 'metamask' },
  excludeWalletIds: {
    example: ['rainbow'],
    with: { includeWalletIds: ['metamask'] },
    refused: [42],
  },
  featuredWalletIds: { example: ['metamask'], refused: [''] },
  customWallets: {
    example: [{ id: 'my-wallet', name: 'My Wallet', homepage: 'https://wallet.example.com' }],
    refused: [{ name: 'No id' }],
  },
  termsConditionsUrl: { example: 'https://example.com/terms', refused: '/terms' },
  privacyPolicyUrl: { example: 'https://example.com/privacy', refused: 'javascript:void(0)' },
  services: {
    example: { dataApi: 'https://data.example.com', walletConnectRelay: 'wss://relay.example.com' },
    refused: { dataapi: 'https://data.example.com' },
  },
  enableEmbedded: { example: true, refused: 'yes' },
  allowUnsupportedChain: { example: true, refused: 1 },
  enableNetworkSwitch: { example: false, refused: 'no' },
  enableWalletConnect: { example: false, refused: null },
  enableWallets: { example: true, refused: false },
  enableEIP6963: { example: false, refused: 0 },
  enableAuthLogger: { example: true, refused: 'true' },
  manualWCControl: { example: true, refused: 'on' },
  siwx: {
    example: { statement: 'Sign in to My App', expiresIn: 3600 },
    with: SIWX_ON,
    refused: { expiresIn: -1 },
  },
  siweConfig: { example: { statement: 'Sign in with Ethereum' }, with: SIWX_ON, refused: { statement: '' } },
  defaultAccountTypes: { example: { eip155: 'eoa' }, refused: { solana: 'smartAccount' } },
}
