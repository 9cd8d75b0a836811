import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_IPFS_GATEWAY,
  FEATURE_FLAG_DEFAULTS,
  SOCIAL_PROVIDERS,
} from '../../runtime/config/options.ts'
import type { ResolvedConfig } from '../../runtime/config/types.ts'
import { devnetAlpha, devnetBeta } from '../../runtime/networks/devnet.ts'

/** A resolved config as the generator would write it for the devnet, with every default filled in. */
export function testConfig(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return {
    projectId: 'test-project',
    metadata: { name: 'Test', description: 'Test app', url: 'http://127.0.0.1', icons: [] },
    networks: [devnetAlpha, devnetBeta],
    defaultNetwork: devnetAlpha.caipNetworkId,
    adapters: ['eip155'],
    connectors: ['injected'],
    plugins: [],
    features: { ...FEATURE_FLAG_DEFAULTS, socials: [...SOCIAL_PROVIDERS] },
    themeMode: 'dark',
    locale: 'en',
    themeVariables: {},
    tokens: {},
    customRpcUrls: {},
    chainImages: {},
    tokenLists: [],
    ipfsGateway: DEFAULT_IPFS_GATEWAY,
    includeWalletIds: [],
    excludeWalletIds: [],
    featuredWalletIds: [],
    customWallets: [],
    services: {},
    enableEmbedded: false,
    allowUnsupportedChain: false,
    enableNetworkSwitch: true,
    enableWalletConnect: true,
    enableWallets: true,
    enableEIP6963: true,
    enableAuthLogger: true,
    manualWCControl: false,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES },
    ...overrides,
  }
}
